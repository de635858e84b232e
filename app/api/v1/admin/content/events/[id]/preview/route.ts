// GET /api/v1/admin/content/events/{id}/preview?expand=… (editors, admins): the event as the public
// API would answer it (event/slug's shape and expansions), whatever its state, so the desk can show
// a draft as its page will look. Counts no view; never cached (not a public read).
import { EVENT_CONTENT_NOT_FOUND, previewContentEvent } from "@/server/events/desk";
import { pathId, requireEditor, type IdContext } from "@/server/publishing/http";
import { getDb } from "@/server/db/client";
import { parseExpand } from "@/server/http/expand";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { EVENT_EXPANDS } from "@/shared/types/events";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request, { params }: IdContext) => {
    await requireEditor(request);
    const id = await pathId(params, "id", EVENT_CONTENT_NOT_FOUND);
    return previewContentEvent(await getDb(), id, parseExpand(new URL(request.url).searchParams, EVENT_EXPANDS));
  },
  { cache: notShared },
);
