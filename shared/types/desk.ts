// Shapes of the staff desk's API (/api/v1/admin/...).
import type { RequestFile, RequestHistoryEntry, RequestReceipt } from "./requests";
import type { StaffRole } from "../staff";
import type { RequestKind, RequestStatus } from "../request-labels";

export type StaffRef = { id: number; name: string };

/** GET /v1/admin/me: who is at the desk, and what the role lets them do. */
export type DeskMe = DeskStaffMember & {
  can: { review: boolean; manage_staff: boolean; edit_content: boolean };
};

/** One row of a queue (GET /v1/admin/requests). */
export type DeskRequestItem = RequestReceipt & {
  full_name: string;
  mobile: string;
  version: number;
  assignee: StaffRef | null;
  last_called_at: string | null;
  updated_at: string;
};

export type DeskHistoryEntry = RequestHistoryEntry & { staff: StaffRef | null };

export type DeskNote = { id: number; text: string; author: StaffRef | null; created_at: string };

export const CALL_OUTCOMES = {
  answered: "پاسخ داد",
  "no-answer": "پاسخ نداد",
  agreed: "موافقت کرد",
  declined: "منصرف شد",
  "call-back": "بعداً تماس بگیرید",
} as const;

export type CallOutcome = keyof typeof CALL_OUTCOMES;

export type DeskCall = {
  id: number;
  outcome: CallOutcome;
  outcome_label: string;
  call_back_at: string | null;
  note: string | null;
  staff: StaffRef | null;
  called_at: string;
};

/** One request's page (GET /v1/admin/requests/{id}). */
export type DeskRequestCase = DeskRequestItem & {
  /** The requester's account, when they sent it signed in (an admin may enter it: 'login as'). */
  user_id: number | null;
  payload: Record<string, unknown>;
  files: RequestFile[];
  history: DeskHistoryEntry[];
  notes: DeskNote[];
  calls: DeskCall[];
  next_statuses: Array<{ status: RequestStatus; label: string }>;
  /** The requester's other requests (same account or same number), newest first. */
  others: DeskRequestItem[];
  /** A freelancer's registration or a mentor's application: the public profile made from it (null: none yet). Other kinds: absent. */
  profile?: DeskProfile | null;
};

/** A public profile made at the desk from a request (POST /v1/admin/requests/{id}/profile). */
export type DeskProfile = { id: number; url: string };

/** GET /v1/admin/requests/summary: counts per status under the same filters, and the oldest request nobody has touched. */
export type DeskQueueSummary = {
  counts: Partial<Record<RequestStatus, number>>;
  total: number;
  oldest_untouched: Pick<DeskRequestItem, "id" | "tracking_code" | "kind_label" | "full_name" | "created_at"> | null;
};

export type DeskStaffMember = {
  id: number;
  name: string;
  mobile: string;
  role: StaffRole;
  role_label: string;
  kinds: RequestKind[];
};

export type DeskAuditEntry = {
  id: number;
  action: string;
  entity: string;
  entity_id: string | null;
  actor: StaffRef | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
  created_at: string;
};

/** New and decided requests in a period, counted per kind. */
export type DeskPeriodFigures = {
  new_total: number;
  new_by_kind: Partial<Record<RequestKind, number>>;
  decided: number;
};

/** GET /v1/admin/dashboard: today and this week (from Saturday, Tehran time), for the kinds this member reviews. */
export type DeskDashboard = {
  today: DeskPeriodFigures;
  week: DeskPeriodFigures;
  /** Open requests nobody has phoned yet. */
  waiting_for_call: number;
  busiest_branches: Array<{ id: number; name: string; count: number }>;
  busiest_plans: Array<{ id: number; title: string; count: number }>;
};

/** One status SMS template (GET /v1/admin/sms-templates): the text sent now, and whether an admin wrote it. */
export type DeskSmsTemplate = {
  kind: RequestKind;
  kind_label: string;
  status: RequestStatus;
  status_label: string;
  text: string;
  custom: boolean;
};
