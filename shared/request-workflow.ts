// Which status a request may move to from the one it has (issue 13, "Decisions"). Every kind
// follows the review path: received → in review → approved / rejected / needs information, and
// an approved request is closed by the call that settles the details (contacted). A contact
// message is answered rather than approved: the call back closes it. The API refuses any other
// move, whatever the desk shows.
import type { RequestKind, RequestStatus } from "./request-labels";

type Transitions = Readonly<Record<RequestStatus, readonly RequestStatus[]>>;

const REVIEW: Transitions = {
  received: ["in-review", "rejected"],
  "in-review": ["approved", "rejected", "needs-info"],
  "needs-info": ["in-review", "rejected"],
  approved: ["contacted"],
  rejected: [],
  contacted: [],
  cancelled: [],
};

const ANSWER: Transitions = {
  received: ["in-review", "contacted", "rejected"],
  "in-review": ["contacted", "needs-info", "rejected"],
  "needs-info": ["in-review", "contacted", "rejected"],
  approved: [],
  rejected: [],
  contacted: [],
  cancelled: [],
};

// An event registration is reviewed like any request, but its seat is given back only through
// the desk's cancellation (server/events/attendees.ts), which frees the seat and offers it to the
// waiting list in one transaction: no decision moves a registration to "cancelled".
const EVENT: Transitions = REVIEW;

const BY_KIND: Partial<Record<RequestKind, Transitions>> = { contact: ANSWER, "event-attendance": EVENT };

/** The statuses a request of this kind may go to next, in the order the desk offers them. */
export function nextStatuses(kind: string, status: string): readonly RequestStatus[] {
  const transitions = BY_KIND[kind as RequestKind] ?? REVIEW;
  return transitions[status as RequestStatus] ?? [];
}

export function canMove(kind: string, from: string, to: string): boolean {
  return nextStatuses(kind, from).includes(to as RequestStatus);
}

/** Where every kind's workflow ends: a request in one of these is done and no longer waits for anyone. */
export const FINAL_STATUSES: readonly RequestStatus[] = ["rejected", "contacted", "cancelled"];

/** A registration in one of these no longer holds a seat or a place on the waiting list. */
export function isFinalStatus(status: string): boolean {
  return FINAL_STATUSES.includes(status as RequestStatus);
}
