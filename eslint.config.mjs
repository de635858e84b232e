import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const SERVER_IMPORTS = { group: ["@/server/*", "@/server", "**/server/*"], message: "Site code must not import server/: call the API through lib/api." };

// A render that reads cookies or the visitor's headers is that visitor's alone; it must say so to
// the entry's shared cache (lib/net/response-cache-bridge.ts), which the two modules below do.
const NEXT_HEADERS = {
  name: "next/headers",
  message: "Read cookies and headers through lib/api/server.ts or lib/auth/server-cookies.ts (they keep the page out of the shared cache).",
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next/**", "node_modules/**", ".data/**", ".data-*/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // The site reaches data only through lib/api over HTTP; server/ is for the API's route handlers.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "validation/**/*.ts"],
    // The route handlers under app/api (the API, the drawn pictures) are the server side; a
    // route.ts anywhere else (the old-address redirects) is site code like any page.
    ignores: ["app/api/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [SERVER_IMPORTS],
          // SPEC §9's prefetch manners (idle, none on 2G or data saver) live in these drop-ins.
          paths: [
            { name: "next/link", message: 'Use { Link } from "@/components/navigation/link" (prefetch manners of SPEC §9).' },
            { name: "next/form", message: 'Use { Form } from "@/components/navigation/form" (prefetch manners of SPEC §9).' },
            NEXT_HEADERS,
          ],
        },
      ],
    },
  },
  {
    // The two readers of cookies and request headers mark the render private for the shared cache.
    files: ["lib/api/server.ts", "lib/auth/server-cookies.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [SERVER_IMPORTS] }] },
  },
  {
    // Route handlers stay thin: queries live in server/, behind names that say what they ask.
    files: ["app/api/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "drizzle-orm", message: "Route handlers call server/ modules; write the query there." }],
          patterns: [{ group: ["@/server/db/schema", "drizzle-orm/*"], message: "Route handlers call server/ modules; write the query there." }],
        },
      ],
    },
  },
  {
    // The drop-ins themselves wrap next/link and next/form.
    files: ["components/navigation/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [SERVER_IMPORTS] }] },
  },
];

export default config;
