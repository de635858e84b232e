// What the reservation calendar says of a day a plan cannot start (its answer from
// GET /v1/location-plan/{id}/availability): closed with the desk's reason, the weekly day off, or full.
import { isoWeekday } from "@/shared/format/date";
import type { PlanAvailability } from "@/shared/types/workspaces";

export const WEEKLY_DAY_OFF = "تعطیل هفتگی شعبه";
export const FULL_DAY = "ظرفیت این روز تکمیل است";

/** Why a day cannot be chosen, or undefined when it can. */
export function unavailableDays(calendar: PlanAvailability): (iso: string) => string | undefined {
  const closed = new Map(calendar.closed.map((day) => [day.date, day.reason]));
  const full = new Set(calendar.full);
  return (iso) => {
    const reason = closed.get(iso);
    if (reason) return `تعطیل: ${reason}`;
    if (calendar.closed_weekdays.includes(isoWeekday(iso))) return WEEKLY_DAY_OFF;
    return full.has(iso) ? FULL_DAY : undefined;
  };
}
