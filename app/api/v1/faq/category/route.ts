// GET /api/v1/faq/category?id=: one FAQ category by id or slug with `items_count`; `expand=items` adds its questions.
import { FAQ_CATEGORY_EXPANDS } from "@/shared/types/faq";
import { getDb } from "@/server/db/client";
import { FAQ_CATEGORY_NOT_FOUND } from "@/server/faq/http";
import { findCategory } from "@/server/faq/queries";
import { notFound } from "@/server/http/errors";
import { parseExpand } from "@/server/http/expand";
import { publicList } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { faqCategoryQuery } from "@/shared/queries/catalog";
import { parseQuery } from "@/shared/queries/query";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const params = new URL(request.url).searchParams;
    const category = await findCategory(
      await getDb(),
      parseQuery(faqCategoryQuery, params).id,
      parseExpand(params, FAQ_CATEGORY_EXPANDS).has("items"),
    );
    if (!category) throw notFound(FAQ_CATEGORY_NOT_FOUND);
    return category;
  },
  { cache: publicList("faq") },
);
