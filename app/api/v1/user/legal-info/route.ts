// GET /api/v1/user/legal-info (signed in): the legal details of my companies, last edited first.
import { listLegalInfos, toLegalInfo } from "@/server/account/legal-infos";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { ownListHandler } from "@/server/http/own-list";

export const dynamic = "force-dynamic";

export const GET = apiHandler(ownListHandler(listLegalInfos, toLegalInfo), { cache: notShared });
