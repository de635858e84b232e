import "server-only";
// Events in the content desk (issue 14): list, read, create (as a draft), edit, publish (at once or
// at a set moment), unpublish, archive, and restore an earlier version. The pattern every kind of
// content follows is ./writes.ts (locked, versioned, audited writes that drop the cached answers
// after the commit); an event adds its programme and tags, written in the same transaction, a
// cover that must be one the desk uploaded. It moves to "past" by the clock alone, with no write:
// its cached answers keep no longer than the next event end (server/cache/clock.ts). Its entity
// tags cover /events, the event's page, search and the sitemap.
import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import { searchableText } from "@/shared/format/persian-text";
import type { AdminEvent, AdminEventContent, AdminEventListItem } from "@/shared/types/content";
import { orderBy, searchCondition } from "@/server/catalog/query";
import type { Database } from "@/server/db/types";
import { expandEvents } from "@/server/events/queries";
import type { EventDetail } from "@/shared/types/events";
import {
  eventGalleryFiles,
  eventPresenters,
  events,
  eventSponsors,
  eventTags,
  eventTimes,
  organizers,
  tags,
} from "@/server/db/schema";
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
import { formerSlugs } from "@/server/publishing/slugs";
import {
  changeContent,
  contentState,
  contentStatusCondition,
  createContent,
  findContentRow,
  getContent,
  listContentRows,
  parseContentFilter,
  publishContent,
  restoreContent,
  takeDownContent,
  type ContentFilter,
  type ContentKind,
} from "@/server/publishing/writes";

type EventRow = typeof events.$inferSelect;
type EventValues = Partial<typeof events.$inferInsert>;

const ENTITY = "event";

export const EVENT_CONTENT_NOT_FOUND = "این رویداد پیدا نشد.";
export const STALE_CONTENT_MESSAGE =
  "این رویداد همین حالا از طرف همکار دیگری تغییر کرده است. صفحه را تازه کنید و تغییرهای خود را دوباره وارد کنید.";
export const VERSION_NOT_FOUND = "این نسخه از رویداد پیدا نشد.";
export const UNKNOWN_TAG_MESSAGE = "برچسب «{tag}» در سایت نیست.";
export const UNKNOWN_PRESENTER_MESSAGE = "ارائه‌دهنده انتخاب‌شده در سایت نیست.";
export const UNKNOWN_ORGANIZER_MESSAGE = "برگزارکننده انتخاب‌شده در سایت نیست.";
export const SPONSOR_LOGO_NOT_SQUARE_MESSAGE =
  "نشان حامی باید تصویری باشد که برای «لوگو یا چهره (مربع)» بارگذاری شده است.";

// ------------------------------------------------------------------------------------ reading

type ShownRelations = Pick<AdminEventContent, "sessions" | "tags" | "gallery" | "sponsors">;

async function relationsOf(db: Database, id: number): Promise<ShownRelations> {
  const [times, tagRows, pictures, sponsorRows] = await Promise.all([
    db
      .select()
      .from(eventTimes)
      .where(eq(eventTimes.eventId, id))
      .orderBy(asc(eventTimes.startsAt), asc(eventTimes.id)),
    db
      .select({ slug: tags.slug })
      .from(eventTags)
      .innerJoin(tags, eq(tags.id, eventTags.tagId))
      .where(eq(eventTags.eventId, id))
      .orderBy(asc(tags.slug)),
    db
      .select()
      .from(eventGalleryFiles)
      .where(eq(eventGalleryFiles.eventId, id))
      .orderBy(asc(eventGalleryFiles.sortOrder), asc(eventGalleryFiles.id)),
    db
      .select()
      .from(eventSponsors)
      .where(eq(eventSponsors.eventId, id))
      .orderBy(asc(eventSponsors.sortOrder), asc(eventSponsors.id)),
  ]);
  return {
    sessions: times.map((t) => ({
      title: t.title,
      starts_at: t.startsAt.toISOString(),
      ends_at: t.endsAt.toISOString(),
      host_name: t.hostName,
      presenter_id: t.presenterId,
    })),
    tags: tagRows.map((t) => t.slug),
    gallery: pictures.map((p) => ({ image: p.image, caption: p.caption })),
    sponsors: sponsorRows.map((s) => ({ name: s.name, level: s.level, logo: s.logo, website: s.website })),
  };
}

function contentOf(row: EventRow, relations: ShownRelations): AdminEventContent {
  return {
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    description: row.description,
    category: row.category,
    cover: row.cover,
    cover_alt: row.coverAlt,
    capacity: row.capacity,
    price: row.price,
    location_title: row.locationTitle,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    online_url: row.onlineUrl,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    organizer_id: row.organizerId,
    sessions: relations.sessions,
    tags: relations.tags,
    gallery: relations.gallery,
    sponsors: relations.sponsors,
  };
}

async function serialize(db: Database, row: EventRow, now = new Date()): Promise<AdminEvent> {
  const [relations, former] = await Promise.all([relationsOf(db, row.id), formerSlugs(db, ENTITY, row.id)]);
  return {
    id: row.id,
    ...contentOf(row, relations),
    ...contentState(row, now),
    attendees_count: row.attendeesCount,
    is_past: row.endsAt.getTime() < now.getTime(),
    url: `/events/${row.slug}`,
    former_slugs: former,
  };
}

