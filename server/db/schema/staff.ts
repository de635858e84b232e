// The provider's team and the log of what it did.
import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { id, createdAt, updatedAt, jsonList, mentions } from "./columns";
import { users } from "./accounts";

/** The provider's team: a user with a role in the desk (shared/staff.ts). */
export const staffMembers = pgTable("staff_members", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** admin | reviewer | editor */
  role: text("role").notNull(),
  /** For a reviewer: the request kinds it reviews; empty for every kind. */
  kinds: jsonList("kinds"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Every staff action, views of personal data included: who, what, on which record, before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    /** The staff member (null: a command run on the server, e.g. staff:create). */
    actorId: mentions("actor_id", () => users.id),
    /** e.g. request.view, request.status, request.note, request.call, request.assign, staff.create */
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_entity_idx").on(t.entity, t.entityId),
    index("audit_log_actor_idx").on(t.actorId),
  ],
);
