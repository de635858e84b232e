import "server-only";
// Protected pages check the session themselves (DESIGN: the proxy may redirect early but is never
// the only check): through the API, with the visitor's token forwarded as the bearer header.
import { redirect } from "next/navigation";
import { ApiError } from "@/lib/api/api-error";
import { identityApi } from "@/lib/api/resources/identity";
import { authServerApi } from "@/render/api";
import type { Identity } from "@/shared/types/auth";
import { serverEnv } from "@/server/env";
import { refreshRedirectPath, signInPath } from "@/lib/auth/refresh";
import { requestSessionCookies } from "./session-cookies";

export { signInPath } from "@/lib/auth/refresh";

/**
 * The signed-in visitor. A refused token with session cookies still around (expired access
 * token, or a dead session) goes through the refresh route, which comes back here with fresh
 * cookies or clears them; a visitor without any goes to sign in and comes back to `returnTo`.
 */
export async function requireIdentity(returnTo: string): Promise<Identity> {
  try {
    const { identity } = await identityApi.me(await authServerApi());
    return identity;
  } catch (error) {
    await redirectWhenSignedOut(error, returnTo);
    throw error;
  }
}

/**
 * When the API refused the visitor's session (401, or a failure the error policy ignores as "not
 * signed in"), leaves the render: through the refresh route while session cookies are still
 * around, else to sign in, back to `returnTo` either way. Any other error is the caller's to throw.
 */
export async function redirectWhenSignedOut(error: unknown, returnTo: string): Promise<void> {
  if (error instanceof ApiError && error.status === 401) {
    redirect((await requestSessionCookies()).present ? refreshRedirectPath(returnTo) : signInPath(returnTo));
  }
  if (error instanceof ApiError && error.ignored) redirect(signInPath(returnTo));
}

/** Where a signed-in visitor with an incomplete profile completes it (SPEC §4, §6). */
export function completeProfilePath(): string {
  return serverEnv().PANEL_ACCOUNT_URL ?? "/profile/complete-info";
}

/** A signed-in visitor with a complete profile (requests need one). */
export async function requireCompleteProfile(returnTo: string): Promise<Identity> {
  const identity = await requireIdentity(returnTo);
  if (!identity.is_complete) redirect(completeProfilePath());
  return identity;
}
