// GET /api/v1/admin/content/events (editors, admins): every event whatever its state, with status
// (draft | published | archived | scheduled), q (title, summary, category, tags in any spelling),
// sort (updated_at | starts_at | title | created_at, "-" for descending) and paging.
// POST {title, summary, ...}: a new event, as a draft (201).
import { createContentEvent, listContentEvents, parseContentEventFilter } from "@/server/events/desk";
import { requireEditor } from "@/server/publishing/http";
import { getDb } from "@/server/db/client";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler, readJson } from "@/server/http/handler";
import { listResponse, parsePagination } from "@/server/http/pagination";
import { eventCreateSchema } from "@/validation/content/event";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    await requireEditor(request);
    const params = new URL(request.url).searchParams;
    const page = parsePagination(params, { defaultPerPage: 25, maxPerPage: 100 });
    const { items, total } = await listContentEvents(await getDb(), parseContentEventFilter(params), page);
    return listResponse(items, total, page);
  },
  { cache: notShared },
);

export const POST = apiHandler(async (request: Request) => {
  const staff = await requireEditor(request);
  const input = eventCreateSchema.parse(await readJson(request));
  return Response.json(await createContentEvent(await getDb(), staff, input), { status: 201 });
});
