// GET /api/v1/admin/staff (admins): the team. POST {mobile, role, kinds} (admins): adds a number
// to the team (or changes the access of one already on it); its account is made if it has none.
import { getDb } from "@/server/db/client";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler, readJson } from "@/server/http/handler";
import { requireStaff } from "@/server/staff/access";
import { addStaff, listStaff } from "@/server/staff/members";
import { toDeskStaff } from "@/server/staff/serialize";
import { canManageStaff } from "@/shared/staff";
import { newStaffSchema } from "@/validation/desk";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    await requireStaff(request, canManageStaff);
    return (await listStaff(await getDb())).map(toDeskStaff);
  },
  { cache: notShared },
);

export const POST = apiHandler(async (request: Request) => {
  const staff = await requireStaff(request, canManageStaff);
  const { mobile, role, kinds } = newStaffSchema.parse(await readJson(request));
  const member = await addStaff(await getDb(), mobile, { role, kinds }, { id: staff.user.id, ip: staff.ip });
  return Response.json(toDeskStaff(member), { status: 201 });
});
