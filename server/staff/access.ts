import "server-only";
// The one check in front of every admin endpoint (DESIGN: roles are checked in the API on every
// call; the desk's page guard is a convenience). No session: 401. A signed-in account that is not
// on the team, or whose role does not allow the action: 403.
import { getDb } from "@/server/db/client";
import { requireCaller, type Caller } from "@/server/auth/request-auth";
import { clientIp } from "@/server/http/client-address";
import { HttpError } from "@/server/http/errors";
import type { StaffAccess } from "@/shared/staff";
import { staffAccess } from "./members";

export type StaffCaller = Caller & { access: StaffAccess; ip: string };

export const NOT_STAFF_MESSAGE = "این بخش فقط برای کارکنان آوینوکس است.";
export const NOT_ALLOWED_MESSAGE = "نقش شما اجازه این کار را نمی‌دهد.";

/** The signed-in staff member making this call, if `allowed` lets its access through. */
export async function requireStaff(request: Request, allowed: (access: StaffAccess) => boolean = () => true): Promise<StaffCaller> {
  const caller = await requireCaller(request);
  const access = await staffAccess(await getDb(), caller.user.id);
  if (!access) throw new HttpError(403, NOT_STAFF_MESSAGE);
  if (!allowed(access)) throw new HttpError(403, NOT_ALLOWED_MESSAGE);
  return { ...caller, access, ip: clientIp(request) };
}
