import "server-only";
// Accounts: found or created by mobile number; profile updates with the shared schema.
import { and, eq, ne, sql } from "drizzle-orm";
import type { Profile } from "@/validation/auth";
import { audit } from "@/server/audit/log";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { ValidationFailure } from "@/server/http/validation";
import { creditReferral } from "@/server/referrals/credit";
import { reportServerError } from "@/server/report";
import { revokeUserSessions, type User } from "./sessions";

export async function findUserByMobile(mobile: string): Promise<User | undefined> {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return user;
}

/** The account of a number that just proved it owns it; created on first sign-in. A new account
 *  that came with an invite code (the `referral` cookie) credits whoever invited it. */
export async function findOrCreateUser(
  mobile: string,
  fill: { firstName?: string; lastName?: string; passwordHash?: string; referralCode?: string } = {},
): Promise<User> {
  const db = await getDb();
  const [created] = await db
    .insert(users)
    .values({
      mobile,
      firstName: fill.firstName ?? null,
      lastName: fill.lastName ?? null,
      passwordHash: fill.passwordHash ?? null,
    })
    .onConflictDoNothing({ target: users.mobile })
    .returning();
  if (created) {
    if (fill.referralCode) {
      // A failed credit must not fail the sign-in.
      const credit = await creditReferral(created.id, fill.referralCode).catch(
        (error: unknown) => void reportServerError(error, { referral: fill.referralCode }),
      );
      if (credit?.credited) return { ...created, referredBy: credit.inviterId };
    }
    return created;
  }
  const existing = (await findUserByMobile(mobile))!;
  // Registering again fills in what the account still lacks, never overwrites.
  const patch = {
    ...(fill.firstName && !existing.firstName ? { firstName: fill.firstName } : {}),
    ...(fill.lastName && !existing.lastName ? { lastName: fill.lastName } : {}),
    ...(fill.passwordHash && !existing.passwordHash ? { passwordHash: fill.passwordHash } : {}),
  };
  if (!Object.keys(patch).length) return existing;
  const [updated] = await db
    .update(users)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(users.id, existing.id))
    .returning();
  return updated!;
}

/**
 * A new password ends every session of the account but `keepSessionId` (the signed-in caller's
 * own): whoever knew the old password, or holds an old token, is signed out everywhere.
 */
export async function setPassword(userId: number, passwordHash: string, keepSessionId?: number): Promise<User> {
  const db = await getDb();
  const [user] = await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  await revokeUserSessions(userId, keepSessionId);
  return user!;
}

/** Stores a stronger hash of a password that was just verified; unlike setPassword, sessions stay. */
export async function upgradePasswordHash(userId: number, passwordHash: string): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Who makes a change in someone else's name: an admin's 'login as' session, audited as the admin. */
export type OnBehalf = { impersonatorId: number; ip: string | null };

export async function updateProfile(userId: number, profile: Profile, onBehalf?: OnBehalf): Promise<User> {
  const db = await getDb();
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.nationalCode, profile.national_code), ne(users.id, userId)))
    .limit(1);
  if (taken) throw new ValidationFailure("national_code", "این کد ملی برای حساب دیگری ثبت شده است.");
  return db.transaction(async (t) => {
    const [before] = await t.select().from(users).where(eq(users.id, userId)).limit(1);
    const [user] = await t
      .update(users)
      .set({
        firstName: profile.first_name,
        lastName: profile.last_name,
        nationalCode: profile.national_code,
        birthday: profile.birthday,
        email: profile.email.toLowerCase(),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId))
      .returning();
    if (onBehalf) {
      const fields = (u: User | undefined) => ({
        first_name: u?.firstName ?? null,
        last_name: u?.lastName ?? null,
        national_code: u?.nationalCode ?? null,
        birthday: u?.birthday ?? null,
        email: u?.email ?? null,
      });
      await audit(t, {
        actorId: onBehalf.impersonatorId,
        action: "user.update",
        entity: "user",
        entityId: userId,
        before: fields(before),
        after: fields(user),
        ip: onBehalf.ip,
      });
    }
    return user!;
  });
}
