import "server-only";
// Events in the content desk (issue 14): list, read, create (as a draft), edit, publish (at once or
// at a set moment), unpublish, archive, and restore an earlier version. The pattern every other
// kind of content follows:
// - one transaction per write, the row locked; an edit carries the version the desk showed (409
//   when someone saved in between), and every write bumps it;
// - the write's before and after go to the audit log, and the whole editable state after it to
//   content_versions (server/content/versions.ts), both in the same transaction;
// - a changed slug leaves its old one in slug_redirects (server/content/slugs.ts);
// - after the commit, the cached answers showing the event are dropped (entity tags, which cover
//   /events, the event's page, search and the sitemap), when the public could see it before or after.
import { and, asc, desc, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import { CONTENT_STATUSES, isContentStatus, isPublicAt, type ContentStatus } from "@/shared/content";
import { searchableText } from "@/shared/format/persian-text";
import type { AdminEvent, AdminEventContent, AdminEventListItem, AdminEventSession, ContentState } from "@/shared/types/content";
import { audit } from "@/server/audit/log";
import { entityTags } from "@/server/cache/public-reads";
import { invalidatePublicContent } from "@/server/cache/invalidate";
import { countAll, orderBy, searchCondition } from "@/server/catalog/query";
import type { Database } from "@/server/db/types";
import { expandEvents } from "@/server/events/repository";
import type { EventDetail } from "@/shared/types/events";
import { eventPresenters, events, eventTags, eventTimes, tags } from "@/server/db/schema";
import { HttpError, notFound } from "@/server/http/errors";
import type { Pagination } from "@/server/http/pagination";
import { ValidationFailure } from "@/server/http/validation";
import { artUrl } from "@/server/media/art";
import type { StaffCaller } from "@/server/staff/access";
import { eventCreateSchema, type EventContent, type EventPatch } from "@/validation/content/event";
import { invalidateAt } from "./schedule";
import { assertSlugFree, formerSlugs, rememberOldSlug, slugFromTitle, type SlugTable } from "./slugs";
import { findVersion, keepCurrentVersion, saveVersion } from "./versions";

type EventRow = typeof events.$inferSelect;
type EventValues = Partial<typeof events.$inferInsert>;

const ENTITY = "event";
const EVENT_SLUGS: SlugTable = { table: events, id: events.id, slug: events.slug };

export const EVENT_CONTENT_NOT_FOUND = "این رویداد پیدا نشد.";
export const STALE_CONTENT_MESSAGE = "این رویداد همین حالا از طرف همکار دیگری تغییر کرده است. صفحه را تازه کنید و تغییرهای خود را دوباره وارد کنید.";
export const VERSION_NOT_FOUND = "این نسخه از رویداد پیدا نشد.";
export const UNKNOWN_TAG_MESSAGE = "برچسب «{tag}» در سایت نیست.";
export const UNKNOWN_PRESENTER_MESSAGE = "ارائه‌دهنده انتخاب‌شده در سایت نیست.";

// ------------------------------------------------------------------------------------ reading

function stateOf(row: EventRow, now: Date): ContentState {
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

async function relationsOf(db: Database, id: number): Promise<{ sessions: AdminEventSession[]; tags: string[] }> {
  const [times, tagRows] = await Promise.all([
    db.select().from(eventTimes).where(eq(eventTimes.eventId, id)).orderBy(asc(eventTimes.startsAt), asc(eventTimes.id)),
    db.select({ slug: tags.slug }).from(eventTags).innerJoin(tags, eq(tags.id, eventTags.tagId)).where(eq(eventTags.eventId, id)).orderBy(asc(tags.slug)),
  ]);
  return {
    sessions: times.map((t) => ({ title: t.title, starts_at: t.startsAt.toISOString(), ends_at: t.endsAt.toISOString(), host_name: t.hostName, presenter_id: t.presenterId })),
    tags: tagRows.map((t) => t.slug),
  };
}

function contentOf(row: EventRow, relations: { sessions: AdminEventSession[]; tags: string[] }): AdminEventContent {
  return {
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    description: row.description,
    category: row.category,
    cover: row.cover,
    capacity: row.capacity,
    price: row.price,
    location_title: row.locationTitle,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    online_url: row.onlineUrl,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    sessions: relations.sessions,
    tags: relations.tags,
  };
}

async function serialize(db: Database, row: EventRow, now = new Date()): Promise<AdminEvent> {
  const [relations, former] = await Promise.all([relationsOf(db, row.id), formerSlugs(db, ENTITY, row.id)]);
  return {
    id: row.id,
    ...contentOf(row, relations),
    ...stateOf(row, now),
    attendees_count: row.attendeesCount,
    is_past: row.endsAt.getTime() < now.getTime(),
    url: `/events/${row.slug}`,
    former_slugs: former,
  };
}

/** What a version keeps and the audit log shows: the editable fields and where the event stood. */
function snapshot(event: AdminEvent): Record<string, unknown> {
  const { id: _id, attendees_count: _seats, is_past: _past, url: _url, former_slugs: _former, status_label: _label, is_public: _public, updated_at: _updated, created_at: _created, ...kept } = event;
  return kept;
}

/** A status, or "scheduled": published with a publish_at still ahead. */
export type ContentEventFilter = { status?: ContentStatus | "scheduled"; q?: string | null; sort?: string | null };

export function parseContentEventFilter(params: URLSearchParams): ContentEventFilter {
  const status = params.get("status");
  return { status: isContentStatus(status) || status === "scheduled" ? status : undefined, q: params.get("q"), sort: params.get("sort") };
}

function statusCondition(status: ContentEventFilter["status"], now: Date): SQL | undefined {
  if (!status) return undefined;
  if (status === "scheduled") return and(eq(events.status, "published"), gt(events.publishAt, now));
  return eq(events.status, status);
}

/** The desk's list: every event whatever its state, the last edited first unless `sort` says otherwise. */
export async function listContentEvents(db: Database, filter: ContentEventFilter, page: Pagination): Promise<{ items: AdminEventListItem[]; total: number }> {
  const now = new Date();
  const conditions: Array<SQL | undefined> = [statusCondition(filter.status, now), searchCondition(events.searchText, filter.q)];
  const where = and(...conditions);
  const order = orderBy(filter.sort, { updated_at: events.updatedAt, starts_at: events.startsAt, title: events.title, created_at: events.createdAt }, [desc(events.updatedAt), desc(events.id)]);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(events)
      .where(where)
      .orderBy(...order)
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ total: countAll }).from(events).where(where),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    capacity: row.capacity,
    attendees_count: row.attendeesCount,
    is_past: row.endsAt.getTime() < now.getTime(),
    url: `/events/${row.slug}`,
    ...stateOf(row, now),
  }));
  return { items, total };
}

