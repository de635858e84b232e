// Events: their sessions, presenters, organizers, sponsors, tags and gallery, and the door (check-ins, seat offers).
import { doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import {
  id,
  createdAt,
  sortOrder,
  headline,
  slugNameTable,
  belongsTo,
  publicContentState,
  mentions,
  captionedImage,
  personCard,
  coverPicture,
} from "./columns";
import { users } from "./accounts";
import { requests } from "./requests";

export const organizers = pgTable("organizers", {
  id: id(),
  name: text("name").notNull(),
  logo: text("logo").notNull(),
  description: text("description").notNull(),
  website: text("website"),
});

export const eventPresenters = pgTable("event_presenters", { id: id(), ...personCard() });

export const tags = slugNameTable("tags");

export const events = pgTable(
  "events",
  {
    id: id(),
    ...headline(),
    category: text("category").notNull(),
    /** The drawn art needs no text alternative. */
    ...coverPicture(),
    capacity: integer("capacity").notNull(),
    attendeesCount: integer("attendees_count").notNull().default(0),
    /** Rial; 0 is free. */
    price: integer("price").notNull().default(0),
    locationTitle: text("location_title").notNull(),
    address: text("address").notNull(),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    onlineUrl: text("online_url"),
    organizerId: mentions("organizer_id", () => organizers.id),
    /** First session's start, kept for sorting and filtering without a join. */
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** The content lifecycle (shared/content.ts): draft | published | archived. */
    ...publicContentState(),
  },
  (t) => [index("events_starts_at_idx").on(t.startsAt), index("events_status_idx").on(t.status)],
);

export const eventTimes = pgTable("event_times", {
  id: id(),
  eventId: belongsTo("event_id", () => events.id),
  title: text("title").notNull(),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  presenterId: mentions("presenter_id", () => eventPresenters.id),
  /** The host on stage for the session (SPEC's eventTimes.user), when not the presenter. */
  hostName: text("host_name"),
});

export const eventSponsors = pgTable("event_sponsors", {
  id: id(),
  eventId: belongsTo("event_id", () => events.id),
  name: text("name").notNull(),
  logo: text("logo").notNull(),
  website: text("website"),
  level: text("level").notNull(),
  sortOrder: sortOrder(),
});

export const eventTags = pgTable(
  "event_tags",
  {
    eventId: belongsTo("event_id", () => events.id),
    tagId: belongsTo("tag_id", () => tags.id),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.tagId] })],
);

export const eventGalleryFiles = pgTable("event_gallery_files", {
  id: id(),
  eventId: belongsTo("event_id", () => events.id),
  ...captionedImage(),
});

/** A registered attendee let in at the door (one row per event-attendance request). */
export const eventCheckIns = pgTable("event_check_ins", {
  requestId: integer("request_id")
    .primaryKey()
    .references(() => requests.id, { onDelete: "cascade" }),
  staffId: mentions("staff_id", () => users.id),
  checkedInAt: timestamp("checked_in_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A freed seat offered to the next person on an event's waiting list: an SMS link (its token
 * stored hashed) holds the seat until expires_at; then the offer lapses and passes on.
 */
export const eventSeatOffers = pgTable(
  "event_seat_offers",
  {
    id: id(),
    eventId: belongsTo("event_id", () => events.id),
    /** The waiting-list registration the seat is offered to. */
    requestId: belongsTo("request_id", () => requests.id),
    tokenHash: text("token_hash").notNull().unique(),
    /** pending | accepted | declined | expired */
    status: text("status").notNull().default("pending"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("event_seat_offers_event_status_idx").on(t.eventId, t.status),
    index("event_seat_offers_request_idx").on(t.requestId),
  ],
);
