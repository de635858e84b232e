import "server-only";
// The desk's side of events (issue 13, "Events"): the events with their seats, an event's
// attendees (seated in order of registration, the waiting list in waiting order, who came in, the
// offers), search by name, mobile (Persian or Latin digits) or tracking code, check-in at the door
// (and its undo, both idempotent), and cancelling a registration, which frees its seat and offers
// it to the waiting list in the same transaction. Reading the list shows personal data: audited.
import { and, asc, count, desc, eq, exists, gte, inArray, notInArray, or, sql } from "drizzle-orm";
import type { Database } from "@/server/db/types";
import { eventCheckIns, events, eventSeatOffers, requests, requestStatusHistory } from "@/server/db/schema";
import { audit, type AuditEntry } from "@/server/audit/log";
import { HttpError, notFound } from "@/server/http/errors";
import type { StaffCaller } from "@/server/staff/access";
import { toLatinDigits } from "@/shared/format/digits";
import { normalizePersian } from "@/shared/format/persian-text";
import { statusLabel, type RequestStatus } from "@/shared/request-labels";
import { FINAL_STATUSES, isFinalStatus } from "@/shared/request-workflow";
import {
  SEAT_OFFER_STATUSES,
  type DeskAttendee,
  type DeskCancelAnswer,
  type DeskEventAttendees,
  type DeskEventItem,
  type SeatOfferStatus,
} from "@/shared/types/desk-events";
import {
  afterSeatChanges,
  isWaiting,
  latestOffers,
  releaseSeatOf,
  sweepExpiredOffers,
  type OfferMade,
  type OfferRow,
} from "./seat-offers";
import { EVENT_NOT_FOUND } from "./http";

export const ATTENDEE_NOT_FOUND = "این ثبت‌نام در این رویداد پیدا نشد.";
export const NOT_SEATED_MESSAGE = "فقط کسی که جا دارد وارد می‌شود؛ این ثبت‌نام در فهرست انتظار است.";
export const CLOSED_MESSAGE = "این ثبت‌نام بسته شده است و تغییری نمی‌پذیرد.";

type EventRow = typeof events.$inferSelect;
type RequestRow = typeof requests.$inferSelect;

const open = notInArray(requests.status, [...FINAL_STATUSES]);
const ofEvent = (eventId: number) => and(eq(requests.kind, "event-attendance"), eq(requests.subjectId, eventId));

async function eventCounts(db: Database, ids: number[]) {
  const empty = new Map<number, { seated: number; waiting: number; checkedIn: number; held: number }>();
  if (!ids.length) return empty;
  const [people, checkedIn, held] = await Promise.all([
    db
      .select({ eventId: requests.subjectId, waiting: isWaiting, total: count() })
      .from(requests)
      .where(and(eq(requests.kind, "event-attendance"), inArray(requests.subjectId, ids), open))
      .groupBy(requests.subjectId, isWaiting),
    db
      .select({ eventId: requests.subjectId, total: count() })
      .from(eventCheckIns)
      .innerJoin(requests, eq(requests.id, eventCheckIns.requestId))
      .where(and(inArray(requests.subjectId, ids), eq(requests.kind, "event-attendance")))
      .groupBy(requests.subjectId),
    db
      .select({ eventId: eventSeatOffers.eventId, total: count() })
      .from(eventSeatOffers)
      .where(and(inArray(eventSeatOffers.eventId, ids), eq(eventSeatOffers.status, "pending")))
      .groupBy(eventSeatOffers.eventId),
  ]);
  for (const id of ids) empty.set(id, { seated: 0, waiting: 0, checkedIn: 0, held: 0 });
  for (const row of people) {
    const entry = empty.get(row.eventId!);
    if (entry) entry[row.waiting ? "waiting" : "seated"] += Number(row.total);
  }
  for (const row of checkedIn) empty.get(row.eventId!)!.checkedIn = Number(row.total);
  for (const row of held) empty.get(row.eventId)!.held = Number(row.total);
  return empty;
}

