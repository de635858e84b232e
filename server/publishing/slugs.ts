import "server-only";
// Slugs of desk-edited content (issue 14): made from the title (shared/format/slug.ts), unique per
// kind (a taken one gets -2, -3 ...), and kept when they change: the old slug goes to
// slug_redirects, so links already shared keep working (the API resolves it, the page answers a
// permanent redirect). An old slug stays reserved for the entity it names.
import { and, eq, ne } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { ValidationFailure } from "@/server/http/validation";
import { slugify } from "@/shared/format/slug";
import type { Database } from "@/server/db/types";
import { slugRedirects } from "@/server/db/schema";
import type { ContentEntity } from "./versions";

/** A kind's table, as the slug checks need it. */
export type SlugTable = { table: PgTable; id: PgColumn; slug: PgColumn };

export const SLUG_TAKEN_MESSAGE = "این نامک پیش‌تر به کار رفته است؛ نامک دیگری بنویسید.";

async function slugTaken(
  db: Database,
  entity: ContentEntity,
  kind: SlugTable,
  slug: string,
  ownId: number | undefined,
): Promise<boolean> {
  const [current] = await db
    .select({ id: kind.id })
    .from(kind.table)
    .where(ownId === undefined ? eq(kind.slug, slug) : and(eq(kind.slug, slug), ne(kind.id, ownId)))
    .limit(1);
  if (current) return true;
  const [moved] = await db
    .select({ entityId: slugRedirects.entityId })
    .from(slugRedirects)
    .where(and(eq(slugRedirects.entity, entity), eq(slugRedirects.oldSlug, slug)))
    .limit(1);
  return Boolean(moved && moved.entityId !== ownId);
}

/** A free slug made from `title` ("-2", "-3" ... when taken); `fallback` when the title leaves no letters. */
export async function slugFromTitle(
  db: Database,
  entity: ContentEntity,
  kind: SlugTable,
  title: string,
  fallback: string,
  ownId?: number,
): Promise<string> {
  const base = slugify(title) || fallback;
  for (let n = 1; n < 1000; n++) {
    const suffix = n === 1 ? "" : `-${n}`;
    const candidate = `${base.slice(0, 80 - suffix.length).replace(/-$/, "")}${suffix}`;
    if (!(await slugTaken(db, entity, kind, candidate, ownId))) return candidate;
  }
  return `${base.slice(0, 60)}-${Date.now().toString(36)}`;
}

/** An editor's own slug: 422 on the slug field when another entity of the kind has it (or had it). */
export async function assertSlugFree(
  db: Database,
  entity: ContentEntity,
  kind: SlugTable,
  slug: string,
  ownId?: number,
): Promise<void> {
  if (await slugTaken(db, entity, kind, slug, ownId)) {
    throw new ValidationFailure("slug", SLUG_TAKEN_MESSAGE);
  }
}

/** After a slug change: the old slug answers for the entity from now on; the new one is its own again. */
export async function rememberOldSlug(
  db: Database,
  entity: ContentEntity,
  entityId: number,
  oldSlug: string,
  newSlug: string,
): Promise<void> {
  if (oldSlug === newSlug) return;
  await db
    .delete(slugRedirects)
    .where(
      and(eq(slugRedirects.entity, entity), eq(slugRedirects.oldSlug, newSlug), eq(slugRedirects.entityId, entityId)),
    );
  await db
    .insert(slugRedirects)
    .values({ entity, oldSlug, entityId })
    .onConflictDoUpdate({ target: [slugRedirects.entity, slugRedirects.oldSlug], set: { entityId } });
}

/** The id of the entity a former slug of this kind now names. */
export async function redirectedSlugTarget(
  db: Database,
  entity: ContentEntity,
  slug: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ entityId: slugRedirects.entityId })
    .from(slugRedirects)
    .where(and(eq(slugRedirects.entity, entity), eq(slugRedirects.oldSlug, slug)))
    .limit(1);
  return row?.entityId;
}

/** The former slugs of one entity, newest first. */
export async function formerSlugs(db: Database, entity: ContentEntity, entityId: number): Promise<string[]> {
  const rows = await db
    .select({ slug: slugRedirects.oldSlug, at: slugRedirects.createdAt })
    .from(slugRedirects)
    .where(and(eq(slugRedirects.entity, entity), eq(slugRedirects.entityId, entityId)));
  return rows.sort((a, b) => b.at.getTime() - a.at.getTime()).map((r) => r.slug);
}
