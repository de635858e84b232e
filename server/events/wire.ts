import "server-only";
// An event from its rows to the wire, once: the public summary and detail (with the expansions of
// SPEC §3), and the desk's view, which is the public detail's own fields plus where the event
// stands (ContentState) and its relations in the shapes the desk's form edits.
import type { ContentState } from "@/shared/types/content";
import type {
  AdminEvent,
  AdminEventListItem,
  AdminEventRelations,
  EventDetail,
  EventFields,
  EventSummary,
  EventTime,
  Organizer,
} from "@/shared/types/events";
import type {
  eventGalleryFiles,
  eventPresenters,
  events,
  eventSponsors,
  eventTimes,
  organizers,
  tags,
} from "@/server/db/schema";

export type EventRow = typeof events.$inferSelect;
type SponsorRow = typeof eventSponsors.$inferSelect;
type TimeRow = typeof eventTimes.$inferSelect;
type PresenterRow = typeof eventPresenters.$inferSelect;
type OrganizerRow = typeof organizers.$inferSelect;
type GalleryRow = typeof eventGalleryFiles.$inferSelect;
type TagRow = typeof tags.$inferSelect;

/** The public page's path of an event. */
export const eventPath = (slug: string) => `/events/${slug}`;

export function eventSummary(row: EventRow, now: number = Date.now()): EventSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: row.category,
    cover: row.cover,
    cover_alt: row.coverAlt,
    capacity: row.capacity,
    attendees_count: row.attendeesCount,
    remaining_capacity: Math.max(0, row.capacity - row.attendeesCount),
    price: row.price,
    location_title: row.locationTitle,
    address: row.address,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    view_count: row.viewCount,
    created_at: row.createdAt.toISOString(),
    is_past: row.endsAt.getTime() < now,
  };
}

/** The event's own fields: what its page shows before any expansion, and what the desk's view starts from. */
export function eventFields(row: EventRow, now: number = Date.now()): EventFields {
  return {
    ...eventSummary(row, now),
    description: row.description,
    lat: row.lat,
    lng: row.lng,
    online_url: row.onlineUrl,
  };
}

export function organizerOf(row: OrganizerRow): Organizer {
  return { id: row.id, name: row.name, logo: row.logo, description: row.description, website: row.website };
}

/** The rows an event's expansions are made from (each only when asked for). */
export type EventRelationRows = {
  sponsors: SponsorRow[];
  times: Array<{ time: TimeRow; presenter: PresenterRow | null }>;
  tags: TagRow[];
  organizer: OrganizerRow | undefined;
  gallery: GalleryRow[];
};

/** The public detail: the event's own fields and the expansions asked for. */
export function eventDetail(
  row: EventRow,
  related: EventRelationRows,
  expand: ReadonlySet<string>,
  now: number = Date.now(),
): EventDetail {
  const detail: EventDetail = eventFields(row, now);
  const times: EventTime[] = related.times.map(({ time, presenter }) => ({
    id: time.id,
    title: time.title,
    starts_at: time.startsAt.toISOString(),
    ends_at: time.endsAt.toISOString(),
    ...(expand.has("eventTimes.user") ? { user: time.hostName ? { name: time.hostName } : null } : {}),
    ...(expand.has("eventTimes.eventPresenter")
      ? {
          eventPresenter: presenter
            ? {
                id: presenter.id,
                name: presenter.name,
                title: presenter.title,
                bio: presenter.bio,
                avatar: presenter.avatar,
              }
            : null,
        }
      : {}),
  }));
  if (expand.has("eventTimes")) detail.eventTimes = times;
  if (expand.has("upcomingEventTime"))
    detail.upcomingEventTime = times.find((t) => Date.parse(t.ends_at) >= now) ?? null;
  if (expand.has("sponsors")) {
    detail.sponsors = related.sponsors.map((s) => ({
      id: s.id,
      name: s.name,
      logo: s.logo,
      website: s.website,
      level: s.level,
    }));
  }
  if (expand.has("tags")) detail.tags = related.tags;
  if (expand.has("organizerInfo")) detail.organizerInfo = related.organizer ? organizerOf(related.organizer) : null;
  if (expand.has("isFull")) detail.isFull = row.attendeesCount >= row.capacity;
  if (expand.has("galleryFiles")) {
    detail.galleryFiles = related.gallery.map((g) => ({ id: g.id, image: g.image, caption: g.caption }));
  }
  return detail;
}

/** The rows of the relations the desk's form edits, in their order. */
export type DeskRelationRows = {
  times: TimeRow[];
  tagSlugs: string[];
  gallery: GalleryRow[];
  sponsors: SponsorRow[];
};

/** The desk's view: the public fields, where the event stands, and what the form edits besides. */
export function adminEvent(
  row: EventRow,
  state: ContentState,
  related: DeskRelationRows,
  formerSlugs: string[],
  now: Date,
): AdminEvent {
  const relations: AdminEventRelations = {
    organizer_id: row.organizerId,
    sessions: related.times.map((t) => ({
      title: t.title,
      starts_at: t.startsAt.toISOString(),
      ends_at: t.endsAt.toISOString(),
      host_name: t.hostName,
      presenter_id: t.presenterId,
    })),
    tags: related.tagSlugs,
    gallery: related.gallery.map((p) => ({ image: p.image, caption: p.caption })),
    sponsors: related.sponsors.map((s) => ({ name: s.name, level: s.level, logo: s.logo, website: s.website })),
  };
  return {
    ...eventFields(row, now.getTime()),
    ...state,
    ...relations,
    url: eventPath(row.slug),
    former_slugs: formerSlugs,
  };
}

/** A row of the desk's list. */
export function adminEventListItem(row: EventRow, state: ContentState, now: Date): AdminEventListItem {
  const { id, slug, title, category, starts_at, ends_at, capacity, attendees_count, is_past } = eventSummary(
    row,
    now.getTime(),
  );
  const shown = { id, slug, title, category, starts_at, ends_at, capacity, attendees_count, is_past };
  return { ...shown, url: eventPath(slug), ...state };
}
