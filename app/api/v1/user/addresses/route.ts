// GET /api/v1/user/addresses (signed in): my addresses, newest first.
import { listAddresses, toAddress } from "@/server/account/addresses";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { ownListHandler } from "@/server/http/own-list";

export const dynamic = "force-dynamic";

export const GET = apiHandler(ownListHandler(listAddresses, toAddress), { cache: notShared });
