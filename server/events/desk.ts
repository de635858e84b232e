import "server-only";
// Events in the content desk (issue 14): list, read, create (as a draft), edit, publish (at once or
// at a set moment), unpublish, archive, and restore an earlier version. The pattern every kind of
// content follows is ./writes.ts (locked, versioned, audited writes that drop the cached answers
// after the commit); an event adds its programme and tags, written in the same transaction, a
// cover that must be one the desk uploaded. It moves to "past" by the clock alone, with no write:
// its cached answers keep no longer than the next event end (server/cache/clock.ts). Its entity
// tags cover /events, the event's page, search and the sitemap.
import { eq } from "drizzle-orm";
import { searchableText } from "@/shared/format/persian-text";
import type { AdminEvent, AdminEventListItem } from "@/shared/types/events";
import type { Database } from "@/server/db/types";
import type { EventDetail } from "@/shared/types/events";
import { events, organizers } from "@/server/db/schema";
import type { Pagination } from "@/server/http/pagination";
import { ValidationFailure } from "@/server/http/validation";
import { artUrl } from "@/server/media/art";
import { assertUploadedImage, WIDE_IMAGE } from "@/server/media/images";
import type { StaffCaller } from "@/server/staff/access";
import {
  COVER_ALT_REQUIRED_MESSAGE,
  coverHasAlt,
  eventCreateSchema,
  type EventContent,
  type EventPatch,
} from "@/validation/content/event";
import { keptFields, sentColumns } from "@/server/publishing/desk-fields";
import { listDeskRows } from "@/server/publishing/desk-list";
import { formerSlugs } from "@/server/publishing/slugs";
import {
  changeContent,
  contentState,
  createContent,
  findContentRow,
  getContent,
  parseContentFilter,
  publishContent,
  restoreContent,
  takeDownContent,
  type ContentFilter,
  type ContentKind,
} from "@/server/publishing/writes";
import { relationsOf, resolveTags, writeRelations, type EventRelations } from "./desk-relations";
import { expandEvents } from "./queries";
import { adminEvent, adminEventListItem, type EventRow } from "./wire";

type EventValues = Partial<typeof events.$inferInsert>;

const ENTITY = "event";

export const EVENT_CONTENT_NOT_FOUND = "این رویداد پیدا نشد.";
export const STALE_CONTENT_MESSAGE =
  "این رویداد همین حالا از طرف همکار دیگری تغییر کرده است. صفحه را تازه کنید و تغییرهای خود را دوباره وارد کنید.";
export const VERSION_NOT_FOUND = "این نسخه از رویداد پیدا نشد.";
export const UNKNOWN_ORGANIZER_MESSAGE = "برگزارکننده انتخاب‌شده در سایت نیست.";

// ------------------------------------------------------------------------------------ reading

async function serialize(db: Database, row: EventRow, now = new Date()): Promise<AdminEvent> {
  const [relations, former] = await Promise.all([relationsOf(db, row.id), formerSlugs(db, ENTITY, row.id)]);
  return adminEvent(row, contentState(row, now), relations, former, now);
}

/** What a version keeps and the audit log shows: the editable fields and where the event stood. */
function snapshot(event: AdminEvent): Record<string, unknown> {
  return keptFields(event, ["attendees_count", "remaining_capacity", "view_count", "is_past"]);
}

/** A status, or "scheduled": published with a publish_at still ahead. */
export type ContentEventFilter = ContentFilter;

export const parseContentEventFilter = parseContentFilter;

/** The desk's list: every event whatever its state, the last edited first unless `sort` says otherwise. */
export async function listContentEvents(
  db: Database,
  filter: ContentEventFilter,
  page: Pagination,
): Promise<{ items: AdminEventListItem[]; total: number }> {
  const { rows, total, now } = await listDeskRows<EventRow>(db, events, filter, page, {
    search: events.searchText,
    sorts: { starts_at: events.startsAt, title: events.title },
  });
  return { items: rows.map((row) => adminEventListItem(row, contentState(row, now), now)), total };
}

export function getContentEvent(db: Database, id: number): Promise<AdminEvent> {
  return getContent(db, EVENT_KIND, id);
}

/** The event in the public API's shape (EventDetail, with `expand`), whatever its state: the desk's preview. */
export async function previewContentEvent(db: Database, id: number, expand: ReadonlySet<string>): Promise<EventDetail> {
  const [detail] = await expandEvents(db, [await findContentRow(db, EVENT_KIND, id)], expand);
  return detail!;
}

// ------------------------------------------------------------------------------------ writing

/** The organizer chosen is one the site has (422 on `organizer_id` otherwise). */
async function assertOrganizer(db: Database, id: number | null | undefined): Promise<void> {
  if (typeof id !== "number") return;
  const [row] = await db.select({ id: organizers.id }).from(organizers).where(eq(organizers.id, id)).limit(1);
  if (!row) throw new ValidationFailure("organizer_id", UNKNOWN_ORGANIZER_MESSAGE);
}

/** The columns of the fields a create or an edit sent (undefined: left as it is). */
function columnsOf(input: Partial<EventContent>): EventValues {
  return sentColumns<EventValues>({
    title: input.title,
    summary: input.summary,
    description: input.description,
    category: input.category,
    cover: input.cover,
    coverAlt: input.cover_alt,
    capacity: input.capacity,
    price: input.price,
    locationTitle: input.location_title,
    address: input.address,
    lat: input.lat,
    lng: input.lng,
    onlineUrl: input.online_url,
    startsAt: input.starts_at,
    endsAt: input.ends_at,
    organizerId: input.organizer_id,
  });
}

