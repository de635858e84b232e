import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants";
import { withSentryConfig } from "@sentry/nextjs/config";
import { ensureVazirmatnSubset } from "./scripts/font/vazirmatn-subset";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // A self-contained folder a server runs without the source tree or `npm install`: Next traces what
  // its server and every route load into .next/standalone, which `npm run build` then completes
  // with server.mjs and the rest (scripts/build/package-standalone.mjs; docs/deploy.md).
  output: "standalone",
  // server.mjs compresses, after it has hashed each page's inline scripts for the CSP.
  compress: false,
  // PGlite ships WASM and data files that must be loaded from node_modules at run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
  // One variable configures both sides; the browser copy is inlined at build time.
  env: {
    NEXT_PUBLIC_SENTRY_DSN: process.env.SENTRY_DSN ?? "",
    // The web client's secret is public by nature (SPEC §9: a fixed value the site sends).
    NEXT_PUBLIC_CLIENT_SECRET: process.env.CLIENT_SECRET || "avinox-web-client-secret",
  },
  async headers() {
    return [
      // Every answer, scripts and styles included: the browser must not guess a type.
      { source: "/:path*", headers: [{ key: "X-Content-Type-Options", value: "nosniff" }] },
      {
        // Headers that govern a document (who may frame it, what it sends as referrer, which
        // features it may use): not on the hashed static files, where they would only add some
        // 130 bytes to each of a page's dozen script downloads (issue 11's first-load budget).
        source: "/((?!_next/static/).*)",
        headers: [
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "SAMEORIGIN" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(self)" },
        ],
      },
    ];
  },
};

// Sentry wraps the config only to upload nothing and stay quiet; it reports only when SENTRY_DSN is set.
const config = withSentryConfig(nextConfig, {
  telemetry: false,
  silent: true,
  sourcemaps: { disable: true },
});

// The build (a bare `next build` too: no npm hook runs) and the dev server first cut Vazirmatn down
// to the site's characters (app/fonts.ts loads the result); it is redone only when its inputs change.
export default async function nextConfigForPhase(phase: string): Promise<NextConfig> {
  if (phase === PHASE_PRODUCTION_BUILD || phase === PHASE_DEVELOPMENT_SERVER) await ensureVazirmatnSubset();
  return config;
}