export async function getContentEvent(db: Database, id: number): Promise<AdminEvent> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  if (!row) throw notFound(EVENT_CONTENT_NOT_FOUND);
  return serialize(db, row);
}

/** The event in the public API's shape (EventDetail, with `expand`), whatever its state: the desk's preview. */
export async function previewContentEvent(db: Database, id: number, expand: ReadonlySet<string>): Promise<EventDetail> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  if (!row) throw notFound(EVENT_CONTENT_NOT_FOUND);
  const [detail] = await expandEvents(db, [row], expand);
  return detail!;
}

// ------------------------------------------------------------------------------------ writing

type Relations = { sessions?: EventContent["sessions"]; tags?: string[] };

/** The ids of the tags named (422 on `tags` for one the site lacks) and their names. */
async function resolveTags(db: Database, slugs: string[]): Promise<Array<{ id: number; name: string }>> {
  const wanted = [...new Set(slugs)];
  if (!wanted.length) return [];
  const rows = await db.select().from(tags).where(inArray(tags.slug, wanted));
  const missing = wanted.find((slug) => !rows.some((r) => r.slug === slug));
  if (missing) throw new ValidationFailure("tags", UNKNOWN_TAG_MESSAGE.replace("{tag}", missing));
  return rows.map((r) => ({ id: r.id, name: r.name }));
}

async function assertPresenters(db: Database, sessions: NonNullable<Relations["sessions"]>): Promise<void> {
  const ids = [...new Set(sessions.map((s) => s.presenter_id).filter((id): id is number => typeof id === "number"))];
  if (!ids.length) return;
  const rows = await db.select({ id: eventPresenters.id }).from(eventPresenters).where(inArray(eventPresenters.id, ids));
  if (rows.length !== ids.length) throw new ValidationFailure("sessions", UNKNOWN_PRESENTER_MESSAGE);
}

