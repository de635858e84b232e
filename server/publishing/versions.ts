import "server-only";
// Saved states of desk-edited content (issue 14, "restore an earlier version"): every write stores
// the whole editable state as the next version, in the same transaction as the write, so the list
// of versions is the entity's history and restoring one is an edit like any other.
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "@/server/db/types";
import { contentVersions, users } from "@/server/db/schema";
import { fullNameOf } from "@/server/auth/identity";
import type { ContentType } from "@/server/cache/public-reads";
import type { ContentVersionItem } from "@/shared/types/content";

/** What names an entity's versions, redirects and audit entries: its cache type, or its own name where several kinds share one (a workspace's plans, spaces and branches) or none is cached (discount codes). */
export type ContentEntity = ContentType | "plan" | "space" | "branch" | "coupon" | "job_unit";

export async function saveVersion(
  db: Database,
  entity: ContentEntity,
  entityId: number,
  version: number,
  data: Record<string, unknown>,
  actorId: number | null,
): Promise<void> {
  await db.insert(contentVersions).values({ entity, entityId, version, data, actorId });
}

/**
 * Keeps the state an entity had before its first write through the desk (seeded or older content
 * has no version yet), so that state can be restored too. Nothing when that version is kept already.
 */
export async function keepCurrentVersion(
  db: Database,
  entity: ContentEntity,
  entityId: number,
  version: number,
  data: Record<string, unknown>,
): Promise<void> {
  await db.insert(contentVersions).values({ entity, entityId, version, data, actorId: null }).onConflictDoNothing();
}

export async function listVersions(
  db: Database,
  entity: ContentEntity,
  entityId: number,
): Promise<ContentVersionItem[]> {
  const rows = await db
    .select({ row: contentVersions, actor: { id: users.id, firstName: users.firstName, lastName: users.lastName } })
    .from(contentVersions)
    .leftJoin(users, eq(users.id, contentVersions.actorId))
    .where(and(eq(contentVersions.entity, entity), eq(contentVersions.entityId, entityId)))
    .orderBy(desc(contentVersions.version));
  return rows.map(({ row, actor }) => ({
    version: row.version,
    created_at: row.createdAt.toISOString(),
    actor: actor && actor.id !== null ? { id: actor.id, name: fullNameOf(actor) } : null,
    data: row.data,
  }));
}

export async function findVersion(db: Database, entity: ContentEntity, entityId: number, version: number) {
  const [row] = await db
    .select()
    .from(contentVersions)
    .where(
      and(
        eq(contentVersions.entity, entity),
        eq(contentVersions.entityId, entityId),
        eq(contentVersions.version, version),
      ),
    )
    .limit(1);
  return row;
}
