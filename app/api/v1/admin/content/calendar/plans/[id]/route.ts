// PATCH /api/v1/admin/content/calendar/plans/{id} {daily_capacity: number | null, version?} (editors, admins):
// how many reservations may start on one day (null: no limit).
import { pathId, requireEditor, type IdContext } from "@/server/publishing/http";
import { getDb } from "@/server/db/client";
import { apiHandler, readJson } from "@/server/http/handler";
import { PLAN_NOT_FOUND_MESSAGE, savePlanCapacity } from "@/server/reservations/calendar-desk";
import { planCapacitySchema } from "@/validation/content/calendar";

export const dynamic = "force-dynamic";

export const PATCH = apiHandler(async (request: Request, { params }: IdContext) => {
  const staff = await requireEditor(request);
  const id = await pathId(params, "id", PLAN_NOT_FOUND_MESSAGE);
  const { daily_capacity, version } = planCapacitySchema.parse(await readJson(request));
  return savePlanCapacity(await getDb(), staff, id, daily_capacity, version);
});
