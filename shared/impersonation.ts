// The admin's 'login as' (issue 13, "Audit"): how long such a session lives, and the readable hint
// cookie that tells the browser to show the banner. The hint is display only: the API decides what
// a session may do from its own row (auth_sessions.impersonator_id), never from this cookie.

/** An impersonated session ends an hour after it starts, refreshes or not. */
export const LOGIN_AS_SECONDS = 3600;

/** What the banner shows: whose account this is, and which admin is in it. */
export type ImpersonationHint = { user: string; by: string };

const BASE_NAME = "avinox_login_as";

/** The hint cookie's name; `__Host-` under an https SITE_URL, as the session hint (shared/cookie-names.ts). */
export function impersonationHintName(secure: boolean): string {
  return secure ? `__Host-${BASE_NAME}` : BASE_NAME;
}

/** The hint's value as it is stored, and back; anything malformed is no hint. */
export const encodeImpersonationHint = (hint: ImpersonationHint) =>
  JSON.stringify({ user: hint.user.slice(0, 120), by: hint.by.slice(0, 120) });

export function decodeImpersonationHint(value: string | undefined): ImpersonationHint | undefined {
  if (!value) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== "object" || parsed === null) return undefined;
    const { user, by } = parsed as Record<string, unknown>;
    return typeof user === "string" && typeof by === "string" && user && by
      ? { user: user.slice(0, 120), by: by.slice(0, 120) }
      : undefined;
  } catch {
    return undefined;
  }
}
