// The staff desk's endpoints (/v1/admin/...), as the desk's pages (server channel) and forms
// (browser channel) call them. The API checks the caller's role on every call.
import type { auditQuery, queueQuery } from "@/shared/queries/desk";
import type { ReadBy } from "@/shared/queries/query";
import { serializeParams, type ApiCallOptions, type ApiClient } from "../client";
import type { RequestKind, RequestStatus } from "@/shared/request-labels";
import type { StaffRole } from "@/shared/staff";
import type { Identity } from "@/shared/types/auth";
import type {
  CallOutcome,
  DeskAuditEntry,
  DeskCall,
  DeskDashboard,
  DeskMe,
  DeskNote,
  DeskProfile,
  DeskQueueSummary,
  DeskRequestCase,
  DeskRequestItem,
  DeskSmsTemplate,
  DeskStaffMember,
} from "@/shared/types/desk";

export const DESK_SORTS = ["newest", "oldest", "updated"] as const;
export type DeskSort = (typeof DESK_SORTS)[number];

/** The queue's filters, as the API reads them (and the desk keeps them in its URL). */
export type DeskQueueQuery = ReadBy<
  typeof queueQuery,
  {
    kind?: RequestKind;
    status?: RequestStatus;
    branch?: number;
    /** ISO days (YYYY-MM-DD), Tehran time, both included. */
    from?: string;
    to?: string;
    /** A staff member's id, "me" or "none" (not assigned). */
    assignee?: number | "me" | "none";
    /** 1: only requests nobody has called yet. */
    not_called?: 1;
    /** A name, a mobile (any digits) or a tracking code. */
    q?: string;
    sort?: DeskSort;
    page?: number;
    "per-page"?: number;
  }
>;

export type StatusDecisionBody = { status: RequestStatus; note?: string; notify?: boolean; version: number };
export type StatusDecisionAnswer = { request: DeskRequestItem; sms: string | null };
export type CallBody = { outcome: CallOutcome; call_back_at?: string; note?: string };
export type StaffAccessBody = { role: StaffRole; kinds: RequestKind[] };
/** An empty or missing text goes back to the default. */
export type SmsTemplateBody = { kind: RequestKind; status: RequestStatus; text: string };
export type AuditQuery = ReadBy<
  typeof auditQuery,
  {
    actor?: number;
    entity?: string;
    entity_id?: string;
    action?: string;
    page?: number;
    "per-page"?: number;
  }
>;

const requestPath = (id: number) => `/v1/admin/requests/${id}`;

/** A stale version or the last admin (409): the desk's forms show the API's message in their own alert, so no toast repeats it. */
const SHOWN_IN_FORM = [409] as const;

export const deskApi = {
  me: (api: ApiClient, options?: ApiCallOptions) => api.get<DeskMe>("/v1/admin/me", options),
  queue: (api: ApiClient, params: DeskQueueQuery, options?: ApiCallOptions) =>
    api.list<DeskRequestItem>("/v1/admin/requests", { ...options, params }),
  summary: (
    api: ApiClient,
    params: Omit<DeskQueueQuery, "status" | "sort" | "page" | "per-page">,
    options?: ApiCallOptions,
  ) => api.get<DeskQueueSummary>("/v1/admin/requests/summary", { ...options, params }),
  request: (api: ApiClient, id: number, options?: ApiCallOptions) => api.get<DeskRequestCase>(requestPath(id), options),
  decide: (api: ApiClient, id: number, body: StatusDecisionBody) =>
    api.post<StatusDecisionAnswer>(`${requestPath(id)}/status`, body, { shownByCaller: SHOWN_IN_FORM }),
  addNote: (api: ApiClient, id: number, text: string) => api.post<DeskNote>(`${requestPath(id)}/notes`, { text }),
  logCall: (api: ApiClient, id: number, body: CallBody) => api.post<DeskCall>(`${requestPath(id)}/calls`, body),
  assign: (api: ApiClient, id: number, assigneeId: number | null, version: number) =>
    api.post<DeskRequestItem>(
      `${requestPath(id)}/assign`,
      { assignee_id: assigneeId, version },
      { shownByCaller: SHOWN_IN_FORM },
    ),
  staff: (api: ApiClient, options?: ApiCallOptions) => api.get<DeskStaffMember[]>("/v1/admin/staff", options),
  addStaff: (api: ApiClient, body: StaffAccessBody & { mobile: string }) =>
    api.post<DeskStaffMember>("/v1/admin/staff", body),
  updateStaff: (api: ApiClient, id: number, body: StaffAccessBody) =>
    api.patch<DeskStaffMember>(`/v1/admin/staff/${id}`, body, { shownByCaller: SHOWN_IN_FORM }),
  removeStaff: (api: ApiClient, id: number) =>
    api.delete<void>(`/v1/admin/staff/${id}`, { shownByCaller: SHOWN_IN_FORM }),
  audit: (api: ApiClient, params: AuditQuery, options?: ApiCallOptions) =>
    api.list<DeskAuditEntry>("/v1/admin/audit", { ...options, params }),
  dashboard: (api: ApiClient, options?: ApiCallOptions) => api.get<DeskDashboard>("/v1/admin/dashboard", options),
  smsTemplates: (api: ApiClient, options?: ApiCallOptions) =>
    api.get<DeskSmsTemplate[]>("/v1/admin/sms-templates", options),
  saveSmsTemplate: (api: ApiClient, body: SmsTemplateBody) =>
    api.request<DeskSmsTemplate | null>("PUT", "/v1/admin/sms-templates", body).then((response) => response.data),
  /** An approved freelancer registration or mentor application as its public profile (the one already made, if any). */
  publishProfile: (api: ApiClient, id: number) =>
    api.post<DeskProfile>(`${requestPath(id)}/profile`, {}, { shownByCaller: [409, 422] }),
  /** Support's 'login as' (admins): the browser's session becomes the user's for an hour. */
  loginAs: (api: ApiClient, target: { user_id: number } | { mobile: string }) =>
    api.post<{ identity: Identity; impersonator: { id: number; name: string } }>("/v1/admin/login-as", target),
};

/** The queue under these filters as a CSV file (a plain link: the browser downloads it with the session cookie). */
export function deskExportPath(params: Omit<DeskQueueQuery, "page" | "per-page">): string {
  const query = serializeParams(params);
  return query ? `/api/v1/admin/requests/export?${query}` : "/api/v1/admin/requests/export";
}

/** The desk page of one request. */
export const deskRequestPath = (id: number) => `/admin/requests/${id}`;
