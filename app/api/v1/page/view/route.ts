// GET /api/v1/page/view?slug=: one content page (title, summary, body in the "## " / "- " format).
import { getDb } from "@/server/db/client";
import { notFound } from "@/server/http/errors";
import { publicDetail } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { findPage, PAGE_NOT_FOUND, serializePage } from "@/server/pages/queries";
import { slugQuery } from "@/shared/queries/catalog";
import { parseQuery } from "@/shared/queries/query";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const row = await findPage(await getDb(), parseQuery(slugQuery, new URL(request.url).searchParams).slug);
    if (!row) throw notFound(PAGE_NOT_FOUND);
    return serializePage(row);
  },
  { cache: publicDetail("page") },
);