function toEventItem(
  event: EventRow,
  counts: { seated: number; waiting: number; checkedIn: number; held: number },
): DeskEventItem {
  return {
    id: event.id,
    slug: event.slug,
    title: event.title,
    starts_at: event.startsAt.toISOString(),
    ends_at: event.endsAt.toISOString(),
    location_title: event.locationTitle,
    capacity: event.capacity,
    seats_taken: event.attendeesCount,
    seated: counts.seated,
    waiting: counts.waiting,
    checked_in: counts.checkedIn,
    held: counts.held,
  };
}

/**
 * The events the door runs: published ones (a scheduled one included, so staff can prepare), and any
 * other that already has registrations (unpublished or archived after people signed up: they still
 * come). Drafts nobody could register for stay in the content desk.
 */
function runsAtTheDoor(db: Database) {
  const registered = db
    .select({ one: sql`1` })
    .from(requests)
    .where(and(eq(requests.kind, "event-attendance"), eq(requests.subjectId, events.id)));
  return or(eq(events.status, "published"), exists(registered));
}

/** Every event the door runs, upcoming first (soonest first), then the past ones (latest first). */
export async function listDeskEvents(db: Database, now = new Date()): Promise<DeskEventItem[]> {
  await sweepExpiredOffers(db, undefined, now);
  const [upcoming, past] = await Promise.all([
    db
      .select()
      .from(events)
      .where(and(runsAtTheDoor(db), gte(events.endsAt, now)))
      .orderBy(asc(events.startsAt), asc(events.id)),
    db
      .select()
      .from(events)
      .where(and(runsAtTheDoor(db), sql`${events.endsAt} < ${now}`))
      .orderBy(desc(events.startsAt), desc(events.id)),
  ]);
  const all = [...upcoming, ...past];
  const counts = await eventCounts(
    db,
    all.map((e) => e.id),
  );
  return all.map((event) => toEventItem(event, counts.get(event.id)!));
}

async function eventOf(db: Database, eventId: number): Promise<EventRow> {
  const [event] = await db.select().from(events).where(eq(events.id, eventId)).limit(1);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return event;
}

