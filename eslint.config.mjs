import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const SERVER_IMPORTS = {
  // Negated last (gitignore rules: a pattern excluding "@/server" itself would forbid re-including
  // anything in it): pages may read the validated configuration, nothing else of server/.
  group: ["@/server/*", "**/server/*", "!@/server/env"],
  message:
    "Site code must not import server/ (only @/server/env, the configuration): call the API through render/api.ts.",
};

/** render/, server rendering's way to the API: for pages and server components, nobody else. */
const RENDER = ["@/render/*", "@/render", "**/render/*"];

/** The client half and the pages, which the shared vocabulary, validation/ and server/ never import. */
const SITE_HALF = ["@/lib/*", "@/components/*", "@/app/*", "**/lib/*", "**/components/*", "**/app/*"];

// A render that reads cookies or the visitor's headers is that visitor's alone; it must say so to
// the entry's shared cache (render/cache-marks.ts), which the two modules below do.
const NEXT_HEADERS = {
  name: "next/headers",
  message:
    "Read cookies and headers through render/api.ts or render/session-cookies.ts (they keep the page out of the shared cache).",
};

// SPEC §9's prefetch manners (idle, none on 2G or data saver) live in these drop-ins.
const DROP_INS = [
  { name: "next/link", message: 'Use { Link } from "@/components/navigation/link" (prefetch manners of SPEC §9).' },
  { name: "next/form", message: 'Use { Form } from "@/components/navigation/form" (prefetch manners of SPEC §9).' },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      "scripts/bench/control-next/.next/**",
      "node_modules/**",
      ".data/**",
      ".data-*/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // The site reaches data only through the API (render/api.ts on the server, lib/api in the
    // browser); server/ is for the API's route handlers.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    // The route handlers under app/api (the API, the drawn pictures) are the server side; a
    // route.ts anywhere else (the old-address redirects) is site code like any page.
    ignores: ["app/api/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [SERVER_IMPORTS],
          paths: [...DROP_INS, NEXT_HEADERS],
        },
      ],
    },
  },
  {
    // The client half (the browser's API client, auth flow, toasts) imports nothing of server/, not
    // even the configuration, nor server rendering's helpers, which import it (render/).
    files: ["lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/server/*", "@/server", "**/server/*", ...RENDER],
              message: "lib/ is the client half: server rendering's helpers live in render/, the API's in server/.",
            },
          ],
          paths: [...DROP_INS, NEXT_HEADERS],
        },
      ],
    },
  },
  {
    // Server rendering's helpers glue the client half (lib/api's client and resources) to this
    // app's API (its route handlers in process, server/env, the cache bridge, the visitor's
    // signature): the one folder that reads both. Cookies and request headers only as below.
    files: ["render/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [NEXT_HEADERS] }] },
  },
  {
    // The two readers of cookies and request headers mark the render private for the shared cache.
    // The third reads only the nonce the entry gave this render (not the visitor's header), which
    // the entry removes before the page is shared, so the page stays shareable.
    files: ["render/api.ts", "render/session-cookies.ts", "render/script-nonce.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // The shared vocabulary (formatting, geography, the contract's types, labels, messages, rules)
    // is read by the browser, server rendering, the API and validation/ alike, so it reads none of them.
    files: ["shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                ...SITE_HALF,
                ...RENDER,
                "@/server/*",
                "@/server",
                "**/server/*",
                "@/validation/*",
                "**/validation/*",
              ],
              message: "shared/ imports nothing from lib/, render/, server/, components/, app/ or validation/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Forms and handlers share validation/: it reads shared/, never the client half or server/.
    files: ["validation/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [...SITE_HALF, ...RENDER, "@/server/*", "@/server", "**/server/*"],
              message: "validation/ reads the vocabulary in shared/, not lib/, render/, components/, app/ or server/.",
            },
          ],
        },
      ],
    },
  },
  {
    // The API's side takes types and rules from shared/, never from the client half, server
    // rendering or the pages.
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/lib/*", "**/lib/*", ...RENDER, "@/components/*", "@/app/*"],
              message:
                "server/ does not import the client half (lib/), server rendering (render/) or the pages: shared types and rules live in shared/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Route handlers stay thin: queries live in server/, behind names that say what they ask.
    files: ["app/api/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "drizzle-orm", message: "Route handlers call server/ modules; write the query there." }],
          patterns: [
            {
              group: ["@/server/db/schema", "drizzle-orm/*"],
              message: "Route handlers call server/ modules; write the query there.",
            },
            { group: RENDER, message: "Route handlers are the API that render/ calls; they do not call it back." },
          ],
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
