// Silent session refresh, as the API, server rendering and the browser all name it.

/** The refresh endpoint, under the API base (`/api`). POST: rotate; GET ?next=: rotate and go back. */
export const REFRESH_ENDPOINT = "/v1/security/refresh";

/**
 * The 401 `code` of a refresh whose token was rotated a moment ago by another tab: nothing was
 * revoked and this browser's cookies are already the new ones, so the call can simply be retried.
 */
export const REFRESH_RACE_CODE = 1;

/** Sign in, then come back to `returnTo`. */
export function signInPath(returnTo: string): string {
  return `/auth?next=${encodeURIComponent(returnTo)}`;
}

/**
 * Where server rendering sends a visitor whose access token was refused but who still has session
 * cookies: a route that refreshes (and sets the cookies, which a server component cannot) and
 * comes back, or clears them and asks to sign in.
 */
export function refreshRedirectPath(returnTo: string): string {
  return `/api${REFRESH_ENDPOINT}?next=${encodeURIComponent(returnTo)}`;
}
