// The reservation calendar in the content desk (issue 14): branches' days off and closed days,
// plans' daily capacity (/v1/admin/content/calendar).
import type { ApiCallOptions, ApiClient } from "../client";
import type { DeskBranchCalendar } from "@/shared/types/workspaces";
import type { BranchCalendarInput, PlanCapacityInput } from "@/validation/content/calendar";

const BASE = "/v1/admin/content/calendar";

export const deskCalendarPath = "/admin/content/calendar";

export const deskCalendarApi = {
  branches: (api: ApiClient, options?: ApiCallOptions) => api.get<DeskBranchCalendar[]>(BASE, options),
  /** 422s land on the form's fields; the form says them itself. */
  saveBranch: (api: ApiClient, id: number, body: BranchCalendarInput) =>
    api
      .request<Pick<DeskBranchCalendar, "closed_weekdays" | "closed_days" | "version">>(
        "PUT",
        `${BASE}/branches/${id}`,
        body,
      )
      .then((response) => response.data),
  savePlan: (api: ApiClient, id: number, body: PlanCapacityInput) =>
    api.patch<{ id: number; daily_capacity: number | null; version: number }>(`${BASE}/plans/${id}`, body),
};