function toAttendee(row: RequestRow, checkedInAt: Date | null, offer: OfferRow | undefined): DeskAttendee {
  return {
    id: row.id,
    tracking_code: row.trackingCode,
    full_name: row.fullName,
    mobile: row.mobile,
    status: row.status as RequestStatus,
    status_label: statusLabel(row.status),
    registered_at: row.createdAt.toISOString(),
    checked_in_at: checkedInAt?.toISOString() ?? null,
    offer: offer
      ? {
          status: offer.status as SeatOfferStatus,
          status_label: SEAT_OFFER_STATUSES[offer.status as SeatOfferStatus] ?? offer.status,
          expires_at: offer.expiresAt.toISOString(),
          decided_at: offer.decidedAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** A name (Persian spelling variants alike), a mobile (any digits, 3 or more) or a tracking code. */
function matcher(q: string): (row: RequestRow) => boolean {
  const text = normalizePersian(q).toLowerCase();
  const digits = toLatinDigits(q).replace(/\D/g, "");
  const code = toLatinDigits(q).trim().toUpperCase();
  return (row) =>
    normalizePersian(row.fullName).toLowerCase().includes(text) ||
    (digits.length >= 3 && row.mobile.includes(digits)) ||
    row.trackingCode === code;
}

export async function listAttendees(
  db: Database,
  staff: StaffCaller,
  eventId: number,
  query?: string,
  now = new Date(),
): Promise<DeskEventAttendees> {
  await sweepExpiredOffers(db, eventId, now);
  const event = await eventOf(db, eventId);
  const q = query?.trim().slice(0, 100) || null;
  const rows = await db
    .select({ request: requests, checkedInAt: eventCheckIns.checkedInAt })
    .from(requests)
    .leftJoin(eventCheckIns, eq(eventCheckIns.requestId, requests.id))
    .where(and(ofEvent(eventId), open))
    .orderBy(asc(requests.createdAt), asc(requests.id));
  const offers = await latestOffers(
    db,
    rows.map((r) => r.request.id),
  );
  const counts = (await eventCounts(db, [eventId])).get(eventId)!;
  const matches = q ? matcher(q) : () => true;
  const shown = rows.filter((r) => matches(r.request));
  const attendees = shown.map((r) => ({
    waiting: r.request.payload.waitlist === true,
    attendee: toAttendee(r.request, r.checkedInAt, offers.get(r.request.id)),
  }));
  await audit(db, {
    actorId: staff.user.id,
    action: "event.attendees_view",
    entity: "event",
    entityId: eventId,
    after: { q, shown: shown.length },
    ip: staff.ip,
  });
  return {
    event: toEventItem(event, counts),
    seated: attendees.filter((a) => !a.waiting).map((a) => a.attendee),
    waiting: attendees.filter((a) => a.waiting).map((a) => a.attendee),
    q,
  };
}

async function registrationOf(db: Database, eventId: number, requestId: number): Promise<RequestRow> {
  const [row] = await db
    .select()
    .from(requests)
    .where(and(ofEvent(eventId), eq(requests.id, requestId)))
    .limit(1);
  if (!row) throw notFound(ATTENDEE_NOT_FOUND);
  return row;
}

async function attendeeNow(db: Database, row: RequestRow): Promise<DeskAttendee> {
  const [fresh] = await db
    .select({ request: requests, checkedInAt: eventCheckIns.checkedInAt })
    .from(requests)
    .leftJoin(eventCheckIns, eq(eventCheckIns.requestId, requests.id))
    .where(eq(requests.id, row.id))
    .limit(1);
  return toAttendee(fresh!.request, fresh!.checkedInAt, (await latestOffers(db, [row.id])).get(row.id));
}

/** Records a check-in or its undo on the registration, in the transaction that made it. */
async function auditCheckIn(
  t: Database,
  staff: StaffCaller,
  requestId: number,
  action: "event.check_in" | "event.check_in_undo",
  change: Pick<AuditEntry, "before" | "after">,
): Promise<void> {
  await audit(t, { actorId: staff.user.id, action, entity: "request", entityId: requestId, ...change, ip: staff.ip });
}

/** Marks a seated registration as come in; again: nothing changes. */
export async function checkIn(
  db: Database,
  staff: StaffCaller,
  eventId: number,
  requestId: number,
): Promise<DeskAttendee> {
  const row = await registrationOf(db, eventId, requestId);
  if (isFinalStatus(row.status)) throw new HttpError(409, CLOSED_MESSAGE);
  if (row.payload.waitlist === true) throw new HttpError(409, NOT_SEATED_MESSAGE);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [added] = await t
      .insert(eventCheckIns)
      .values({ requestId, staffId: staff.user.id })
      .onConflictDoNothing()
      .returning();
    if (added)
      await auditCheckIn(t, staff, requestId, "event.check_in", {
        after: { event_id: eventId, checked_in_at: added.checkedInAt.toISOString() },
      });
  });
  return attendeeNow(db, row);
}

/** Takes a check-in back (a wrong tap); again: nothing changes. */
export async function undoCheckIn(
  db: Database,
  staff: StaffCaller,
  eventId: number,
  requestId: number,
): Promise<DeskAttendee> {
  const row = await registrationOf(db, eventId, requestId);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [removed] = await t.delete(eventCheckIns).where(eq(eventCheckIns.requestId, requestId)).returning();
    if (removed)
      await auditCheckIn(t, staff, requestId, "event.check_in_undo", {
        before: { checked_in_at: removed.checkedInAt.toISOString() },
      });
  });
  return attendeeNow(db, row);
}

/** Who cancels a registration: a staff member at the desk, or the member who registered. */
type Canceller = { actorId: number; staff: boolean; ip: string };

export const OWN_CANCEL_NOTE = "به درخواست خود شرکت‌کننده لغو شد.";

/**
 * Cancels an open registration in one transaction (only the first of two simultaneous ones changes
 * the row): its seat, or the offer it held, passes on. Answers the offer made, after its SMS went.
 */
