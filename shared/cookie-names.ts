// The session cookies' names, for every reader: the API (server/auth), the proxy, server
// rendering and the browser. Under an https SITE_URL they carry the prefixes browsers enforce:
// `__Host-` (Secure, Path=/, no Domain) for those on Path=/, and `__Secure-` for the refresh token,
// whose Path is narrower. The browser reads the hint cookie through lib/auth/session-hint.ts.

/** Where the browser sends the refresh token: the refresh endpoint and the sign-in calls only. */
export const REFRESH_COOKIE_PATH = "/api/v1/security";

export type SessionCookieNames = {
  /** The access token (HttpOnly). */
  token: string;
  /** The refresh token (HttpOnly, Path=REFRESH_COOKIE_PATH). */
  refresh: string;
  /** The readable hint: someone is signed in, and their display name. */
  session: string;
  /** The 'login as' stack of earlier accounts (HttpOnly). */
  accounts: string;
};

const BASE = {
  token: "avinox_token",
  refresh: "avinox_refresh",
  session: "avinox_session",
  accounts: "avinox_accounts",
} as const;

export function sessionCookieNames(secure: boolean): SessionCookieNames {
  if (!secure) return { ...BASE };
  return {
    token: `__Host-${BASE.token}`,
    refresh: `__Secure-${BASE.refresh}`,
    session: `__Host-${BASE.session}`,
    accounts: `__Host-${BASE.accounts}`,
  };
}

/** Whether the site's public address is https: cookies are then Secure and prefixed. */
export function isHttpsSite(siteUrl: string): boolean {
  try {
    return new URL(siteUrl).protocol === "https:";
  } catch {
    return false;
  }
}
