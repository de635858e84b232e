import "server-only";
// The one check in front of every admin endpoint (DESIGN: roles are checked in the API on every
// call; the desk's page guard is a convenience). No session: 401. A signed-in account that is not
// on the team, or whose role does not allow the action: 403. So is an admin's 'login as' session,
// whoever's account it is in: borrowing an account never lends its staff powers. And so, first of
// all, is a browser's load that is not the desk's own call (an image, a frame, a link elsewhere
// than the export: server/http/desk-calls.ts), before it is read or audited (issue 35).
import { getDb } from "@/server/db/client";
import { requireCaller, type Caller } from "@/server/auth/request-auth";
import { clientIp } from "@/server/http/client-address";
import { assertDeskCall, type DeskCallPolicy } from "@/server/http/desk-calls";
import { HttpError } from "@/server/http/errors";
import type { StaffAccess } from "@/shared/staff";
import { staffAccess } from "./members";

export type StaffCaller = Caller & { access: StaffAccess; ip: string };

export const NOT_STAFF_MESSAGE = "این بخش فقط برای کارکنان آوینوکس است.";
export const NOT_ALLOWED_MESSAGE = "نقش شما اجازه این کار را نمی‌دهد.";
export const LOGIN_AS_DESK_MESSAGE =
  "در ورود پشتیبانی به حساب کاربر، میز کار کارکنان در دسترس نیست؛ نخست ورود پشتیبانی را پایان دهید.";

/** The signed-in staff member making this call, if `allowed` lets its access through; `calls` names the browser loads besides the desk's own calls that may reach it (a download link). */
export async function requireStaff(
  request: Request,
  allowed: (access: StaffAccess) => boolean = () => true,
  calls: DeskCallPolicy = {},
): Promise<StaffCaller> {
  assertDeskCall(request, calls);
  const caller = await requireCaller(request);
  if (caller.impersonatorId !== null) throw new HttpError(403, LOGIN_AS_DESK_MESSAGE);
  const access = await staffAccess(await getDb(), caller.user.id);
  if (!access) throw new HttpError(403, NOT_STAFF_MESSAGE);
  if (!allowed(access)) throw new HttpError(403, NOT_ALLOWED_MESSAGE);
  return { ...caller, access, ip: clientIp(request) };
}
