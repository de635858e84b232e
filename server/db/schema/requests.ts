// The requests visitors send and the team's work on them: status history, notes, calls.
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id, createdAt, updatedAt, belongsTo, mentions } from "./columns";
import { users } from "./accounts";

/**
 * Every request a visitor sends (reservation, internship, idea, job application, mentor, hi-tech
 * cooperation, freelancer registration, contact, event registration): one row, with the form's
 * fields in `payload` (validated by the shared schema of its kind), a tracking code and a status.
 */
export const requests = pgTable(
  "requests",
  {
    id: id(),
    /** reservation | internship | idea | job-resume | career-apply | mentor-request | mentor-advice | mentor-apply | hitech-proposal | freelancer-create | contact | event-attendance */
    kind: text("kind").notNull(),
    trackingCode: text("tracking_code").notNull().unique(),
    userId: mentions("user_id", () => users.id),
    /** The number the request was sent with (for lookups by tracking code + mobile). */
    mobile: text("mobile").notNull(),
    fullName: text("full_name").notNull(),
    /** received | in-review | approved | rejected | contacted */
    status: text("status").notNull().default("received"),
    /** The entity it is about (event id, plan id, job id, mentor id, project id), when any. */
    subjectId: integer("subject_id"),
    subjectTitle: text("subject_title"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    /** Hash of the Idempotency-Key scoped to its caller and endpoint (never the raw key). */
    idempotencyKey: text("idempotency_key").unique(),
    /** Hash of the body first sent with that key: a replay with another body is refused. */
    idempotencyBodyHash: text("idempotency_body_hash"),
    /** Bumped by every change the staff make: a change made against an older version is refused (two people, one request). */
    version: integer("version").notNull().default(1),
    /** The staff member the request is assigned to. */
    assigneeId: mentions("assignee_id", () => users.id),
    /** When the team last phoned the requester (null: not yet called). */
    lastCalledAt: timestamp("last_called_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("requests_user_idx").on(t.userId),
    index("requests_mobile_idx").on(t.mobile),
    index("requests_kind_subject_idx").on(t.kind, t.subjectId),
    index("requests_status_created_idx").on(t.status, t.createdAt),
    index("requests_created_idx").on(t.createdAt),
  ],
);

export const requestStatusHistory = pgTable("request_status_history", {
  id: id(),
  requestId: belongsTo("request_id", () => requests.id),
  status: text("status").notNull(),
  note: text("note"),
  /** Who made the change (null: the site itself, e.g. on receipt). */
  staffId: mentions("staff_id", () => users.id),
  createdAt: createdAt(),
});

/** The team's own notes on a request; never shown to the requester. */
export const requestNotes = pgTable(
  "request_notes",
  {
    id: id(),
    requestId: belongsTo("request_id", () => requests.id),
    authorId: mentions("author_id", () => users.id),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("request_notes_request_idx").on(t.requestId)],
);

/** Every call the team made about a request, and how it went. */
export const requestCalls = pgTable(
  "request_calls",
  {
    id: id(),
    requestId: belongsTo("request_id", () => requests.id),
    staffId: mentions("staff_id", () => users.id),
    /** answered | no-answer | agreed | declined | call-back */
    outcome: text("outcome").notNull(),
    /** For call-back: when the requester asked to be called again. */
    callBackAt: timestamp("call_back_at", { withTimezone: true }),
    note: text("note"),
    calledAt: timestamp("called_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("request_calls_request_idx").on(t.requestId)],
);
