import "server-only";
// Events: list with search, tag, month and upcoming/past filters; one event by id or slug with
// the expansions of SPEC §3; the latest event; the organizer with the most events.
import { and, asc, desc, eq, gt, gte, inArray, lt, min, sql, type SQL } from "drizzle-orm";
import { gregorianFromJalali } from "@/shared/format/date";
import type { EventDetail, Organizer } from "@/shared/types/events";
import { findByIdOrSlug } from "@/server/catalog/find";
import { readPage } from "@/server/catalog/list";
import { orderBy, searchCondition } from "@/server/catalog/query";
import { viewCounter } from "@/server/catalog/views";
import { unionAll } from "drizzle-orm/pg-core";
import type { Database } from "@/server/db/client";
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
import { publicEvent } from "@/server/publishing/lifecycle";
import { eventDetail, organizerOf, type EventRow } from "./wire";

export type EventFilters = {
  q?: string | null;
  tag?: string | null;
  /** Jalali month "1405-09". */
  month?: string | null;
  when?: "upcoming" | "past" | null;
  category?: string | null;
  sort?: string | null;
};

const TEHRAN_OFFSET_MS = 3.5 * 3600 * 1000;

/** The UTC instants of the start of a Jalali month and of the next one, in Tehran time. */
export function jalaliMonthRange(month: string): [Date, Date] | undefined {
  const match = /^(\d{4})-(\d{1,2})$/.exec(month);
  if (!match) return undefined;
  const year = Number(match[1]);
  const m = Number(match[2]);
  if (m < 1 || m > 12) return undefined;
  const start = gregorianFromJalali(year, m, 1).getTime() - TEHRAN_OFFSET_MS;
  const end =
    (m === 12 ? gregorianFromJalali(year + 1, 1, 1) : gregorianFromJalali(year, m + 1, 1)).getTime() - TEHRAN_OFFSET_MS;
  return [new Date(start), new Date(end)];
}

export async function listEvents(db: Database, filters: EventFilters, page: Pagination) {
  const now = new Date();
  const conditions: Array<SQL | undefined> = [publicEvent(now), searchCondition(events.searchText, filters.q)];
  if (filters.when === "upcoming") conditions.push(gte(events.endsAt, now));
  if (filters.when === "past") conditions.push(lt(events.endsAt, now));
  if (filters.category) conditions.push(eq(events.category, filters.category));
  if (filters.month) {
    const range = jalaliMonthRange(filters.month);
    if (range) conditions.push(gte(events.startsAt, range[0]), lt(events.startsAt, range[1]));
  }
  if (filters.tag) {
    conditions.push(
      inArray(
        events.id,
        db
          .select({ id: eventTags.eventId })
          .from(eventTags)
          .innerJoin(tags, eq(tags.id, eventTags.tagId))
          .where(eq(tags.slug, filters.tag)),
      ),
    );
  }
  const fallback = filters.when === "past" ? [desc(events.startsAt)] : [asc(events.startsAt)];
  const order = orderBy(
    filters.sort,
    {
      created_at: events.createdAt,
      view_count: events.viewCount,
      price: events.price,
      starts_at: events.startsAt,
      title: events.title,
    },
    [...fallback, asc(events.id)],
  );
  return readPage(db, events, { where: conditions, order }, page);
}

/**
 * A public event by id or slug. A slug the event had before the desk changed it still finds it
 * (slug_redirects): the answer carries the current slug, and the page redirects there.
 */
export function findEvent(db: Database, by: { id?: number; slug?: string }): Promise<EventRow | undefined> {
  return findByIdOrSlug(db, events, { entity: "event", visible: () => publicEvent(new Date()) }, by);
}

export const recordEventView = viewCounter(events);

