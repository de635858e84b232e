// GET /api/v1/admin/content/site (editors, admins): the site's settings, each group (contact,
// social, stats, home) with its version.
import { requireEditor } from "@/server/publishing/http";
import { getDb } from "@/server/db/client";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { readDeskSettings } from "@/server/site/settings-desk";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    await requireEditor(request);
    return Response.json(await readDeskSettings(await getDb()), { headers: { "Cache-Control": "no-store" } });
  },
  { cache: notShared },
);
