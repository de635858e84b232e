// Browser start-up: Sentry only when a DSN was configured at build time.
const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;

if (dsn) {
  // Reports leave the browser without query strings or the secrets some paths carry (a seat offer's key).
  void Promise.all([import("@sentry/nextjs"), import("@/shared/secret-paths.mjs")]).then(([Sentry, { scrubReport }]) =>
    Sentry.init({
      dsn,
      tracesSampleRate: 0.1,
      beforeSend: scrubReport,
      beforeSendTransaction: scrubReport,
      beforeBreadcrumb: scrubReport,
    }),
  );
}