/** The event with its requested expansions, loaded in one query per relation. */
export async function expandEvents(
  db: Database,
  rows: EventRow[],
  expand: ReadonlySet<string>,
): Promise<EventDetail[]> {
  const ids = rows.map((r) => r.id);
  const none = ids.length === 0;
  const wantTimes = expand.has("eventTimes") || expand.has("upcomingEventTime");
  const [sponsorRows, timeRows, tagRows, organizerRows, galleryRows] = await Promise.all([
    expand.has("sponsors") && !none
      ? db.select().from(eventSponsors).where(inArray(eventSponsors.eventId, ids)).orderBy(asc(eventSponsors.sortOrder))
      : [],
    wantTimes && !none
      ? db
          .select({ time: eventTimes, presenter: eventPresenters })
          .from(eventTimes)
          .leftJoin(eventPresenters, eq(eventPresenters.id, eventTimes.presenterId))
          .where(inArray(eventTimes.eventId, ids))
          .orderBy(asc(eventTimes.startsAt))
      : [],
    expand.has("tags") && !none
      ? db
          .select({ eventId: eventTags.eventId, tag: tags })
          .from(eventTags)
          .innerJoin(tags, eq(tags.id, eventTags.tagId))
          .where(inArray(eventTags.eventId, ids))
      : [],
    expand.has("organizerInfo") && !none
      ? db
          .select()
          .from(organizers)
          .where(
            inArray(
              organizers.id,
              rows.map((r) => r.organizerId ?? -1),
            ),
          )
      : [],
    expand.has("galleryFiles") && !none
      ? db
          .select()
          .from(eventGalleryFiles)
          .where(inArray(eventGalleryFiles.eventId, ids))
          .orderBy(asc(eventGalleryFiles.sortOrder))
      : [],
  ]);
  return rows.map((row) =>
    eventDetail(
      row,
      {
        sponsors: sponsorRows.filter((s) => s.eventId === row.id),
        times: timeRows.filter((t) => t.time.eventId === row.id),
        tags: tagRows.filter((t) => t.eventId === row.id).map((t) => t.tag),
        organizer: organizerRows.find((org) => org.id === row.organizerId),
        gallery: galleryRows.filter((g) => g.eventId === row.id),
      },
      expand,
    ),
  );
}

/** The next event to come, or the most recent one when none is ahead. */
export async function lastEvent(db: Database): Promise<EventRow | undefined> {
  const now = new Date();
  const [upcoming] = await db
    .select()
    .from(events)
    .where(and(publicEvent(now), gte(events.endsAt, now)))
    .orderBy(asc(events.startsAt))
    .limit(1);
  if (upcoming) return upcoming;
  const [recent] = await db.select().from(events).where(publicEvent(now)).orderBy(desc(events.startsAt)).limit(1);
  return recent;
}

/** The organizer who has run the most events. */
export async function bestOrganizer(db: Database): Promise<Organizer | undefined> {
  const now = new Date();
  const eventsCount = sql<number>`cast(count(${events.id}) as integer)`;
  const [row] = await db
    .select({ organizer: organizers, eventsCount })
    .from(organizers)
    .innerJoin(events, and(eq(events.organizerId, organizers.id), publicEvent(now)))
    .groupBy(organizers.id)
    .orderBy(desc(eventsCount), asc(organizers.id))
    .limit(1);
  if (!row) return undefined;
  return { ...organizerOf(row.organizer), events_count: row.eventsCount };
}

/** All tags that have at least one published event (for the filter). */
export async function eventTagList(db: Database) {
  const now = new Date();
  return db
    .selectDistinct({ id: tags.id, slug: tags.slug, name: tags.name })
    .from(tags)
    .innerJoin(eventTags, eq(eventTags.tagId, tags.id))
    .innerJoin(events, and(eq(events.id, eventTags.eventId), publicEvent(now)))
    .orderBy(asc(tags.name));
}

/**
 * The next moment the public's event answers change by the clock alone, or null: an event or one
 * of its sessions ending (it turns past, leaves the upcoming list, its next session moves on), or a
 * published event's publish_at arriving. Cached answers that show events keep no longer than this
 * (server/cache/clock.ts), on every instance, after a restart too.
 */
export async function nextEventChange(db: Database, now: Date = new Date()): Promise<Date | null> {
  // One statement: the caller may hold a single connection (a transaction), which takes one query at a time.
  const soonest = await unionAll(
    db
      .select({ at: min(events.endsAt) })
      .from(events)
      .where(and(publicEvent(now), gt(events.endsAt, now))),
    db
      .select({ at: min(eventTimes.endsAt) })
      .from(eventTimes)
      .innerJoin(events, eq(events.id, eventTimes.eventId))
      .where(and(publicEvent(now), gt(eventTimes.endsAt, now))),
    db
      .select({ at: min(events.publishAt) })
      .from(events)
      .where(and(eq(events.status, "published"), gt(events.publishAt, now))),
  );
  const moments = soonest.map((row) => row.at).filter((at): at is Date => at instanceof Date);
  return moments.length ? new Date(Math.min(...moments.map((at) => at.getTime()))) : null;
}
