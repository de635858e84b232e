// Shapes of the events API (snake_case fields, camelCase expansions, as the Yii2 API answers).

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

export type EventDetail = EventSummary & {
  description: string;
  lat: number | null;
  lng: number | null;
  online_url: string | null;
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
