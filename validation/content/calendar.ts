// The reservation calendar as the content desk edits it (issue 14): a branch's weekly days off and
// its closed days (a day, in any digits, and the reason visitors read), and a plan's daily capacity
// (empty: no limit). The desk's forms and the admin API parse with these.
import { z } from "zod";
import { isIsoDay } from "@/shared/format/date";
import { toLatinDigits } from "@/shared/format/digits";
import { between } from "../rules";
import { contentVersion, wholeNumber } from "./fields";

export const CALENDAR_LIMITS = { closedDays: 200, dailyCapacity: 10_000 } as const;

const DAY_MESSAGE = "روز تعطیل معتبر نیست.";
const WEEKDAY_MESSAGE = "روز هفته معتبر نیست.";

const closedDay = z.object({
  date: z.preprocess(
    (value) => (typeof value === "string" ? toLatinDigits(value).trim() : value),
    z.string({ error: DAY_MESSAGE }).refine(isIsoDay, { error: DAY_MESSAGE }),
  ),
  reason: between("دلیل تعطیلی", 2, 80),
});

/** A branch's weekly days off: JavaScript's weekday numbers (0 Sunday … 5 Friday, 6 Saturday), as numbers or a form's checked boxes' values; never the whole week. */
export const closedWeekdays = z.preprocess(
  (value) =>
    value === false || value === undefined
      ? []
      : Array.isArray(value)
        ? value.map((day) => (typeof day === "string" && /^\d$/.test(day) ? Number(day) : day))
        : value,
  z
    .array(
      z
        .number({ error: WEEKDAY_MESSAGE })
        .int({ error: WEEKDAY_MESSAGE })
        .min(0, { error: WEEKDAY_MESSAGE })
        .max(6, { error: WEEKDAY_MESSAGE }),
      { error: WEEKDAY_MESSAGE },
    )
    .max(6, { error: "شعبه نمی‌تواند همه روزهای هفته تعطیل باشد." })
    .transform((days) => [...new Set(days)].sort()),
);

export const branchCalendarSchema = z.object({
  closed_weekdays: closedWeekdays,
  /** The closed days from today on (earlier ones stay as they were). */
  closed_days: z
    .array(closedDay, { error: DAY_MESSAGE })
    .max(CALENDAR_LIMITS.closedDays, { error: "روزهای تعطیل بیش از اندازه است." })
    .refine((days) => new Set(days.map((day) => day.date)).size === days.length, { error: "یک روز دو بار آمده است." }),
  /** The branch's version the calendar showed, when the desk sends it: a write against an older one is refused (409). */
  version: contentVersion.optional(),
});
export type BranchCalendarInput = z.input<typeof branchCalendarSchema>;
export type BranchCalendar = z.output<typeof branchCalendarSchema>;

export const planCapacitySchema = z.object({
  /** Reservations that may start on one day; empty or null: no limit. */
  daily_capacity: z.preprocess(
    (value) => (value === "" ? null : value),
    wholeNumber("ظرفیت روزانه", { min: 1, max: CALENDAR_LIMITS.dailyCapacity }).nullable(),
  ),
  /** The plan's version the calendar showed, when the desk sends it (409 when older). */
  version: contentVersion.optional(),
});
export type PlanCapacityInput = z.input<typeof planCapacitySchema>;
