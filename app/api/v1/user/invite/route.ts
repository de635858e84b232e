// GET /api/v1/user/invite (signed in): my invite code (made on first ask), my link, how many
// friends joined with it and the points they earned me.
import { count, eq } from "drizzle-orm";
import type { InviteInfo } from "@/lib/api/types/account";
import { absoluteUrl } from "@/lib/site-url";
import { pointsTotal } from "@/server/account/points";
import { requireCaller } from "@/server/auth/request-auth";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { apiHandler } from "@/server/http/handler";
import { ensureInviteCode } from "@/server/referrals/invite-code";

export const dynamic = "force-dynamic";

export const GET = apiHandler(async (request: Request): Promise<InviteInfo> => {
  const caller = await requireCaller(request);
  const db = await getDb();
  const userId = caller.user.id;
  const [code, [{ invited } = { invited: 0 }], points] = await Promise.all([
    ensureInviteCode(db, userId),
    db.select({ invited: count() }).from(users).where(eq(users.referredBy, userId)),
    pointsTotal(db, userId, "invite"),
  ]);
  return { invite_code: code, invite_url: absoluteUrl(`/invite?ref=${code}`), invited_count: invited, points };
});
