import "server-only";
// One request as the desk sees it (issue 13, "A request's page"): every field, the files, the
// status timeline with who moved it, the team's notes and calls, the assignee, what it may move
// to next, and the requester's other requests. Opening it is audited: it shows personal data.
import { aliasedTable, and, asc, desc, eq, inArray, ne, or } from "drizzle-orm";
import type { Database } from "@/server/db/types";
import { requestCalls, requestNotes, requests, requestStatusHistory, uploads, users } from "@/server/db/schema";
import { toFile } from "@/server/requests/serialize";
import { audit } from "@/server/audit/log";
import type { StaffCaller } from "@/server/staff/access";
import { reviewableKinds } from "@/shared/staff";
import { statusLabel } from "@/shared/request-labels";
import { nextStatuses } from "@/shared/request-workflow";
import type { DeskRequestCase } from "@/shared/types/desk";
import { deskFileUrl } from "./files";
import { profileOf, PROFILE_KINDS } from "./profiles";
import { reviewableRequest } from "./reviewable-request";
import { staffRef, toDeskCall, toDeskItem, toDeskNote } from "./serialize";

const assignees = aliasedTable(users, "assignee");

export async function readCase(db: Database, staff: StaffCaller, id: number): Promise<DeskRequestCase> {
  const row = await reviewableRequest(db, staff, id);
  const [[assignee], history, notes, calls, files, others, profile] = await Promise.all([
    row.assigneeId ? db.select().from(users).where(eq(users.id, row.assigneeId)).limit(1) : Promise.resolve([]),
    db
      .select({ entry: requestStatusHistory, staff: users })
      .from(requestStatusHistory)
      .leftJoin(users, eq(users.id, requestStatusHistory.staffId))
      .where(eq(requestStatusHistory.requestId, id))
      .orderBy(asc(requestStatusHistory.createdAt), asc(requestStatusHistory.id)),
    db
      .select({ note: requestNotes, author: users })
      .from(requestNotes)
      .leftJoin(users, eq(users.id, requestNotes.authorId))
      .where(eq(requestNotes.requestId, id))
      .orderBy(desc(requestNotes.createdAt), desc(requestNotes.id)),
    db
      .select({ call: requestCalls, staff: users })
      .from(requestCalls)
      .leftJoin(users, eq(users.id, requestCalls.staffId))
      .where(eq(requestCalls.requestId, id))
      .orderBy(desc(requestCalls.calledAt), desc(requestCalls.id)),
    db.select().from(uploads).where(eq(uploads.requestId, id)).orderBy(asc(uploads.id)),
    db
      .select({ request: requests, assignee: assignees })
      .from(requests)
      .leftJoin(assignees, eq(assignees.id, requests.assigneeId))
      .where(
        and(
          ne(requests.id, id),
          inArray(requests.kind, reviewableKinds(staff.access)),
          or(eq(requests.mobile, row.mobile), row.userId ? eq(requests.userId, row.userId) : undefined),
        ),
      )
      .orderBy(desc(requests.createdAt), desc(requests.id))
      .limit(20),
    profileOf(db, row.kind, id),
  ]);
  await audit(db, { actorId: staff.user.id, action: "request.view", entity: "request", entityId: id, ip: staff.ip });
  return {
    ...toDeskItem(row, assignee),
    user_id: row.userId,
    payload: row.payload,
    // Each file's address is signed for this staff member: the page's links and previews open it (server/desk/files.ts).
    files: files.map((file) => ({ ...toFile(file), url: deskFileUrl(file.id, staff.user.id) })),
    history: history.map(({ entry, staff: by }) => ({
      status: entry.status,
      status_label: statusLabel(entry.status),
      note: entry.note,
      created_at: entry.createdAt.toISOString(),
      staff: staffRef(by),
    })),
    notes: notes.map(({ note, author }) => toDeskNote(note, author)),
    calls: calls.map(({ call, staff: by }) => toDeskCall(call, by)),
    next_statuses: nextStatuses(row.kind, row.status).map((status) => ({ status, label: statusLabel(status) })),
    others: others.map((other) => toDeskItem(other.request, other.assignee)),
    ...((PROFILE_KINDS as readonly string[]).includes(row.kind) ? { profile } : {}),
  };
}
