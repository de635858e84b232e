// Values the browser may see, read through literal `process.env.NEXT_PUBLIC_*` so Next inlines
// them at build time. Kept apart from server/env.ts so pages do not ship the validation library.
export const publicEnv = {
  apiBaseUrl: process.env.NEXT_PUBLIC_API_BASE_URL || undefined,
  sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN || undefined,
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL || undefined,
  clientSecret: process.env.NEXT_PUBLIC_CLIENT_SECRET || "avinox-web-client-secret",
} as const;
