// GET /api/v1/user/legal-info/view?id= (signed in): one of my legal info records; anyone else's is 404.
import { findLegalInfo, LEGAL_INFO_NOT_FOUND, toLegalInfo } from "@/server/account/legal-infos";
import { requireCaller } from "@/server/auth/request-auth";
import { getDb } from "@/server/db/client";
import { notFound } from "@/server/http/errors";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { ownRecordQuery } from "@/shared/queries/account";
import { parseQuery } from "@/shared/queries/query";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => {
    const caller = await requireCaller(request);
    const id = parseQuery(ownRecordQuery, new URL(request.url).searchParams).id ?? -1;
    const row = await findLegalInfo(await getDb(), caller.user.id, id);
    if (!row) throw notFound(LEGAL_INFO_NOT_FOUND);
    return toLegalInfo(row);
  },
  { cache: notShared },
);
