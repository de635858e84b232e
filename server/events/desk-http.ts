import "server-only";
// What the desk's event routes share: who may use them (the reviewers of event registrations and
// admins) and reading the ids in their path.
import { intParam } from "@/server/catalog/query";
import { notFound } from "@/server/http/errors";
import { requireStaff, type StaffCaller } from "@/server/staff/access";
import { canReview } from "@/shared/staff";
import { ATTENDEE_NOT_FOUND } from "./attendees";
import { EVENT_NOT_FOUND } from "./http";

export type EventContext = { params: Promise<{ id: string }> };
export type AttendeeContext = { params: Promise<{ id: string; requestId: string }> };

/** A reviewer of event registrations (or of every kind), or an admin; others 403. */
export const requireEventStaff = (request: Request): Promise<StaffCaller> =>
  requireStaff(request, (access) => canReview(access, "event-attendance"));

export async function eventIdOf(params: Promise<{ id: string }>): Promise<number> {
  const id = intParam((await params).id);
  if (!id) throw notFound(EVENT_NOT_FOUND);
  return id;
}

export async function attendeeIdsOf(
  params: Promise<{ id: string; requestId: string }>,
): Promise<{ eventId: number; requestId: number }> {
  const { id, requestId } = await params;
  const eventId = intParam(id);
  const registration = intParam(requestId);
  if (!eventId) throw notFound(EVENT_NOT_FOUND);
  if (!registration) throw notFound(ATTENDEE_NOT_FOUND);
  return { eventId, requestId: registration };
}
