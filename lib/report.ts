// Error reporting for code that runs in the browser and on the server alike. Sentry is loaded only
// when a DSN is configured, so without one nothing is sent and no Sentry code is downloaded.

type SentryModule = typeof import("@sentry/nextjs");

const dsn = typeof window === "undefined" ? process.env.SENTRY_DSN : process.env.NEXT_PUBLIC_SENTRY_DSN;

let sentry: Promise<SentryModule> | undefined;
function withSentry(use: (s: SentryModule) => void): void {
  if (!dsn) return;
  sentry ??= import("@sentry/nextjs");
  sentry.then(use).catch(() => {});
}

export function reportError(error: unknown, extra: Record<string, unknown> = {}): void {
  withSentry((s) => s.captureException(error, { extra }));
}

export function reportMessage(message: string, extra: Record<string, unknown> = {}): void {
  withSentry((s) => s.captureMessage(message, { level: "warning", extra }));
}

/** A navigation breadcrumb (SPEC §4): the route and who was signed in. */
export function addNavigationBreadcrumb(route: string, username?: string): void {
  withSentry((s) =>
    s.addBreadcrumb({ category: "navigation", message: route, data: { route, username: username ?? null } }),
  );
}
