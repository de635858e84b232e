import "server-only";
// The staff desk's page guard (a convenience: the API checks the role again on every call). Who is
// at the desk comes from GET /v1/admin/me with the visitor's token, asked once per render and
// shared by the desk's layout (name, role, menu) and its page (the check).
import { cache } from "react";
import { ApiError } from "@/lib/api/api-error";
import { deskApi } from "@/lib/api/resources/desk";
import { authServerApi } from "@/render/api";
import type { DeskMe } from "@/shared/types/desk";
import { statusMessages } from "@/shared/status-messages";
import { redirectWhenSignedOut } from "./auth";

type StaffLookup = { me: DeskMe } | { error: unknown };

const lookUpStaff = cache(async (): Promise<StaffLookup> => {
  try {
    return { me: await deskApi.me(await authServerApi(), { page: true }) };
  } catch (error) {
    return { error };
  }
});

/** The staff member at the desk, or undefined (not signed in, not on the team, no answer). Never redirects or throws. */
export async function currentStaff(): Promise<DeskMe | undefined> {
  const lookup = await lookUpStaff();
  return "me" in lookup ? lookup.me : undefined;
}

/** The error a page throws to show the 403 screen and answer HTTP 403 (the entry reads its digest, as for an API's own 403). */
export function forbiddenPageError(): ApiError {
  return new ApiError({ kind: "page", status: 403, message: statusMessages(403).message, report: false });
}

/**
 * The staff member at the desk, if `allowed` lets them open this page. Not signed in: to sign in
 * and back to `returnTo` (through the refresh route when session cookies are still around, as
 * requireIdentity does). Signed in but not on the team, or a role this page is not for: the 403
 * screen with HTTP 403.
 */
export async function requireStaff(returnTo: string, allowed: (me: DeskMe) => boolean = () => true): Promise<DeskMe> {
  const lookup = await lookUpStaff();
  if ("error" in lookup) {
    await redirectWhenSignedOut(lookup.error, returnTo);
    throw lookup.error;
  }
  if (!allowed(lookup.me)) throw forbiddenPageError();
  return lookup.me;
}
