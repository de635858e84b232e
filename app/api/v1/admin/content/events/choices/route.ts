// GET /api/v1/admin/content/events/choices (editors, admins): what the event form chooses from: the
// site's organizers {id, name, logo}, session presenters {id, name, title} and tags {slug, name}.
import { eventChoices } from "@/server/events/choices";
import { requireEditor } from "@/server/publishing/http";
import { getDb } from "@/server/db/client";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    await requireEditor(request);
    return eventChoices(await getDb());
  },
  { cache: notShared },
);