/** What a version keeps and the audit log shows: the editable fields and where the event stood. */
function snapshot(event: AdminEvent): Record<string, unknown> {
  const {
    id: _id,
    attendees_count: _seats,
    is_past: _past,
    url: _url,
    former_slugs: _former,
    status_label: _label,
    is_public: _public,
    updated_at: _updated,
    created_at: _created,
    ...kept
  } = event;
  return kept;
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
  const now = new Date();
  const conditions: Array<SQL | undefined> = [
    contentStatusCondition(events, filter.status, now),
    searchCondition(events.searchText, filter.q),
  ];
  const order = orderBy(
    filter.sort,
    { updated_at: events.updatedAt, starts_at: events.startsAt, title: events.title, created_at: events.createdAt },
    [desc(events.updatedAt), desc(events.id)],
  );
  const { rows, total } = await listContentRows<EventRow>(db, events, and(...conditions), order, page);
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
    ...contentState(row, now),
  }));
  return { items, total };
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

type Relations = {
  sessions?: EventContent["sessions"];
  tags?: string[];
  gallery?: EventContent["gallery"];
  sponsors?: EventContent["sponsors"];
};

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
  const rows = await db
    .select({ id: eventPresenters.id })
    .from(eventPresenters)
    .where(inArray(eventPresenters.id, ids));
  const unknown = sessions.findIndex(
    (s) => typeof s.presenter_id === "number" && !rows.some((r) => r.id === s.presenter_id),
  );
  if (unknown >= 0) throw new ValidationFailure(`sessions.${unknown}.presenter_id`, UNKNOWN_PRESENTER_MESSAGE);
}

/** The organizer chosen is one the site has (422 on `organizer_id` otherwise). */
async function assertOrganizer(db: Database, id: number | null | undefined): Promise<void> {
  if (typeof id !== "number") return;
  const [row] = await db.select({ id: organizers.id }).from(organizers).where(eq(organizers.id, id)).limit(1);
  if (!row) throw new ValidationFailure("organizer_id", UNKNOWN_ORGANIZER_MESSAGE);
}

/** Replaces the programme, the gallery and the sponsors (in their order) and the tags that were sent; returns the tag names the search text holds. */
async function writeRelations(db: Database, eventId: number, relations: Relations): Promise<string[]> {
  if (relations.sponsors) {
    for (const [index, sponsor] of relations.sponsors.entries()) {
      await assertUploadedImage(db, sponsor.logo, `sponsors.${index}.logo`, {
        purpose: "logo",
        message: SPONSOR_LOGO_NOT_SQUARE_MESSAGE,
      });
    }
    await db.delete(eventSponsors).where(eq(eventSponsors.eventId, eventId));
    if (relations.sponsors.length) {
      await db.insert(eventSponsors).values(
        relations.sponsors.map((sponsor, sortOrder) => ({
          eventId,
          name: sponsor.name,
          level: sponsor.level,
          // Without an uploaded logo, a drawn one with the name's first word (as the seeded sponsors have).
          logo: sponsor.logo ?? artUrl("logo", sponsor.name, sponsor.name.split(" ")[0]),
          website: sponsor.website ?? null,
          sortOrder,
        })),
      );
    }
  }
  if (relations.gallery) {
    for (const [index, picture] of relations.gallery.entries())
      await assertUploadedImage(db, picture.image, `gallery.${index}.image`);
    await db.delete(eventGalleryFiles).where(eq(eventGalleryFiles.eventId, eventId));
    if (relations.gallery.length) {
      await db.insert(eventGalleryFiles).values(
        relations.gallery.map((picture, sortOrder) => ({
          eventId,
          image: picture.image,
          caption: picture.caption,
          sortOrder,
        })),
      );
    }
  }
  if (relations.sessions) {
    await assertPresenters(db, relations.sessions);
    await db.delete(eventTimes).where(eq(eventTimes.eventId, eventId));
    if (relations.sessions.length) {
      await db.insert(eventTimes).values(
        relations.sessions.map((s) => ({
          eventId,
          title: s.title,
          startsAt: s.starts_at,
          endsAt: s.ends_at,
          hostName: s.host_name ?? null,
          presenterId: s.presenter_id ?? null,
        })),
      );
    }
  }
  if (relations.tags) {
    const resolved = await resolveTags(db, relations.tags);
    await db.delete(eventTags).where(eq(eventTags.eventId, eventId));
    if (resolved.length) await db.insert(eventTags).values(resolved.map((tag) => ({ eventId, tagId: tag.id })));
    return resolved.map((t) => t.name);
  }
  const current = await db
    .select({ name: tags.name })
    .from(eventTags)
    .innerJoin(tags, eq(tags.id, eventTags.tagId))
    .where(eq(eventTags.eventId, eventId));
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
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as EventValues;
}

const EVENT_KIND: ContentKind<EventRow, AdminEvent, Relations> = {
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
