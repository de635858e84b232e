import "server-only";
// What the team does with a request (issue 13, "Decisions"): move its status along the kind's
// workflow, note, log a call, assign it. Status and assignment carry the version the desk showed;
// if someone changed the request meanwhile the update matches no row and the second person gets a
// clear 409 instead of silently undoing the first one's work. Every action is audited in the same
// transaction.
import { log } from "@/server/log";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/server/db/types";
import { requestCalls, requestNotes, requests, requestStatusHistory, staffMembers } from "@/server/db/schema";
import { HttpError } from "@/server/http/errors";
import { ValidationFailure } from "@/server/http/validation";
import { audit } from "@/server/audit/log";
import { sendSms, type SmsResult } from "@/server/sms";
import type { StaffCaller } from "@/server/staff/access";
import { canMove } from "@/shared/request-workflow";
import { kindLabel, statusLabel } from "@/shared/request-labels";
import { canReview } from "@/shared/staff";
import { isIranMobile } from "@/validation/validators";
import type { CallEntry, StatusDecision } from "@/validation/desk";
import { accessOf } from "@/server/staff/members";
import { afterSeatChanges, releaseSeatOf, type OfferMade } from "@/server/events/seat-offers";
import { FINAL_STATUSES } from "@/shared/request-workflow";
import { reviewableRequest } from "./reviewable-request";
import { statusSmsText } from "./status-sms";

export const STALE_VERSION_MESSAGE =
  "این درخواست همین حالا از طرف همکار دیگری تغییر کرده است. صفحه را تازه کنید و دوباره تصمیم بگیرید.";

type RequestRow = typeof requests.$inferSelect;

/** Applies a change if the request is still at `version`; 409 otherwise. */
async function updateAtVersion(
  t: Database,
  row: RequestRow,
  version: number,
  set: Partial<typeof requests.$inferInsert>,
): Promise<RequestRow> {
  if (row.version !== version) throw new HttpError(409, STALE_VERSION_MESSAGE);
  const [updated] = await t
    .update(requests)
    .set({ ...set, version: sql`${requests.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(requests.id, row.id), eq(requests.version, version)))
    .returning();
  if (!updated) throw new HttpError(409, STALE_VERSION_MESSAGE);
  return updated;
}

export type StatusChangeResult = { request: RequestRow; sms: SmsResult | { outcome: "not-sent" } | null };

export async function changeStatus(
  db: Database,
  staff: StaffCaller,
  id: number,
  decision: StatusDecision,
): Promise<StatusChangeResult> {
  const row = await reviewableRequest(db, staff, id);
  // A stale page is the first thing to say: "rejected cannot go to in-review" would blame the
  // person for a move that was valid on the page they saw, when a colleague simply decided first.
  if (row.version !== decision.version) throw new HttpError(409, STALE_VERSION_MESSAGE);
  if (!canMove(row.kind, row.status, decision.status)) {
    throw new HttpError(
      409,
      `درخواستی با وضعیت «${statusLabel(row.status)}» نمی‌تواند به «${statusLabel(decision.status)}» برود.`,
    );
  }
  let seatOffer: OfferMade | null = null;
  const updated = await db.transaction(async (t) => {
    const next = await updateAtVersion(t, row, decision.version, { status: decision.status });
    await t
      .insert(requestStatusHistory)
      .values({ requestId: id, status: decision.status, note: decision.note ?? null, staffId: staff.user.id });
    // A closed event registration gives its seat back (to the waiting list first), as a cancellation does.
    if (row.kind === "event-attendance" && FINAL_STATUSES.includes(decision.status))
      seatOffer = (await releaseSeatOf(t, row)).offer;
    await audit(t, {
      actorId: staff.user.id,
      action: "request.status",
      entity: "request",
      entityId: id,
      before: { status: row.status, version: row.version },
      after: { status: next.status, version: next.version, note: decision.note ?? null, notify: decision.notify },
      ip: staff.ip,
    });
    return next;
  });
  if (row.kind === "event-attendance" && row.subjectId !== null) await afterSeatChanges([seatOffer], [row.subjectId]);
  if (!decision.notify || !isIranMobile(updated.mobile))
    return { request: updated, sms: decision.notify ? { outcome: "not-sent" } : null };
  const text = await statusSmsText(db, updated.kind, updated.status, updated.trackingCode);
  if (!text) return { request: updated, sms: { outcome: "not-sent" } };
  // The requester's number, not the staff member's account, pays from the SMS budget: a busy
  // reviewer must not run out of messages.
  const sms = await sendSms(
    {
      to: updated.mobile,
      kind: "notice",
      text,
      tokens: [updated.trackingCode, kindLabel(updated.kind), statusLabel(updated.status)],
    },
    {},
  ).catch((error: unknown) => {
    log.error({ err: error instanceof Error ? error.name : "error" }, "status notice sms not sent");
    return { outcome: "not-sent" as const };
  });
  return { request: updated, sms };
}

export async function addNote(db: Database, staff: StaffCaller, id: number, text: string) {
  await reviewableRequest(db, staff, id);
  return db.transaction(async (t) => {
    const [note] = await t.insert(requestNotes).values({ requestId: id, authorId: staff.user.id, text }).returning();
    await audit(t, {
      actorId: staff.user.id,
      action: "request.note",
      entity: "request",
      entityId: id,
      after: { note_id: note!.id, text },
      ip: staff.ip,
    });
    return note!;
  });
}

export async function logCall(db: Database, staff: StaffCaller, id: number, entry: CallEntry) {
  await reviewableRequest(db, staff, id);
  return db.transaction(async (t) => {
    const [call] = await t
      .insert(requestCalls)
      .values({
        requestId: id,
        staffId: staff.user.id,
        outcome: entry.outcome,
        callBackAt: entry.call_back_at ? new Date(entry.call_back_at) : null,
        note: entry.note ?? null,
      })
      .returning();
    await t.update(requests).set({ lastCalledAt: call!.calledAt }).where(eq(requests.id, id));
    await audit(t, {
      actorId: staff.user.id,
      action: "request.call",
      entity: "request",
      entityId: id,
      after: {
        call_id: call!.id,
        outcome: entry.outcome,
        call_back_at: entry.call_back_at ?? null,
        note: entry.note ?? null,
      },
      ip: staff.ip,
    });
    return call!;
  });
}

/** Assigns the request to a staff member who may review its kind (or to nobody). */
export async function assign(
  db: Database,
  staff: StaffCaller,
  id: number,
  assigneeId: number | null,
  version: number,
): Promise<RequestRow> {
  const row = await reviewableRequest(db, staff, id);
  if (assigneeId !== null) {
    const [member] = await db.select().from(staffMembers).where(eq(staffMembers.userId, assigneeId)).limit(1);
    const access = member && accessOf(member);
    if (!access || !canReview(access, row.kind))
      throw new ValidationFailure("assignee_id", "این همکار درخواست‌های این نوع را بررسی نمی‌کند.");
  }
  return db.transaction(async (t) => {
    const updated = await updateAtVersion(t, row, version, { assigneeId });
    await audit(t, {
      actorId: staff.user.id,
      action: "request.assign",
      entity: "request",
      entityId: id,
      before: { assignee_id: row.assigneeId },
      after: { assignee_id: assigneeId },
      ip: staff.ip,
    });
    return updated;
  });
}
