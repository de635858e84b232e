// Shapes of the events API (snake_case fields, camelCase expansions, as the Yii2 API answers), and
// the content desk's view of an event, which extends the public one.

import type { DeskListRow, DeskRecord } from "./content";

export type Tag = { id: number; slug: string; name: string };

export type EventPresenter = { id: number; name: string; title: string; bio: string; avatar: string };

export type EventTime = {
  id: number;
  title: string;
  starts_at: string;
  ends_at: string;
  user?: { name: string } | null;
  eventPresenter?: EventPresenter | null;
};

export type EventSponsor = { id: number; name: string; logo: string; website: string | null; level: string };

export type Organizer = {
  id: number;
  name: string;
  logo: string;
  description: string;
  website: string | null;
  events_count?: number;
};

export type GalleryFile = { id: number; image: string; caption: string };

export type EventSummary = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  category: string;
  cover: string;
  /** The cover's text alternative, given with an uploaded cover (null: none given). */
  cover_alt: string | null;
  capacity: number;
  attendees_count: number;
  remaining_capacity: number;
  /** Rial; 0 is free. */
  price: number;
  location_title: string;
  address: string;
  starts_at: string;
  ends_at: string;
  view_count: number;
  created_at: string;
  /** Ended before the answer was made. */
  is_past: boolean;
};

/** An event's own fields: its summary with the page's text, place and link (the detail before any expansion). */
export type EventFields = EventSummary & {
  description: string;
  lat: number | null;
  lng: number | null;
  online_url: string | null;
};

/** One event (event/view, event/slug), with what `expand` asked for (EVENT_EXPANDS). */
export type EventDetail = EventFields & {
  sponsors?: EventSponsor[];
  eventTimes?: EventTime[];
  tags?: Tag[];
  organizerInfo?: Organizer | null;
  upcomingEventTime?: EventTime | null;
  isFull?: boolean;
  galleryFiles?: GalleryFile[];
};

export const EVENT_EXPANDS = [
  "sponsors",
  "eventTimes",
  "eventTimes.user",
  "eventTimes.eventPresenter",
  "tags",
  "organizerInfo",
  "upcomingEventTime",
  "isFull",
  "galleryFiles",
] as const;

// ---- the content desk's view (/api/v1/admin/content/events...)

export type AdminEventSession = {
  title: string;
  starts_at: string;
  ends_at: string;
  host_name: string | null;
  presenter_id: number | null;
};

/** What the desk edits of an event besides its own fields, in the form's shapes (the public API expands them otherwise). */
export type AdminEventRelations = {
  /** One of the site's organizers (AdminEventChoices.organizers); null: none shown. */
  organizer_id: number | null;
  /** The sponsors in the order shown; the logo is square (148×148), the name is its text alternative. */
  sponsors: Array<{ name: string; level: string; logo: string; website: string | null }>;
  sessions: AdminEventSession[];
  /** Tag slugs. */
  tags: string[];
  /** The gallery in the order shown; each caption is the picture's alt text. */
  gallery: Array<{ image: string; caption: string }>;
};

/** The editable fields of an event, as the desk's form sends them back (validation/content/event.ts). */
export type AdminEventContent = Pick<
  EventFields,
  | "title"
  | "slug"
  | "summary"
  | "description"
  | "category"
  | "cover"
  | "cover_alt"
  | "capacity"
  | "price"
  | "location_title"
  | "address"
  | "lat"
  | "lng"
  | "online_url"
  | "starts_at"
  | "ends_at"
> &
  AdminEventRelations;

/** The desk's event: the public detail's own fields, where it stands, and what the desk edits besides; `url` is the public page's path, each former slug still leads to it. */
export type AdminEvent = DeskRecord<EventFields, AdminEventRelations>;

/** What the event form chooses from: the site's organizers, presenters and tags. */
export type AdminEventChoices = {
  organizers: Array<{ id: number; name: string; logo: string }>;
  presenters: Array<{ id: number; name: string; title: string }>;
  tags: Array<{ slug: string; name: string }>;
};

/** A row of the desk's events list. */
export type AdminEventListItem = DeskListRow<
  AdminEvent,
  "id" | "slug" | "title" | "category" | "starts_at" | "ends_at" | "capacity" | "attendees_count" | "is_past" | "url"
>;
