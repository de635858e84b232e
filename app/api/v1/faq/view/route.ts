// GET /api/v1/faq/view?id=: one FAQ question with its category; counts a view.
import type { FaqItemDetail } from "@/shared/types/faq";
import { getDb } from "@/server/db/client";
import { FAQ_ITEM_NOT_FOUND } from "@/server/faq/http";
import { findItem, recordItemView, serializeItem, summarizeCategory } from "@/server/faq/queries";
import { notFound } from "@/server/http/errors";
import { publicDetail } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { detailQuery } from "@/shared/queries/catalog";
import { parseQuery } from "@/shared/queries/query";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request): Promise<FaqItemDetail> => {
    const db = await getDb();
    const found = await findItem(db, parseQuery(detailQuery, new URL(request.url).searchParams).id);
    if (!found) throw notFound(FAQ_ITEM_NOT_FOUND);
    await recordItemView(db, found.item.id);
    return {
      ...serializeItem({ ...found.item, viewCount: found.item.viewCount + 1 }),
      category: summarizeCategory(found.category),
    };
  },
  { cache: publicDetail("faq", { countsView: true }) },
);
