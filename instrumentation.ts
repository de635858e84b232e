// Server start-up: validate the configuration (a clear message instead of a late failure), start
// Sentry when configured, and open (migrate, seed) the database before the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { serverEnv } = await import("./lib/env");
  const env = serverEnv();
  if (env.SENTRY_DSN) {
    const Sentry = await import("@sentry/nextjs");
    Sentry.init({ dsn: env.SENTRY_DSN, environment: env.SENTRY_ENVIRONMENT, tracesSampleRate: 0.1 });
  }
  if (process.env.NEXT_PHASE !== "phase-production-build") {
    const { getDatabase } = await import("./server/db/client");
    await getDatabase().catch((error: unknown) => {
      // The site still serves pages; /api/v1/health reports the database as down.
      console.error("[db] could not open the database at start:", error);
    });
  }
}
