// GET /api/v1/hitech/similar-hitech?id=: up to 3 other published projects, same field first, then shared technologies.
import { projectFromRequest } from "@/server/hitech/http";
import { serializeProject, similarProjects } from "@/server/hitech/queries";
import { publicList } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const { db, row } = await projectFromRequest(request);
    return (await similarProjects(db, row)).map(serializeProject);
  },
  { cache: publicList("hitech") },
);
