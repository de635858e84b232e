import "server-only";
// Each user's personal invite code (users.invite_code): 8 characters that are easy to read out,
// made the first time it is asked for, then never changed.
import { randomInt } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from "@/shared/club";
import type { Database } from "@/server/db/client";
import { users } from "@/server/db/schema";

export function newInviteCode(): string {
  return Array.from(
    { length: INVITE_CODE_LENGTH },
    () => INVITE_CODE_ALPHABET[randomInt(0, INVITE_CODE_ALPHABET.length)],
  ).join("");
}

/** The user's invite code, made now if they have none yet. */
export async function ensureInviteCode(db: Database, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const [current] = await db.select({ code: users.inviteCode }).from(users).where(eq(users.id, userId)).limit(1);
    if (!current) throw new Error(`user ${userId} not found`);
    if (current.code) return current.code;
    const candidate = newInviteCode();
    const [{ taken } = { taken: 0 }] = await db
      .select({ taken: count() })
      .from(users)
      .where(eq(users.inviteCode, candidate));
    if (taken) continue;
    try {
      // Only fills an empty code: two concurrent first visits keep whichever was stored first.
      await db
        .update(users)
        .set({ inviteCode: candidate })
        .where(and(eq(users.id, userId), isNull(users.inviteCode)));
    } catch {
      // Taken by someone else between the check and the write (unique index): try another.
    }
  }
  throw new Error("could not make a unique invite code");
}

export async function findUserIdByInviteCode(db: Database, code: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.inviteCode, code)).limit(1);
  return row?.id;
}
