import "server-only";
// What every kind of desk-edited content shares (issue 14), whatever its fields: a kind (events,
// content pages ...) says how its row becomes the desk's answer and what a version keeps, and gets
// - one transaction per write, the row locked; an edit carries the version the desk showed (409
//   when someone saved in between), and every write bumps it;
// - the write's before and after in the audit log ("content.<kind>.<action>"), and the whole
//   editable state after it in content_versions (./versions.ts), both in the same transaction;
// - a changed slug's old one in slug_redirects (./slugs.ts), for a kind with a slug (FAQ questions
//   have none: their addresses are ids, so nothing to make, check or redirect);
// - after the commit, the cached answers showing the item dropped (its entity tags), when the
//   public could see it before or after, and again at its publish_at;
// - a new item saved as a draft at version 1; publishing (at once or at a moment), unpublishing,
//   archiving and restoring an earlier version, each a write like any other;
// - the desk's list filters (a status, or "scheduled"); ./desk-list.ts reads the page.
import { and, eq, gt, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { CONTENT_STATUSES, isContentStatus, isPublicAt, type ContentStatus } from "@/shared/content";
import type { ContentState } from "@/shared/types/content";
import { entityTags, type ContentType } from "@/server/cache/public-reads";
import { invalidatePublicContent } from "@/server/cache/invalidate";
import type { Database } from "@/server/db/types";
import { HttpError, notFound } from "@/server/http/errors";
import type { StaffCaller } from "@/server/staff/access";
import { auditContent } from "./audit";
import { invalidateAt } from "./schedule";
import { assertSlugFree, rememberOldSlug, slugFromTitle, type SlugTable } from "./slugs";
import { findVersion, keepCurrentVersion, saveVersion, type ContentEntity } from "./versions";
import { contentListQuery } from "@/shared/queries/desk";
import { parseQuery } from "@/shared/queries/query";

/** The columns every kind with a lifecycle has, as its rows read them (a slug only where the kind has one). */
export type ContentRow = {
  id: number;
  slug?: string;
  status: ContentStatus;
  publishAt: Date | null;
  version: number;
  updatedAt: Date;
  createdAt: Date;
};

/** A kind's table, with the columns the lifecycle writes (`slug`: none for a kind addressed by id). */
export type ContentTable = PgTable & {
  id: PgColumn;
  slug?: PgColumn;
  status: PgColumn;
  publishAt: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
};

/** What the desk's answer about one item carries at the least. */
export type ContentItem = ContentState & { id: number };

/**
 * A write's change: the columns it sets, a new slug, what else the kind writes (`extra`: an event's
 * programme and tags), and what else the audit entry shows besides the snapshots (`audited`: a
 * calendar write's closed days or daily capacity, which no version keeps).
 */
export type ContentChange<Extra = never> = {
  values: Record<string, unknown>;
  slug?: string;
  extra?: Extra;
  audited?: { before: Record<string, unknown>; after: Record<string, unknown> };
};

export type ContentKind<Row extends ContentRow, Item extends ContentItem, Extra = never> = {
  /** Names the kind in slug_redirects, content_versions, the audit log and (unless `cacheType` says otherwise) the cache tags. */
  entity: ContentEntity;
  /** The cache tags' type, when it is not the entity's name (a plan's and a space's answers are tagged "workspace"). */
  cacheType?: ContentType;
  table: ContentTable;
  /** The slug of a title without letters (a kind with a slug). */
  slugFallback?: string;
  notFoundMessage: string;
  staleMessage: string;
  versionNotFoundMessage: string;
  serialize: (db: Database, row: Row) => Promise<Item>;
  /** What a version keeps and the audit log shows: the editable fields and where the item stood. */
  snapshot: (item: Item) => Record<string, unknown>;
  /** In the write's transaction, before the row is updated: writes what else the change holds, and gives every column to set (its search text too). */
  complete: (db: Database, row: Row, change: ContentChange<Extra>) => Promise<Record<string, unknown>>;
  /** The change that brings back a version's saved fields. */
  restored: (data: unknown) => ContentChange<Extra>;
  /** The tags of the cached answers showing the item, when they are not its entity's (a career unit: every jobs list and its positions' pages); read in the write's transaction. */
  cacheTags?: (db: Database, id: number) => Promise<string[]>;
};

// ------------------------------------------------------------------------------------ reading

export function contentState(row: ContentRow, now: Date = new Date()): ContentState {
  return {
    status: row.status,
    status_label: CONTENT_STATUSES[row.status],
    publish_at: row.publishAt?.toISOString() ?? null,
    is_public: isPublicAt(row, now),
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

/** A status, or "scheduled": published with a publish_at still ahead. */
export type ContentFilter = { status?: ContentStatus | "scheduled"; q?: string | null; sort?: string | null };

export function parseContentFilter(params: URLSearchParams): ContentFilter {
  const { status, q, sort } = parseQuery(contentListQuery, params);
  return { status: isContentStatus(status) || status === "scheduled" ? status : undefined, q, sort };
}

export function contentStatusCondition(
  table: ContentTable,
  status: ContentFilter["status"],
  now: Date,
): SQL | undefined {
  if (!status) return undefined;
  if (status === "scheduled") return and(eq(table.status, "published"), gt(table.publishAt, now));
  return eq(table.status, status);
}

/** The item whatever its state (404 with the kind's message when there is none). */
export async function findContentRow<Row extends ContentRow>(
  db: Database,
  kind: Pick<ContentKind<Row, ContentItem>, "table" | "notFoundMessage">,
  id: number,
): Promise<Row> {
  const [row] = await db.select().from(kind.table).where(eq(kind.table.id, id)).limit(1);
  if (!row) throw notFound(kind.notFoundMessage);
  return row as Row;
}

export async function getContent<Row extends ContentRow, Item extends ContentItem, Extra>(
  db: Database,
  kind: ContentKind<Row, Item, Extra>,
  id: number,
): Promise<Item> {
  return kind.serialize(db, await findContentRow(db, kind, id));
}

// ------------------------------------------------------------------------------------ writing

const slugTable = (table: ContentTable, slug: PgColumn): SlugTable => ({ table, id: table.id, slug });

/** After the commit: the public's cached answers, if the public could see the item before or after (and again at publish_at). */
function afterWrite<Item extends ContentItem>(
  kind: Pick<ContentKind<ContentRow, Item>, "entity" | "cacheType">,
  before: Item | null,
  after: Item,
  tags: readonly string[] = entityTags(kind.cacheType ?? (kind.entity as ContentType), after.id),
): void {
  const scheduled =
    after.status === "published" && !after.is_public && after.publish_at ? new Date(after.publish_at) : null;
  invalidateAt(`${kind.entity}:${after.id}`, tags, scheduled);
  if (before?.is_public || after.is_public) invalidatePublicContent(tags);
}

/**
 * One write to an existing item, the pattern of every content write: lock, check the version,
 * change (`decide`: null when there is nothing to change), bump the version, keep the version and
 * the audit entry, then drop the cached answers.
 */
export async function changeContent<Row extends ContentRow, Item extends ContentItem, Extra>(
  db: Database,
  kind: ContentKind<Row, Item, Extra>,
  staff: StaffCaller,
  id: number,
  action: string,
  expectedVersion: number | undefined,
  decide: (row: Row, t: Database) => Promise<ContentChange<Extra> | null>,
): Promise<Item> {
  const { table, entity } = kind;
  const { before, after, tags } = await db.transaction(async (t) => {
    const [row] = (await t.select().from(table).where(eq(table.id, id)).for("update")) as Row[];
    if (!row) throw notFound(kind.notFoundMessage);
    if (expectedVersion !== undefined && row.version !== expectedVersion) throw new HttpError(409, kind.staleMessage);
    const before = await kind.serialize(t, row);
    await keepCurrentVersion(t, entity, id, row.version, kind.snapshot(before));
    const change = await decide(row, t);
    if (!change) return { before, after: before, tags: undefined };
    const slugged: { slug?: string } = {};
    if (table.slug && row.slug !== undefined) {
      const slug = (slugged.slug = change.slug ?? row.slug);
      if (slug !== row.slug) {
        await assertSlugFree(t, entity, slugTable(table, table.slug), slug, id);
        await rememberOldSlug(t, entity, id, row.slug, slug);
      }
    }
    const values = await kind.complete(t, row, change);
    const [updated] = (await t
      .update(table)
      .set({ ...values, ...slugged, version: sql`${table.version} + 1`, updatedAt: new Date() })
      .where(and(eq(table.id, id), eq(table.version, row.version)))
      .returning()) as Row[];
    if (!updated) throw new HttpError(409, kind.staleMessage);
    const after = await kind.serialize(t, updated);
    await saveVersion(t, entity, id, updated.version, kind.snapshot(after), staff.user.id);
    await auditContent(t, staff, {
      entity,
      entityId: id,
      action,
      before: { ...kind.snapshot(before), ...change.audited?.before },
      after: { ...kind.snapshot(after), ...change.audited?.after },
    });
    return { before, after, tags: await kind.cacheTags?.(t, id) };
  });
  if (after !== before) afterWrite(kind, before, after, tags);
  return after;
}

/** What a new item starts as: a draft (nobody outside the desk sees it until it is published), version 1; a kind with a slug, its slug. */
export type NewDraft = { status: "draft"; publishAt: null; version: 1 };
export type NewSluggedDraft = NewDraft & { slug: string };

/** Where a new item's slug comes from: the one sent, or its title's. */
type SlugSource = { title: string; slug?: string | null };

/** The draft a kind's insert gets: with its slug when the create names where it comes from. */
type DraftOf<Source extends SlugSource | null> = Source extends null ? NewDraft : NewSluggedDraft;

/**
 * A new item, saved as a draft: its slug (the one sent, or made from the title; `null` for a kind
 * without one), then the kind's `insert`, version 1 and the audit entry.
 */
export async function createContent<
  Row extends ContentRow,
  Item extends ContentItem,
  Extra,
  Source extends SlugSource | null,
>(
  db: Database,
  kind: ContentKind<Row, Item, Extra>,
  staff: StaffCaller,
  input: Source,
  insert: (t: Database, draft: DraftOf<Source>) => Promise<Row>,
): Promise<Item> {
  const { table, entity } = kind;
  return db.transaction(async (t) => {
    const draft: NewDraft = { status: "draft", publishAt: null, version: 1 };
    let row: Row;
    if (input && table.slug) {
      const slug =
        input.slug ??
        (await slugFromTitle(t, entity, slugTable(table, table.slug), input.title, kind.slugFallback ?? entity));
      if (input.slug) await assertSlugFree(t, entity, slugTable(table, table.slug), slug);
      row = await insert(t, { ...draft, slug } as DraftOf<Source>);
    } else {
      row = await insert(t, draft as DraftOf<Source>);
    }
    const created = await kind.serialize(t, row);
    await saveVersion(t, entity, row.id, 1, kind.snapshot(created), staff.user.id);
    await auditContent(t, staff, {
      entity,
      entityId: row.id,
      action: "create",
      before: null,
      after: kind.snapshot(created),
    });
    return created;
  });
}

/** Public at once, or from `publishAt` on. */
export function publishContent<Row extends ContentRow, Item extends ContentItem, Extra>(
  db: Database,
  kind: ContentKind<Row, Item, Extra>,
  staff: StaffCaller,
  id: number,
  publishAt: Date | null,
  version?: number,
): Promise<Item> {
  return changeContent(db, kind, staff, id, "publish", version, async (row) => {
    if (row.status === "published" && (row.publishAt?.getTime() ?? null) === (publishAt?.getTime() ?? null))
      return null;
    return { values: { status: "published", publishAt } };
  });
}

/** Where each move off the site leaves an item: "unpublish" back to a draft (still editable), "archive" out of the way, kept with its history (published again or unpublished to a draft when needed). */
const TAKEN_DOWN = { unpublish: "draft", archive: "archived" } as const satisfies Record<string, ContentStatus>;

/** Off the site, as a draft or archived (nothing to change when it is there already). */
export function takeDownContent<Row extends ContentRow, Item extends ContentItem, Extra>(
  db: Database,
  kind: ContentKind<Row, Item, Extra>,
  staff: StaffCaller,
  id: number,
  move: keyof typeof TAKEN_DOWN,
  version?: number,
): Promise<Item> {
  const status = TAKEN_DOWN[move];
  return changeContent(db, kind, staff, id, move, version, async (row) =>
    row.status === status ? null : { values: { status, publishAt: null } },
  );
}

/** The editable fields of an earlier version, saved as the newest one (the status stays as it is). */
export function restoreContent<Row extends ContentRow, Item extends ContentItem, Extra>(
  db: Database,
  kind: ContentKind<Row, Item, Extra>,
  staff: StaffCaller,
  id: number,
  restoredVersion: number,
  version?: number,
): Promise<Item> {
  return changeContent(db, kind, staff, id, "restore", version, async (_row, t) => {
    const saved = await findVersion(t, kind.entity, id, restoredVersion);
    if (!saved) throw notFound(kind.versionNotFoundMessage);
    return kind.restored(saved.data);
  });
}
