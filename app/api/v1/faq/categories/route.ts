// GET /api/v1/faq/categories: FAQ categories in order with `items_count`; `expand=items` adds their questions.
import { FAQ_CATEGORY_EXPANDS } from "@/shared/types/faq";
import { getDb } from "@/server/db/client";
import { listCategories } from "@/server/faq/queries";
import { parseExpand } from "@/server/http/expand";
import { publicList } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { listResponse, parsePagination } from "@/server/http/pagination";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const params = new URL(request.url).searchParams;
    const page = parsePagination(params, { defaultPerPage: 50 });
    const { categories, total } = await listCategories(
      await getDb(),
      page,
      parseExpand(params, FAQ_CATEGORY_EXPANDS).has("items"),
    );
    return listResponse(categories, total, page);
  },
  { cache: publicList("faq") },
);