/** Replaces the programme and the tags that were sent; returns the tag names the search text holds. */
async function writeRelations(db: Database, eventId: number, relations: Relations): Promise<string[]> {
  if (relations.sessions) {
    await assertPresenters(db, relations.sessions);
    await db.delete(eventTimes).where(eq(eventTimes.eventId, eventId));
    if (relations.sessions.length) {
      await db
        .insert(eventTimes)
        .values(relations.sessions.map((s) => ({ eventId, title: s.title, startsAt: s.starts_at, endsAt: s.ends_at, hostName: s.host_name ?? null, presenterId: s.presenter_id ?? null })));
    }
  }
  if (relations.tags) {
    const resolved = await resolveTags(db, relations.tags);
    await db.delete(eventTags).where(eq(eventTags.eventId, eventId));
    if (resolved.length) await db.insert(eventTags).values(resolved.map((tag) => ({ eventId, tagId: tag.id })));
    return resolved.map((t) => t.name);
  }
  const current = await db.select({ name: tags.name }).from(eventTags).innerJoin(tags, eq(tags.id, eventTags.tagId)).where(eq(eventTags.eventId, eventId));
  return current.map((t) => t.name);
}

/** The columns of the fields a create or an edit sent (undefined: left as it is). */
function columnsOf(input: Partial<EventContent>): EventValues {
  const values: EventValues = {
    title: input.title,
    summary: input.summary,
    description: input.description,
    category: input.category,
    cover: input.cover,
    capacity: input.capacity,
    price: input.price,
    locationTitle: input.location_title,
    address: input.address,
    lat: input.lat,
    lng: input.lng,
    onlineUrl: input.online_url,
    startsAt: input.starts_at,
    endsAt: input.ends_at,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as EventValues;
}

/** After the commit: the public's cached answers, if the public could see the event before or after (and again at publish_at and when it ends). */
function afterWrite(before: AdminEvent | null, after: AdminEvent): void {
  const tags = entityTags(ENTITY, after.id);
  const scheduled = after.status === "published" && !after.is_public && after.publish_at ? new Date(after.publish_at) : null;
  invalidateAt(`${ENTITY}:${after.id}`, tags, scheduled);
  // An event moves to "past" by the clock alone: its cached lists and page are dropped when it ends.
  const showing = after.status === "published" && !after.is_past;
  invalidateAt(`${ENTITY}:${after.id}:ends`, tags, showing ? new Date(after.ends_at) : null);
  if (before?.is_public || after.is_public) invalidatePublicContent(tags);
}

type Change = { values: EventValues; relations?: Relations; slug?: string };

/**
 * One write to an existing event, the pattern of every content write: lock, check the version,
 * change, bump the version, keep the version and the audit entry, then drop the cached answers.
 */
async function changeEvent(
  db: Database,
  staff: StaffCaller,
  id: number,
  action: string,
  expectedVersion: number | undefined,
  decide: (row: EventRow, t: Database) => Promise<Change | null>,
): Promise<AdminEvent> {
  const { before, after } = await db.transaction(async (t) => {
    const [row] = await t.select().from(events).where(eq(events.id, id)).for("update");
    if (!row) throw notFound(EVENT_CONTENT_NOT_FOUND);
    if (expectedVersion !== undefined && row.version !== expectedVersion) throw new HttpError(409, STALE_CONTENT_MESSAGE);
    const before = await serialize(t, row);
    await keepCurrentVersion(t, ENTITY, id, row.version, snapshot(before));
    const change = await decide(row, t);
    if (!change) return { before, after: before };
    const slug = change.slug ?? row.slug;
    if (slug !== row.slug) {
      await assertSlugFree(t, ENTITY, EVENT_SLUGS, slug, id);
      await rememberOldSlug(t, ENTITY, id, row.slug, slug);
    }
    const tagNames = await writeRelations(t, id, change.relations ?? {});
    const merged = { ...row, ...change.values };
    const [updated] = await t
      .update(events)
      .set({ ...change.values, slug, searchText: searchableText(merged.title, merged.summary, merged.category, tagNames), version: sql`${events.version} + 1`, updatedAt: new Date() })
      .where(and(eq(events.id, id), eq(events.version, row.version)))
      .returning();
    if (!updated) throw new HttpError(409, STALE_CONTENT_MESSAGE);
    const after = await serialize(t, updated);
    await saveVersion(t, ENTITY, id, updated.version, snapshot(after), staff.user.id);
    await audit(t, { actorId: staff.user.id, action: `content.event.${action}`, entity: ENTITY, entityId: id, before: snapshot(before), after: snapshot(after), ip: staff.ip });
    return { before, after };
  });
  if (after !== before) afterWrite(before, after);
  return after;
}

/** A new event, saved as a draft (nobody outside the desk sees it until it is published). */
export async function createContentEvent(db: Database, staff: StaffCaller, input: EventContent): Promise<AdminEvent> {
  return db.transaction(async (t) => {
    const slug = input.slug ?? (await slugFromTitle(t, ENTITY, EVENT_SLUGS, input.title, "event"));
    if (input.slug) await assertSlugFree(t, ENTITY, EVENT_SLUGS, slug);
    const tagNames = input.tags ? (await resolveTags(t, input.tags)).map((tag) => tag.name) : [];
    const [row] = await t
      .insert(events)
      .values({
        ...columnsOf(input),
        slug,
        title: input.title,
        summary: input.summary,
        description: input.description,
        category: input.category,
        cover: input.cover ?? artUrl("event", slug),
        capacity: input.capacity,
        locationTitle: input.location_title,
        address: input.address,
        startsAt: input.starts_at,
        endsAt: input.ends_at,
        status: "draft",
        publishAt: null,
        version: 1,
        searchText: searchableText(input.title, input.summary, input.category, tagNames),
      })
      .returning();
    await writeRelations(t, row!.id, { sessions: input.sessions, tags: input.tags });
    const created = await serialize(t, row!);
    await saveVersion(t, ENTITY, row!.id, 1, snapshot(created), staff.user.id);
    await audit(t, { actorId: staff.user.id, action: "content.event.create", entity: ENTITY, entityId: row!.id, before: null, after: snapshot(created), ip: staff.ip });
    return created;
  });
}

/** An edit of some fields, against the version the desk showed. */
export async function updateContentEvent(db: Database, staff: StaffCaller, id: number, patch: EventPatch): Promise<AdminEvent> {
  const { version, sessions, tags: tagSlugs, slug, ...fields } = patch;
  return changeEvent(db, staff, id, "update", version, async (row) => {
    const startsAt = fields.starts_at ?? row.startsAt;
    const endsAt = fields.ends_at ?? row.endsAt;
    if (endsAt.getTime() <= startsAt.getTime()) throw new ValidationFailure("ends_at", "زمان پایان باید بعد از زمان شروع باشد.");
    return { values: columnsOf(fields), relations: { sessions, tags: tagSlugs }, slug: slug ?? undefined };
  });
}

/** Public at once, or from `publishAt` on. */
export async function publishContentEvent(db: Database, staff: StaffCaller, id: number, publishAt: Date | null, version?: number): Promise<AdminEvent> {
  return changeEvent(db, staff, id, "publish", version, async (row) => {
    if (row.status === "published" && (row.publishAt?.getTime() ?? null) === (publishAt?.getTime() ?? null)) return null;
    return { values: { status: "published", publishAt } };
  });
}

/** Back to a draft: off the site, still editable. */
export async function unpublishContentEvent(db: Database, staff: StaffCaller, id: number, version?: number): Promise<AdminEvent> {
  return changeEvent(db, staff, id, "unpublish", version, async (row) => (row.status === "draft" ? null : { values: { status: "draft", publishAt: null } }));
}

/** Off the site and out of the way, kept with its history (published again or unpublished to a draft when needed). */
export async function archiveContentEvent(db: Database, staff: StaffCaller, id: number, version?: number): Promise<AdminEvent> {
  return changeEvent(db, staff, id, "archive", version, async (row) => (row.status === "archived" ? null : { values: { status: "archived", publishAt: null } }));
}

/** The editable fields of an earlier version, saved as the newest one (the status stays as it is). */
export async function restoreContentEvent(db: Database, staff: StaffCaller, id: number, restoredVersion: number, version?: number): Promise<AdminEvent> {
  return changeEvent(db, staff, id, "restore", version, async (_row, t) => {
    const saved = await findVersion(t, ENTITY, id, restoredVersion);
    if (!saved) throw notFound(VERSION_NOT_FOUND);
    const content = eventCreateSchema.parse(saved.data);
    const { sessions, tags: tagSlugs, slug, ...fields } = content;
    return { values: columnsOf(fields), relations: { sessions, tags: tagSlugs }, slug: slug ?? undefined };
  });
}