async function cancelAndPassOn(db: Database, row: RequestRow, by: Canceller, note?: string): Promise<OfferMade | null> {
  const made = await db.transaction(async (tx): Promise<OfferMade | null> => {
    const t = tx as unknown as Database;
    const [cancelled] = await t
      .update(requests)
      .set({ status: "cancelled", version: sql`${requests.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(requests.id, row.id), notInArray(requests.status, [...FINAL_STATUSES])))
      .returning();
    if (!cancelled) return null;
    await t
      .insert(requestStatusHistory)
      .values({ requestId: row.id, status: "cancelled", note: note ?? null, staffId: by.staff ? by.actorId : null });
    // The row as the update found it: whether it held a seat is read now, not when the caller looked.
    const seated = cancelled.payload.waitlist !== true;
    const { freed, offer } = await releaseSeatOf(t, cancelled);
    await audit(t, {
      actorId: by.actorId,
      action: by.staff ? "event.cancel" : "event.cancel_own",
      entity: "request",
      entityId: row.id,
      before: { status: row.status, waitlist: !seated },
      after: { status: "cancelled", event_id: row.subjectId, seat_freed: freed, note: note ?? null },
      ip: by.ip,
    });
    return offer;
  });
  if (row.subjectId !== null) await afterSeatChanges([made], [row.subjectId]);
  return made;
}

/**
 * Cancels a registration. A seated one (or a waiting one holding an offer) frees its seat, which
 * goes to the next person waiting by SMS, or back to the public when nobody waits. Again: the
 * same answer, nothing freed twice.
 */
export async function cancelRegistration(
  db: Database,
  staff: StaffCaller,
  eventId: number,
  requestId: number,
  note?: string,
): Promise<DeskCancelAnswer> {
  await sweepExpiredOffers(db, eventId);
  const row = await registrationOf(db, eventId, requestId);
  if (row.status === "cancelled") return { attendee: await attendeeNow(db, row), offered_to: null };
  if (isFinalStatus(row.status)) throw new HttpError(409, CLOSED_MESSAGE);
  const made = await cancelAndPassOn(db, row, { actorId: staff.user.id, staff: true, ip: staff.ip }, note);
  let offeredTo: DeskCancelAnswer["offered_to"] = null;
  if (made) {
    const [person] = await db
      .select({ id: requests.id, fullName: requests.fullName })
      .from(requests)
      .where(eq(requests.trackingCode, made.trackingCode))
      .limit(1);
    if (person) offeredTo = { id: person.id, full_name: person.fullName };
  }
  return { attendee: await attendeeNow(db, row), offered_to: offeredTo };
}

export const OWN_NOT_FOUND = "درخواستی که دنبال آن بودید پیدا نشد.";
export const EVENT_OVER_MESSAGE = "این رویداد برگزار شده است و ثبت‌نام آن دیگر لغو نمی‌شود.";

/**
 * A member cancels their own registration ("I cannot come"): the seat passes to the waiting list
 * as a cancellation at the desk does. Only open registrations of events not yet over; again: no change.
 */
async function ownRegistration(db: Database, userId: number, requestId: number) {
  const [found] = await db
    .select({ request: requests, endsAt: events.endsAt })
    .from(requests)
    .innerJoin(events, eq(events.id, requests.subjectId))
    .where(and(eq(requests.id, requestId), eq(requests.userId, userId), eq(requests.kind, "event-attendance")))
    .limit(1);
  return found;
}

/** Whether the member may still cancel this request of theirs (an open registration of an event not yet over). */
export async function isOwnCancellable(db: Database, userId: number, requestId: number): Promise<boolean> {
  const found = await ownRegistration(db, userId, requestId);
  return !!found && !isFinalStatus(found.request.status) && found.endsAt.getTime() >= Date.now();
}

export async function cancelOwnRegistration(
  db: Database,
  userId: number,
  requestId: number,
  ip: string,
): Promise<void> {
  const found = await ownRegistration(db, userId, requestId);
  if (!found) throw notFound(OWN_NOT_FOUND);
  const row = found.request;
  if (row.status === "cancelled") return;
  if (isFinalStatus(row.status)) throw new HttpError(409, CLOSED_MESSAGE);
  if (found.endsAt.getTime() < Date.now()) throw new HttpError(409, EVENT_OVER_MESSAGE);
  await sweepExpiredOffers(db, row.subjectId!);
  await cancelAndPassOn(db, row, { actorId: userId, staff: false, ip }, OWN_CANCEL_NOTE);
}
