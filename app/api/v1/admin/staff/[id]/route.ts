// PATCH /api/v1/admin/staff/{id} {role, kinds} and DELETE (admins): changes a member's access or
// takes them off the team; the last admin can be neither (409).
import { intParam } from "@/server/catalog/query";
import { getDb } from "@/server/db/client";
import { notFound } from "@/server/http/errors";
import { apiHandler, readJson } from "@/server/http/handler";
import { requireStaff } from "@/server/staff/access";
import { removeStaff, updateStaff } from "@/server/staff/members";
import { toDeskStaff } from "@/server/staff/serialize";
import { canManageStaff } from "@/shared/staff";
import { staffAccessSchema } from "@/validation/desk";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

async function memberId(params: Context["params"]): Promise<number> {
  const id = intParam((await params).id);
  if (!id) throw notFound("این فرد در فهرست کارکنان نیست.");
  return id;
}

export const PATCH = apiHandler(async (request: Request, { params }: Context) => {
  const staff = await requireStaff(request, canManageStaff);
  const id = await memberId(params);
  const change = staffAccessSchema.parse(await readJson(request));
  return toDeskStaff(await updateStaff(await getDb(), id, change, { id: staff.user.id, ip: staff.ip }));
});

export const DELETE = apiHandler(async (request: Request, { params }: Context) => {
  const staff = await requireStaff(request, canManageStaff);
  await removeStaff(await getDb(), await memberId(params), { id: staff.user.id, ip: staff.ip });
  return new Response(null, { status: 204 });
});
