// POST /api/v1/admin/login-as {user_id} or {mobile} (admins): support's 'login as'. The browser's
// session becomes the user's for an hour (the admin's waits on the 'login as' stack: signing out
// returns to it), with the banner's hint cookie; audited. Staff accounts and the admin's own are
// refused (403), an unknown user is 404. A 'login as' session never reaches the admin API.
import { loginAs } from "@/server/auth/login-as";
import { apiHandler, readJson } from "@/server/http/handler";
import { requireStaff } from "@/server/staff/access";
import { canManageStaff } from "@/shared/staff";
import { loginAsSchema } from "@/validation/login-as";

export const dynamic = "force-dynamic";

export const POST = apiHandler(async (request: Request) => {
  // Only admins: the same role that manages the team.
  const admin = await requireStaff(request, canManageStaff);
  return loginAs(request, admin, loginAsSchema.parse(await readJson(request)));
});
