import "server-only";
// Server-side error reporting: the log always, Sentry only when SENTRY_DSN is configured.
import * as Sentry from "@sentry/nextjs";
import { serverEnv } from "@/lib/env";

export function reportServerError(error: unknown, context: Record<string, unknown> = {}): void {
  console.error("[api] unhandled error", context, error);
  if (serverEnv().SENTRY_DSN) Sentry.captureException(error, { extra: context });
}