const EVENT_KIND: ContentKind<EventRow, AdminEvent, EventRelations> = {
  entity: ENTITY,
  table: events,
  slugFallback: "event",
  notFoundMessage: EVENT_CONTENT_NOT_FOUND,
  staleMessage: STALE_CONTENT_MESSAGE,
  versionNotFoundMessage: VERSION_NOT_FOUND,
  serialize: (db, row) => serialize(db, row),
  snapshot,
  // The programme and the tags sent, and the search text of what the event holds after the change.
  complete: async (t, row, change) => {
    const tagNames = await writeRelations(t, row.id, change.extra ?? {});
    const merged = { ...row, ...change.values } as EventRow;
    return { ...change.values, searchText: searchableText(merged.title, merged.summary, merged.category, tagNames) };
  },
  restored: (data) => {
    const { sessions, tags: tagSlugs, gallery, sponsors, slug, ...fields } = eventCreateSchema.parse(data);
    // A version without a text alternative (kept before covers had one) restores none, not the current cover's;
    // one kept before galleries (or sponsors) were edited leaves them as they are.
    return {
      values: { ...columnsOf(fields), coverAlt: fields.cover_alt ?? null },
      extra: { sessions, tags: tagSlugs, gallery, sponsors },
      slug: slug ?? undefined,
    };
  },
};

/** A new event, saved as a draft (nobody outside the desk sees it until it is published). */
export async function createContentEvent(db: Database, staff: StaffCaller, input: EventContent): Promise<AdminEvent> {
  return createContent(db, EVENT_KIND, staff, input, async (t, draft) => {
    await assertUploadedImage(t, input.cover, "cover", WIDE_IMAGE);
    await assertOrganizer(t, input.organizer_id);
    const tagNames = input.tags ? (await resolveTags(t, input.tags)).map((tag) => tag.name) : [];
    const [row] = await t
      .insert(events)
      .values({
        ...columnsOf(input),
        ...draft,
        title: input.title,
        summary: input.summary,
        description: input.description,
        category: input.category,
        cover: input.cover ?? artUrl("event", draft.slug),
        capacity: input.capacity,
        locationTitle: input.location_title,
        address: input.address,
        startsAt: input.starts_at,
        endsAt: input.ends_at,
        searchText: searchableText(input.title, input.summary, input.category, tagNames),
      })
      .returning();
    await writeRelations(t, row!.id, {
      sessions: input.sessions,
      tags: input.tags,
      gallery: input.gallery,
      sponsors: input.sponsors,
    });
    return row!;
  });
}

/** An edit of some fields, against the version the desk showed. */
export async function updateContentEvent(
  db: Database,
  staff: StaffCaller,
  id: number,
  patch: EventPatch,
): Promise<AdminEvent> {
  const { version, sessions, tags: tagSlugs, gallery, sponsors, slug, ...fields } = patch;
  return changeContent(db, EVENT_KIND, staff, id, "update", version, async (row, t) => {
    const startsAt = fields.starts_at ?? row.startsAt;
    const endsAt = fields.ends_at ?? row.endsAt;
    if (endsAt.getTime() <= startsAt.getTime())
      throw new ValidationFailure("ends_at", "زمان پایان باید بعد از زمان شروع باشد.");
    // The edit and what it leaves as it is: an uploaded cover keeps a text alternative.
    if (
      !coverHasAlt({
        cover: fields.cover ?? row.cover,
        cover_alt: fields.cover_alt === undefined ? row.coverAlt : fields.cover_alt,
      })
    ) {
      throw new ValidationFailure("cover_alt", COVER_ALT_REQUIRED_MESSAGE);
    }
    if (fields.cover !== undefined && fields.cover !== row.cover)
      await assertUploadedImage(t, fields.cover, "cover", WIDE_IMAGE);
    if (fields.organizer_id !== row.organizerId) await assertOrganizer(t, fields.organizer_id);
    return {
      values: columnsOf(fields),
      extra: { sessions, tags: tagSlugs, gallery, sponsors },
      slug: slug ?? undefined,
    };
  });
}

/** Public at once, or from `publishAt` on. */
export const publishContentEvent = (
  db: Database,
  staff: StaffCaller,
  id: number,
  publishAt: Date | null,
  version?: number,
) => publishContent(db, EVENT_KIND, staff, id, publishAt, version);

/** Back to a draft: off the site, still editable. */
export const unpublishContentEvent = (db: Database, staff: StaffCaller, id: number, version?: number) =>
  takeDownContent(db, EVENT_KIND, staff, id, "unpublish", version);

/** Off the site and out of the way, kept with its history. */
export const archiveContentEvent = (db: Database, staff: StaffCaller, id: number, version?: number) =>
  takeDownContent(db, EVENT_KIND, staff, id, "archive", version);

/** The editable fields of an earlier version, saved as the newest one (the status stays as it is). */
export const restoreContentEvent = (
  db: Database,
  staff: StaffCaller,
  id: number,
  restoredVersion: number,
  version?: number,
) => restoreContent(db, EVENT_KIND, staff, id, restoredVersion, version);
