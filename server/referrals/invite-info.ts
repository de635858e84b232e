import "server-only";
// What the account page shows of a user's invitations: their code (made on first ask), their link,
// how many friends joined with it and the points those earned them.
import { count, eq } from "drizzle-orm";
import type { InviteInfo } from "@/shared/types/account";
import { pointsTotal } from "@/server/account/points";
import { serverEnv } from "@/server/env";
import type { Database } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { ensureInviteCode } from "./invite-code";

export async function inviteInfo(db: Database, userId: number): Promise<InviteInfo> {
  const [code, [{ invited } = { invited: 0 }], points] = await Promise.all([
    ensureInviteCode(db, userId),
    db.select({ invited: count() }).from(users).where(eq(users.referredBy, userId)),
    pointsTotal(db, userId, "invite"),
  ]);
  return {
    invite_code: code,
    invite_url: new URL(`/invite?ref=${code}`, serverEnv().SITE_URL).toString(),
    invited_count: invited,
    points,
  };
}
