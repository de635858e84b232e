import "server-only";
// Server start-up, in Node only (instrumentation.ts loads it): refuse to run production without
// the entry, validate the configuration (a clear message instead of a late failure), start Sentry
// when configured, and open (migrate, seed) the database before the first request.
import { log } from "@/server/log";

export async function startServer(): Promise<void> {
  const building = process.env.NEXT_PHASE === "phase-production-build";
  // Without the entry nobody decides the client's address or the pages' CSP: every caller could
  // claim any address, so production refuses to run that way.
  if (!building && process.env.NODE_ENV === "production" && process.env.AVINOX_ENTRY !== "1") {
    log.fatal(
      "Start the production server with `npm start` (node server.mjs), not `next start`: see README, Security.",
    );
    process.exit(1);
  }
  const { serverEnv } = await import("@/server/env");
  let env: ReturnType<typeof serverEnv>;
  try {
    env = serverEnv();
  } catch (error) {
    // A bad setting stops the server with a message naming it, not a stack trace.
    log.fatal(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  if (env.SEED_ON_START) {
    // A fresh database gets the demo content when it is first opened (the client never imports the seed).
    const { setFirstStartWork } = await import("@/server/db/client");
    setFirstStartWork(async (db) => {
      const { seedIfEmpty } = await import("@/server/seed");
      await seedIfEmpty(db);
    });
  }
  if (env.SENTRY_DSN) {
    const Sentry = await import("@sentry/nextjs");
    // Reports leave the process without query strings or the secrets some paths carry (a seat offer's key).
    const { scrubReport } = await import("@/shared/secret-paths.mjs");
    Sentry.init({
      dsn: env.SENTRY_DSN,
      environment: env.SENTRY_ENVIRONMENT,
      tracesSampleRate: 0.1,
      beforeSend: scrubReport,
      beforeSendTransaction: scrubReport,
      beforeBreadcrumb: scrubReport,
    });
  }
  if (!building) {
    const { getDatabase, getDb } = await import("@/server/db/client");
    const { loggableError } = await import("@/server/report");
    await getDatabase().catch((error: unknown) => {
      // The site still serves pages; /api/v1/health reports the database as down.
      log.error({ err: loggableError(error) }, "could not open the database at start");
    });
    const { scheduleDailyDigest } = await import("@/server/desk/staff-alerts");
    scheduleDailyDigest(getDb);
    const { scheduleSeatOfferSweep } = await import("@/server/events/seat-offers");
    scheduleSeatOfferSweep(getDb);
  }
}
