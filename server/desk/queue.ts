import "server-only";
// The desk's queues: every request a staff member may review, filtered, searched, sorted and paged
// (issue 13, "Queues"). A reviewer of some kinds never sees another kind's requests, whatever the
// filter asks for.
import {
  aliasedTable,
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  notInArray,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { Database } from "@/server/db/types";
import { requests, users } from "@/server/db/schema";
import type { Pagination } from "@/server/http/pagination";
import { countAll, intParam } from "@/server/catalog/query";
import { isRequestKind, reviewableKinds, type StaffAccess } from "@/shared/staff";
import { addDaysIso, isIsoDay, tehranDayStart } from "@/shared/format/date";
import { REQUEST_STATUSES, type RequestStatus } from "@/shared/request-labels";
import { FINAL_STATUSES } from "@/shared/request-workflow";
import { toLatinDigits } from "@/shared/format/digits";
import type { DeskQueueSummary } from "@/shared/types/desk";
import { toDeskItem } from "./serialize";
import { queueQuery } from "@/shared/queries/desk";
import { parseQuery } from "@/shared/queries/query";

export type QueueFilter = {
  kind?: string;
  status?: string;
  /** A reservation's branch id. */
  branch?: number;
  /** Days (YYYY-MM-DD) in Tehran time, both included. */
  from?: string;
  to?: string;
  /** A staff member's id, "me", or "none" (not assigned). */
  assignee?: number | "none";
  notCalled?: boolean;
  q?: string;
  sort?: QueueSort;
};

export const QUEUE_SORTS = ["newest", "oldest", "updated"] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];

const nextDay = (day: string) => tehranDayStart(addDaysIso(day, 1));

export function queueConditions(access: StaffAccess, filter: QueueFilter, withStatus: boolean): SQL | undefined {
  const all: Array<SQL | undefined> = [inArray(requests.kind, reviewableKinds(access))];
  if (filter.kind) all.push(eq(requests.kind, filter.kind));
  if (withStatus && filter.status) all.push(eq(requests.status, filter.status));
  if (filter.branch) all.push(sql`${requests.payload}->>'branch' = ${String(filter.branch)}`);
  if (filter.from) all.push(gte(requests.createdAt, tehranDayStart(filter.from)));
  if (filter.to) all.push(lt(requests.createdAt, nextDay(filter.to)));
  if (filter.assignee === "none") all.push(isNull(requests.assigneeId));
  else if (filter.assignee) all.push(eq(requests.assigneeId, filter.assignee));
  // "Not yet called" means still waiting for a call: a decided request nobody phoned waits for nothing
  // (the same count as the dashboard's and the daily digest's).
  if (filter.notCalled) all.push(isNull(requests.lastCalledAt), notInArray(requests.status, [...FINAL_STATUSES]));
  const q = filter.q?.trim();
  if (q) {
    const latin = toLatinDigits(q);
    const digits = latin.replace(/\D/g, "");
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    all.push(
      or(
        ilike(requests.fullName, pattern),
        eq(requests.trackingCode, latin.toUpperCase()),
        digits.length >= 4 ? sql`${requests.mobile} like ${`%${digits}%`}` : undefined,
      ),
    );
  }
  return and(...all);
}

const ORDER: Record<QueueSort, SQL[]> = {
  newest: [desc(requests.createdAt), desc(requests.id)],
  oldest: [asc(requests.createdAt), asc(requests.id)],
  updated: [desc(requests.updatedAt), desc(requests.id)],
};

const assignees = aliasedTable(users, "assignee");

export async function listQueue(db: Database, access: StaffAccess, filter: QueueFilter, page: Pagination) {
  const where = queueConditions(access, filter, true);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ request: requests, assignee: assignees })
      .from(requests)
      .leftJoin(assignees, eq(assignees.id, requests.assigneeId))
      .where(where)
      .orderBy(...ORDER[filter.sort ?? "newest"])
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ total: countAll }).from(requests).where(where),
  ]);
  return { items: rows.map((row) => toDeskItem(row.request, row.assignee)), total };
}

/** Counts per status under the queue's other filters, and the oldest request still untouched. */
export async function queueSummary(db: Database, access: StaffAccess, filter: QueueFilter): Promise<DeskQueueSummary> {
  const where = queueConditions(access, filter, false);
  const [groups, [oldest]] = await Promise.all([
    db.select({ status: requests.status, count: countAll }).from(requests).where(where).groupBy(requests.status),
    db
      .select()
      .from(requests)
      .where(and(where, eq(requests.status, "received"), isNull(requests.lastCalledAt), isNull(requests.assigneeId)))
      .orderBy(asc(requests.createdAt), asc(requests.id))
      .limit(1),
  ]);
  const counts: DeskQueueSummary["counts"] = {};
  for (const group of groups)
    if (Object.hasOwn(REQUEST_STATUSES, group.status)) counts[group.status as RequestStatus] = group.count;
  const item = oldest ? toDeskItem(oldest, null) : null;
  return {
    counts,
    total: groups.reduce((sum, group) => sum + group.count, 0),
    oldest_untouched: item && {
      id: item.id,
      tracking_code: item.tracking_code,
      kind_label: item.kind_label,
      full_name: item.full_name,
      created_at: item.created_at,
    },
  };
}

/**
 * The queue's filters from a query string (the desk keeps them in its URL). Values that name
 * nothing (an unknown kind, a malformed date) are left out rather than refused, as a list of the
 * public site does.
 */
export function parseQueueFilter(params: URLSearchParams, staffUserId: number): QueueFilter {
  const query = parseQuery(queueQuery, params);
  const day = (value: string | undefined) => {
    const latin = value && toLatinDigits(value);
    return latin && isIsoDay(latin) ? latin : undefined;
  };
  const { kind, status, assignee, sort } = query;
  return {
    kind: isRequestKind(kind) ? kind : undefined,
    status: status && Object.hasOwn(REQUEST_STATUSES, status) ? status : undefined,
    branch: query.branch,
    from: day(query.from),
    to: day(query.to),
    assignee: assignee === "me" ? staffUserId : assignee === "none" ? "none" : intParam(assignee ?? null),
    notCalled: query.not_called,
    q: query.q,
    sort: QUEUE_SORTS.find((s) => s === sort),
  };
}
