// GET /api/v1/search?q=&type=: site-wide search grouped by kind [{type, type_label, total, items:[{id, title, summary, url}]}];
// without `type` every kind with matches and its first 5; with `type` that kind alone, paginated (X-Pagination-*).
import { getDb } from "@/server/db/client";
import { publicSearch } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { listResponse, parsePagination } from "@/server/http/pagination";
import { searchParamsSchema } from "@/validation/queries/search";
import { searchAll, searchType } from "@/server/search/repository";
import { z } from "zod";
import { checkedQuery, optionalText, parseQuery, textOrEmpty } from "@/shared/queries/query";

export const dynamic = "force-dynamic";

/** The words (required) and the kind of result, read by the search's own schema. */
const searchQuery = checkedQuery(z.object({ q: textOrEmpty, type: optionalText }), searchParamsSchema);

/** Results shown per kind on the grouped answer. */
const PER_GROUP = 5;

export const GET = apiHandler(
  async (request: Request) => {
    const params = new URL(request.url).searchParams;
    const { q, type } = parseQuery(searchQuery, params);
    const db = await getDb();
    if (!type) return searchAll(db, q, PER_GROUP);
    const page = parsePagination(params, { defaultPerPage: 10 });
    const group = await searchType(db, type, q, page.perPage, page.offset);
    return listResponse([group], group.total, page);
  },
  { cache: publicSearch },
);
