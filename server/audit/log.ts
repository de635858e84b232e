import "server-only";
// The audit log (issue 13, "Audit"): every staff action, views of personal data included, with
// who, what, on which record, and the record before and after. Written in the same transaction as
// the change it describes, so a change is never without its entry.
import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import type { Database } from "@/server/db/types";
import { auditLog, users } from "@/server/db/schema";
import type { Pagination } from "@/server/http/pagination";
import { countAll } from "@/server/catalog/query";

export type AuditEntry = {
  actorId: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  ip?: string | null;
};

export async function audit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}

export type AuditFilter = { actorId?: number; entity?: string; entityId?: string; action?: string; before?: Date };

export async function listAudit(db: Database, filter: AuditFilter, page: Pagination) {
  const conditions: SQL[] = [];
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.before) conditions.push(lt(auditLog.createdAt, filter.before));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        entry: auditLog,
        actor: { id: users.id, mobile: users.mobile, firstName: users.firstName, lastName: users.lastName },
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ total: countAll }).from(auditLog).where(where),
  ]);
  return { rows, total };
}
