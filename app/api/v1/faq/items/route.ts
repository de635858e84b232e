// GET /api/v1/faq/items: FAQ questions filtered by category_id (id or slug) and q, in reading order; paginated; `expand=category`.
import { FAQ_ITEM_EXPANDS } from "@/shared/types/faq";
import { getDb } from "@/server/db/client";
import { listItems } from "@/server/faq/queries";
import { parseExpand } from "@/server/http/expand";
import { apiHandler } from "@/server/http/handler";
import { listResponse, parsePagination } from "@/server/http/pagination";

export const dynamic = "force-dynamic";

export const GET = apiHandler(async (request: Request) => {
  const params = new URL(request.url).searchParams;
  const page = parsePagination(params, { defaultPerPage: 20 });
  const { items, total } = await listItems(
    await getDb(),
    { q: params.get("q"), category: params.get("category_id") },
    page,
    parseExpand(params, FAQ_ITEM_EXPANDS).has("category"),
  );
  return listResponse(items, total, page);
});
