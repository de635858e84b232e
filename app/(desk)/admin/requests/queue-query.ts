// The queue's state as the desk keeps it in its URL (kind, status, assignee, not_called, q,
// period, branch, sort, page), read leniently (anything that names nothing is left out, as on the
// site's lists), and turned into the admin API's query.
import { param, pageParam, type RawSearchParams } from "@/lib/catalog/search-params";
import { DESK_SORTS, type DeskQueueQuery, type DeskSort } from "@/lib/api/resources/desk";
import { addDaysIso, jalaliOfIsoDate } from "@/shared/format/date";
import { toLatinDigits } from "@/shared/format/digits";
import { REQUEST_STATUSES, type RequestKind, type RequestStatus } from "@/shared/request-labels";
import { reviewableKinds } from "@/shared/staff";
import type { DeskMe } from "@/shared/types/desk";

/** The period select: the first day (Tehran, ISO) it counts from, given today. "week" starts on Saturday, as the dashboard's week does. */
export const PERIODS = {
  today: { label: "امروز", from: (today: string) => today },
  week: { label: "این هفته", from: (today: string) => addDaysIso(today, -jalaliOfIsoDate(today).weekday) },
  "7d": { label: "۷ روز اخیر", from: (today: string) => addDaysIso(today, -6) },
  "30d": { label: "۳۰ روز اخیر", from: (today: string) => addDaysIso(today, -29) },
} as const;
export type Period = keyof typeof PERIODS;

/** The period select's choices. */
export const PERIOD_LABELS = Object.fromEntries(
  Object.entries(PERIODS).map(([value, { label }]) => [value, label]),
) as Record<Period, string>;

export const SORT_LABELS: Record<DeskSort, string> = {
  newest: "جدیدترین",
  oldest: "قدیمی‌ترین",
  updated: "آخرین تغییر",
};

export const ASSIGNEE_LABELS = { me: "سپرده به من", none: "سپرده‌نشده" } as const;
export type AssigneeFilter = keyof typeof ASSIGNEE_LABELS;

export type QueueState = {
  kind?: RequestKind;
  status?: RequestStatus;
  assignee?: AssigneeFilter;
  notCalled: boolean;
  q?: string;
  period?: Period;
  /** Only with kind=reservation. */
  branch?: number;
  sort: DeskSort;
  page: number;
};

const oneOf = <T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined =>
  allowed.find((item) => item === value);

export function readQueueState(params: RawSearchParams, me: Pick<DeskMe, "role" | "kinds">): QueueState {
  const kind = oneOf(param(params, "kind"), reviewableKinds(me));
  const branch = toLatinDigits(param(params, "branch") ?? "");
  return {
    kind,
    status: oneOf(param(params, "status"), Object.keys(REQUEST_STATUSES) as RequestStatus[]),
    assignee: oneOf(param(params, "assignee"), Object.keys(ASSIGNEE_LABELS) as AssigneeFilter[]),
    notCalled: param(params, "not_called") === "1",
    q: param(params, "q")?.slice(0, 100),
    period: oneOf(param(params, "period"), Object.keys(PERIODS) as Period[]),
    branch: kind === "reservation" && /^\d{1,9}$/.test(branch) ? Number(branch) : undefined,
    sort: oneOf(param(params, "sort"), DESK_SORTS) ?? "newest",
    page: pageParam(params),
  };
}

/** The API's query for this state; `today` is the Tehran day (ISO) the period counts back from. */
export function queueApiQuery(state: QueueState, today: string): DeskQueueQuery {
  return {
    kind: state.kind,
    status: state.status,
    assignee: state.assignee,
    not_called: state.notCalled ? 1 : undefined,
    q: state.q,
    from: state.period ? PERIODS[state.period].from(today) : undefined,
    branch: state.branch,
    sort: state.sort,
    page: state.page,
  };
}
