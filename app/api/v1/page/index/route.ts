// GET /api/v1/page/index: every content page without its body (footer links, sitemap).
import { getDb } from "@/server/db/client";
import { publicList } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { listResponse, parsePagination } from "@/server/http/pagination";
import { listPages, summarizePage } from "@/server/pages/queries";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const rows = await listPages(await getDb());
    const page = parsePagination(new URL(request.url).searchParams, { defaultPerPage: 50 });
    return listResponse(rows.slice(page.offset, page.offset + page.perPage).map(summarizePage), rows.length, page);
  },
  { cache: publicList("page") },
);
