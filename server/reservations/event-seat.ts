import "server-only";
// A seat at an event (SPEC §7 POST /v1/event-attendance/create): the event must be public (server/publishing/lifecycle.ts) and
// not over; one registration per mobile and event; a seat is taken with one atomic update that
// only succeeds while attendees_count < capacity, in the same transaction as the stored request.
// A full event answers 422 unless the request asks for the waiting list, which takes no seat.
// A seat held for someone on the waiting list (server/events/seat-offers.ts) counts as taken.
import { and, eq, lt, notInArray, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { events, requests } from "@/server/db/schema";
import { publicEvent } from "@/server/publishing/lifecycle";
import { EVENT_NOT_FOUND } from "@/server/events/http";
import { sweepExpiredOffers } from "@/server/events/seat-offers";
import { notFound } from "@/server/http/errors";
import { ValidationFailure } from "@/server/http/validation";
import type { Subject } from "@/server/requests/create";
import type { EventAttendance } from "@/validation/requests/event-attendance";
import { EVENT_ATTENDANCE_MESSAGES, WAITLIST_SUFFIX } from "@/validation/requests/event-attendance-terms";

export async function eventSubject(input: EventAttendance, db: Database): Promise<Subject> {
  const [event] = await db
    .select({ id: events.id, title: events.title, endsAt: events.endsAt })
    .from(events)
    .where(and(eq(events.id, input.event_id), publicEvent()))
    .limit(1);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  if (event.endsAt.getTime() < Date.now()) throw new ValidationFailure("event_id", EVENT_ATTENDANCE_MESSAGES.past);
  // A seat held by a lapsed waiting-list offer passes on before anyone new is counted.
  await sweepExpiredOffers(db, event.id);
  return { id: event.id, title: event.title };
}

/**
 * Runs inside the request's transaction. A seat is taken whenever one is free (a waiting-list
 * request that finds a free seat gets it, and is stored with waitlist: false); otherwise a
 * waiting-list request is stored as such and a plain one is refused.
 */
export async function takeSeat(tx: Database, input: EventAttendance, subject: Subject | undefined): Promise<void> {
  if (!subject) return;
  // One registration per mobile and event, even for two sends at the same moment.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`event-attendance:${subject.id}:${input.mobile}`}))`);
  const [existing] = await tx
    .select({ payload: requests.payload })
    .from(requests)
    .where(
      and(
        eq(requests.kind, "event-attendance"),
        eq(requests.subjectId, subject.id),
        eq(requests.mobile, input.mobile),
        notInArray(requests.status, ["rejected", "cancelled"]),
      ),
    )
    .limit(1);
  if (existing) {
    const message =
      existing.payload.waitlist === true
        ? EVENT_ATTENDANCE_MESSAGES.duplicateWaitlist
        : EVENT_ATTENDANCE_MESSAGES.duplicate;
    throw new ValidationFailure("mobile", message);
  }

  const seated = await tx
    .update(events)
    .set({ attendeesCount: sql`${events.attendeesCount} + 1` })
    .where(and(eq(events.id, subject.id), lt(events.attendeesCount, events.capacity)))
    .returning({ id: events.id });
  // The stored payload and subject title are these objects: say which list the person is on.
  if (seated.length > 0) {
    input.waitlist = false;
    return;
  }
  if (!input.waitlist) throw new ValidationFailure("event_id", EVENT_ATTENDANCE_MESSAGES.full);
  subject.title = `${subject.title}${WAITLIST_SUFFIX}`;
}
