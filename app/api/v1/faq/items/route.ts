// GET /api/v1/faq/items: FAQ questions filtered by category_id (id or slug) and q, in reading order; paginated; `expand=category`.
import { FAQ_ITEM_EXPANDS } from "@/shared/types/faq";
import { getDb } from "@/server/db/client";
import { listItems } from "@/server/faq/queries";
import { parseExpand } from "@/server/http/expand";
import { publicList } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { listResponse, parsePagination } from "@/server/http/pagination";
import { faqItemsQuery } from "@/shared/queries/catalog";
import { parseQuery } from "@/shared/queries/query";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const params = new URL(request.url).searchParams;
    const page = parsePagination(params, { defaultPerPage: 20 });
    const query = parseQuery(faqItemsQuery, params);
    const { items, total } = await listItems(
      await getDb(),
      { q: query.q, category: query.category_id },
      page,
      parseExpand(params, FAQ_ITEM_EXPANDS).has("category"),
    );
    return listResponse(items, total, page);
  },
  { cache: publicList("faq") },
);
