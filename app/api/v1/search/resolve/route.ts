// GET /api/v1/search/resolve?type=&id=: the site path of a published entity named by kind and id ({type, id, url}); no view is counted.
import { isResolvableType, type ResolvedEntity } from "@/shared/types/search";
import { getDb } from "@/server/db/client";
import { notFound } from "@/server/http/errors";
import { publicSearch } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { resolveEntity } from "@/server/search/repository";
import { resolveQuery } from "@/shared/queries/catalog";
import { parseQuery } from "@/shared/queries/query";

export const dynamic = "force-dynamic";

const NOT_FOUND = "موردی که این پیوند به آن اشاره می‌کند پیدا نشد.";

export const GET = apiHandler(
  async (request: Request): Promise<ResolvedEntity> => {
    const params = new URL(request.url).searchParams;
    const { type, id } = parseQuery(resolveQuery, params);
    if (!isResolvableType(type) || id === undefined) throw notFound(NOT_FOUND);
    const url = await resolveEntity(await getDb(), type, id);
    if (!url) throw notFound(NOT_FOUND);
    return { type, id, url };
  },
  { cache: publicSearch },
);
