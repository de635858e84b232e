// The event form's values (what the desk types: text, moments as "۱۴۰۵/۰۹/۱۰ ۱۸:۳۰"), made from
// an event the API answered, and the body sent back once the schema has checked them.
import type { EventBody } from "@/lib/api/resources/desk-content";
import { toPersianDigits } from "@/shared/format/digits";
import { groupDigits } from "@/shared/format/number";
import type { AdminEventContent } from "@/shared/types/events";
import type { EventContent } from "@/validation/content/event";
import { momentText } from "./moment-fields";

/** A session as typed; presenter_id as the select holds it (empty: none). */
export type SessionFormValues = {
  title: string;
  starts_at: string;
  ends_at: string;
  host_name: string;
  presenter_id: string;
};

export type EventFormValues = {
  title: string;
  slug: string;
  summary: string;
  description: string;
  category: string;
  /** The cover image's address (set by uploading one). */
  cover: string;
  /** What the cover shows (required with an uploaded cover; sent with the upload too). */
  cover_alt: string;
  capacity: string;
  /** Rial. */
  price: string;
  location_title: string;
  address: string;
  online_url: string;
  starts_at: string;
  ends_at: string;
  /** The organizer's id as the select holds it; empty: none. */
  organizer_id: string;
  sessions: SessionFormValues[];
  /** Tag slugs. */
  tags: string[];
  /** The gallery in its order: uploaded pictures with what each shows. */
  gallery: Array<{ image: string; caption: string }>;
  /** The sponsors in their order; an empty logo: a drawn one. */
  sponsors: SponsorFormValues[];
};

export type SponsorFormValues = { name: string; level: string; logo: string; website: string };

/** The form's fields that the API's 422 may name (besides a session's own, sessions.N.title ...). */
export const EVENT_FORM_FIELDS = [
  "title",
  "slug",
  "summary",
  "description",
  "category",
  "cover",
  "cover_alt",
  "capacity",
  "price",
  "location_title",
  "address",
  "online_url",
  "starts_at",
  "ends_at",
  "organizer_id",
  "sessions",
  "tags",
  "gallery",
  "sponsors",
] as const satisfies ReadonlyArray<keyof EventFormValues>;

const SESSION_FIELD = /^sessions\.\d{1,2}\.(title|starts_at|ends_at|host_name|presenter_id)$/;
const GALLERY_FIELD = /^gallery\.\d{1,2}\.caption$/;
const SPONSOR_FIELD = /^sponsors\.\d{1,2}\.(name|level|logo|website)$/;

/** The form field an API field error belongs to, if the form shows it (a picture's address: the gallery as a whole). */
export function formFieldOf(apiField: string): string | undefined {
  if (/^gallery\.\d{1,2}\.image$/.test(apiField)) return "gallery";
  return (EVENT_FORM_FIELDS as readonly string[]).includes(apiField) ||
    SESSION_FIELD.test(apiField) ||
    GALLERY_FIELD.test(apiField) ||
    SPONSOR_FIELD.test(apiField)
    ? apiField
    : undefined;
}

export const EMPTY_EVENT_FORM: EventFormValues = {
  title: "",
  slug: "",
  summary: "",
  description: "",
  category: "",
  cover: "",
  cover_alt: "",
  capacity: "",
  price: "",
  location_title: "",
  address: "",
  online_url: "",
  starts_at: "",
  ends_at: "",
  organizer_id: "",
  sessions: [],
  tags: [],
  gallery: [],
  sponsors: [],
};

/** An event as the form shows it (numbers and dates in Persian digits). */
export function eventFormValues(event: AdminEventContent): EventFormValues {
  return {
    title: event.title,
    slug: event.slug,
    summary: event.summary,
    description: event.description,
    category: event.category,
    cover: event.cover,
    cover_alt: event.cover_alt ?? "",
    capacity: toPersianDigits(event.capacity),
    price: toPersianDigits(groupDigits(event.price)),
    location_title: event.location_title,
    address: event.address,
    online_url: event.online_url ?? "",
    starts_at: momentText(event.starts_at),
    ends_at: momentText(event.ends_at),
    organizer_id: event.organizer_id === null ? "" : String(event.organizer_id),
    sessions: event.sessions.map((session) => ({
      title: session.title,
      starts_at: momentText(session.starts_at),
      ends_at: momentText(session.ends_at),
      host_name: session.host_name ?? "",
      presenter_id: session.presenter_id === null ? "" : String(session.presenter_id),
    })),
    tags: [...event.tags],
    gallery: event.gallery.map((picture) => ({ ...picture })),
    sponsors: event.sponsors.map((sponsor) => ({ ...sponsor, website: sponsor.website ?? "" })),
  };
}

/**
 * What the API is sent for the checked values: moments as ISO 8601, amounts as numbers. An empty
 * online address (or no organizer) is sent as null, so clearing it on an edit clears it (left out, it would stay).
 * An empty slug or cover is left out: on a new event the API makes them, on an edit they stay. An
 * empty text alternative is null (the drawn cover needs none).
 */
export function eventBody(values: EventContent): EventBody {
  const {
    slug,
    cover,
    cover_alt,
    online_url,
    organizer_id,
    lat: _lat,
    lng: _lng,
    starts_at,
    ends_at,
    sessions,
    tags,
    gallery,
    sponsors,
    ...rest
  } = values;
  return {
    ...rest,
    ...(slug ? { slug } : {}),
    ...(cover ? { cover } : {}),
    cover_alt: cover_alt ?? null,
    online_url: online_url ?? null,
    organizer_id: organizer_id ?? null,
    starts_at: starts_at.toISOString(),
    ends_at: ends_at.toISOString(),
    sessions: (sessions ?? []).map((session) => ({
      title: session.title,
      starts_at: session.starts_at.toISOString(),
      ends_at: session.ends_at.toISOString(),
      host_name: session.host_name ?? null,
      presenter_id: session.presenter_id ?? null,
    })),
    tags: tags ?? [],
    gallery: gallery ?? [],
    sponsors: (sponsors ?? []).map(({ logo, website, ...sponsor }) => ({
      ...sponsor,
      ...(logo ? { logo } : {}),
      website: website ?? null,
    })),
  };
}
