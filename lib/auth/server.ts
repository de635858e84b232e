import "server-only";
// Protected pages check the session themselves (DESIGN: the proxy may redirect early but is never
// the only check): through the API, with the visitor's token forwarded as the bearer header.
import { redirect } from "next/navigation";
import { ApiError } from "@/lib/api/api-error";
import { authApi as accountsApi } from "@/lib/api/resources/auth";
import { authServerApi } from "@/lib/api/server";
import type { Identity } from "@/lib/api/types/auth";
import { serverEnv } from "@/lib/env";

export function signInPath(returnTo: string): string {
  return `/auth?next=${encodeURIComponent(returnTo)}`;
}

/** The signed-in visitor, or a redirect to sign in and come back to `returnTo`. */
export async function requireIdentity(returnTo: string): Promise<Identity> {
  try {
    const { identity } = await accountsApi.me(await authServerApi());
    return identity;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.ignored)) redirect(signInPath(returnTo));
    throw error;
  }
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
