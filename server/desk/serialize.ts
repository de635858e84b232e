import "server-only";
// The desk's answers, from rows (shared/types/desk.ts).
import type { DeskCall, DeskNote, DeskRequestItem, StaffRef } from "@/shared/types/desk";
import { CALL_OUTCOMES, type CallOutcome } from "@/shared/types/desk";
import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/types";
import {
  users as usersTable,
  type requestCalls,
  type requestNotes,
  type requests,
  type users,
} from "@/server/db/schema";
import { toReceipt } from "@/server/requests/serialize";
import { displayName } from "@/server/auth/sign-in";

type RequestRow = typeof requests.$inferSelect;
type UserRow = Pick<typeof users.$inferSelect, "id" | "firstName" | "lastName" | "mobile">;

export function staffRef(user: UserRow | null | undefined): StaffRef | null {
  return user ? { id: user.id, name: displayName(user) } : null;
}

export function toDeskItem(row: RequestRow, assignee: UserRow | null | undefined): DeskRequestItem {
  return {
    ...toReceipt(row),
    full_name: row.fullName,
    mobile: row.mobile,
    version: row.version,
    assignee: staffRef(assignee),
    last_called_at: row.lastCalledAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toDeskNote(note: typeof requestNotes.$inferSelect, author: UserRow | null | undefined): DeskNote {
  return { id: note.id, text: note.text, author: staffRef(author), created_at: note.createdAt.toISOString() };
}

export function toDeskCall(call: typeof requestCalls.$inferSelect, staff: UserRow | null | undefined): DeskCall {
  const outcome = call.outcome as CallOutcome;
  return {
    id: call.id,
    outcome,
    outcome_label: CALL_OUTCOMES[outcome] ?? call.outcome,
    call_back_at: call.callBackAt?.toISOString() ?? null,
    note: call.note,
    staff: staffRef(staff),
    called_at: call.calledAt.toISOString(),
  };
}

/** A queue row for a request just changed, with its assignee looked up. */
export async function deskItemOf(db: Database, row: RequestRow): Promise<DeskRequestItem> {
  const [assignee] = row.assigneeId
    ? await db.select().from(usersTable).where(eq(usersTable.id, row.assigneeId)).limit(1)
    : [];
  return toDeskItem(row, assignee);
}
