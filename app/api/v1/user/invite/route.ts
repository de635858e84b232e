// GET /api/v1/user/invite (signed in): my invite code (made on first ask), my link, how many
// friends joined with it and the points they earned me.
import type { InviteInfo } from "@/shared/types/account";
import { requireCaller } from "@/server/auth/request-auth";
import { getDb } from "@/server/db/client";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { inviteInfo } from "@/server/referrals/invite-info";

export const dynamic = "force-dynamic";

export const GET = apiHandler(
  async (request: Request): Promise<InviteInfo> => {
    const caller = await requireCaller(request);
    return inviteInfo(await getDb(), caller.user.id);
  },
  { cache: notShared },
);
