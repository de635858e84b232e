// PUT /api/v1/admin/content/calendar/branches/{id} {closed_weekdays, closed_days: [{date, reason}], version?}
// (editors, admins): the branch's weekly days off and its closed days from today on, replaced.
import { pathId, requireEditor, type IdContext } from "@/server/publishing/http";
import { getDb } from "@/server/db/client";
import { apiHandler, readJson } from "@/server/http/handler";
import { BRANCH_NOT_FOUND, saveBranchCalendar } from "@/server/reservations/calendar-desk";
import { branchCalendarSchema } from "@/validation/content/calendar";

export const dynamic = "force-dynamic";

export const PUT = apiHandler(async (request: Request, { params }: IdContext) => {
  const staff = await requireEditor(request);
  const id = await pathId(params, "id", BRANCH_NOT_FOUND);
  const input = branchCalendarSchema.parse(await readJson(request));
  return saveBranchCalendar(await getDb(), staff, id, input);
});
