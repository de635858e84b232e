import type { NextConfig } from "next";
import { withSentryConfig } from "@sentry/nextjs/config";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
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
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "SAMEORIGIN" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(self)" },
        ],
      },
    ];
  },
};

// Sentry wraps the config only to upload nothing and stay quiet; it reports only when SENTRY_DSN is set.
export default withSentryConfig(nextConfig, {
  telemetry: false,
  silent: true,
  sourcemaps: { disable: true },
});
