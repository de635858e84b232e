// GET /api/v1/security/me (signed in): {identity}.
import { toIdentity } from "@/server/auth/identity";
import { requireCaller } from "@/server/auth/request-auth";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request) => ({
    identity: toIdentity((await requireCaller(request)).user),
  }),
  { cache: notShared },
);
