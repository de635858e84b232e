import "server-only";
// The staff list: who is on the team and with what access. Every change is audited; the team can
// never be left without an admin (the last one cannot be removed or given another role).
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "@/server/db/types";
import { staffMembers, users } from "@/server/db/schema";
import { HttpError, notFound } from "@/server/http/errors";
import { audit } from "@/server/audit/log";
import { displayName } from "@/server/auth/sign-in";
import { isRequestKind, isStaffRole, type StaffAccess, type StaffRole } from "@/shared/staff";
import type { RequestKind } from "@/shared/request-labels";

export type StaffMember = StaffAccess & { userId: number; mobile: string; name: string; email: string | null };

type StaffRow = typeof staffMembers.$inferSelect;

/** The access a staff row grants; unknown roles or kinds (an older build's data) grant nothing. */
export function accessOf(row: Pick<StaffRow, "role" | "kinds">): StaffAccess | undefined {
  if (!isStaffRole(row.role)) return undefined;
  return { role: row.role, kinds: row.kinds.filter(isRequestKind) };
}

export async function staffAccess(db: Database, userId: number): Promise<StaffAccess | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.userId, userId)).limit(1);
  return row ? accessOf(row) : undefined;
}

export async function listStaff(db: Database): Promise<StaffMember[]> {
  const rows = await db
    .select({ staff: staffMembers, user: users })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .orderBy(asc(staffMembers.createdAt), asc(staffMembers.userId));
  return rows.flatMap(({ staff, user }) => {
    const access = accessOf(staff);
    return access
      ? [{ ...access, userId: user.id, mobile: user.mobile, name: displayName(user), email: user.email }]
      : [];
  });
}

export type StaffChange = { role: StaffRole; kinds: RequestKind[] };

const snapshot = (change: StaffAccess) => ({ role: change.role, kinds: [...change.kinds] });

async function assertAnotherAdmin(db: Database, userId: number) {
  const [{ admins } = { admins: 0 }] = await db
    .select({ admins: sql<number>`cast(count(*) as integer)` })
    .from(staffMembers)
    .where(sql`${staffMembers.role} = 'admin' and ${staffMembers.userId} <> ${userId}`);
  if (!admins) throw new HttpError(409, "تیم باید دست‌کم یک مدیر داشته باشد؛ پیش از این کار مدیر دیگری تعیین کنید.");
}

/**
 * Gives a number a place on the team (its account is made if it has none: staff sign in with the
 * same SMS code as everyone). Adding someone already on the team changes their access.
 */
export async function addStaff(
  db: Database,
  mobile: string,
  change: StaffChange,
  actor: { id: number | null; ip?: string | null },
): Promise<StaffMember> {
  return db.transaction(async (t) => {
    await t.insert(users).values({ mobile }).onConflictDoNothing({ target: users.mobile });
    const [user] = await t.select().from(users).where(eq(users.mobile, mobile)).limit(1);
    const [existing] = await t.select().from(staffMembers).where(eq(staffMembers.userId, user!.id)).limit(1);
    if (existing && existing.role === "admin" && change.role !== "admin") await assertAnotherAdmin(t, user!.id);
    const kinds = change.role === "reviewer" ? change.kinds : [];
    await t
      .insert(staffMembers)
      .values({ userId: user!.id, role: change.role, kinds })
      .onConflictDoUpdate({ target: staffMembers.userId, set: { role: change.role, kinds, updatedAt: sql`now()` } });
    const before = existing ? accessOf(existing) : undefined;
    await audit(t, {
      actorId: actor.id,
      action: existing ? "staff.update" : "staff.create",
      entity: "staff",
      entityId: user!.id,
      before: before ? snapshot(before) : null,
      after: snapshot({ role: change.role, kinds }),
      ip: actor.ip,
    });
    return {
      role: change.role,
      kinds,
      userId: user!.id,
      mobile: user!.mobile,
      name: displayName(user!),
      email: user!.email,
    };
  });
}

export async function updateStaff(
  db: Database,
  userId: number,
  change: StaffChange,
  actor: { id: number; ip?: string | null },
): Promise<StaffMember> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  const [existing] = await db.select().from(staffMembers).where(eq(staffMembers.userId, userId)).limit(1);
  if (!user || !existing) throw notFound("این فرد در فهرست کارکنان نیست.");
  return addStaff(db, user.mobile, change, actor);
}

export async function removeStaff(
  db: Database,
  userId: number,
  actor: { id: number; ip?: string | null },
): Promise<void> {
  await db.transaction(async (t) => {
    const [existing] = await t.select().from(staffMembers).where(eq(staffMembers.userId, userId)).limit(1);
    if (!existing) throw notFound("این فرد در فهرست کارکنان نیست.");
    if (existing.role === "admin") await assertAnotherAdmin(t, userId);
    await t.delete(staffMembers).where(eq(staffMembers.userId, userId));
    const before = accessOf(existing);
    await audit(t, {
      actorId: actor.id,
      action: "staff.remove",
      entity: "staff",
      entityId: userId,
      before: before ? snapshot(before) : null,
      after: null,
      ip: actor.ip,
    });
  });
}
