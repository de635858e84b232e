import "server-only";
// Crediting an invitation: a new account that arrived with someone's invite code (the `referral`
// cookie, SPEC §9) records who invited it (users.referred_by, set once) and earns the inviter
// INVITE_POINTS in the club's ledger. Never for inviting yourself, and never twice for one account.
import { and, eq, isNull, ne } from "drizzle-orm";
import { INVITE_POINTS, normalizeInviteCode } from "@/shared/club";
import { toPersianDigits } from "@/shared/format/digits";
import { getDb } from "@/server/db/client";
import { pointEntries, users } from "@/server/db/schema";
import { findUserIdByInviteCode } from "./invite-code";

export type CreditResult =
  | { credited: true; inviterId: number }
  | { credited: false; reason: "invalid-code" | "unknown-code" | "self-invite" | "already-referred" };

/** 09123456789 → ۰۹۱۲•••۶۷۸۹ (isolated left-to-right, so it reads right inside Persian text):
 *  enough for the inviter to recognise a friend, no more. */
function maskedMobile(mobile: string): string {
  return `\u2066${toPersianDigits(`${mobile.slice(0, 4)}•••${mobile.slice(-4)}`)}\u2069`;
}

export async function creditReferral(newUserId: number, inviteCode: string): Promise<CreditResult> {
  const code = normalizeInviteCode(inviteCode);
  if (!code) return { credited: false, reason: "invalid-code" };
  const db = await getDb();
  const inviterId = await findUserIdByInviteCode(db, code);
  if (inviterId === undefined) return { credited: false, reason: "unknown-code" };
  if (inviterId === newUserId) return { credited: false, reason: "self-invite" };
  return db.transaction(async (tx) => {
    // Set once: the condition on referred_by makes a second credit (or a race) a no-op.
    const [referred] = await tx
      .update(users)
      .set({ referredBy: inviterId })
      .where(and(eq(users.id, newUserId), isNull(users.referredBy), ne(users.id, inviterId)))
      .returning({ mobile: users.mobile });
    if (!referred) return { credited: false, reason: "already-referred" } as const;
    await tx.insert(pointEntries).values({
      userId: inviterId,
      points: INVITE_POINTS,
      reason: "invite",
      description: `عضویت دوست دعوت‌شده با شماره ${maskedMobile(referred.mobile)}`,
    });
    return { credited: true, inviterId } as const;
  });
}
