// GET /api/v1/hitech/view?id=: one hi-tech project; counts a view.
import { projectFromRequest } from "@/server/hitech/http";
import { recordProjectView, serializeProject } from "@/server/hitech/queries";
import { publicDetail } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const { db, row } = await projectFromRequest(request);
    await recordProjectView(db, row.id);
    return serializeProject({ ...row, viewCount: row.viewCount + 1 });
  },
  { cache: publicDetail("hitech", { countsView: true }) },
);
