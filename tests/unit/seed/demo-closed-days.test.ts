// The demo's closed days (server/seed/workspaces.ts) are counted from the day the site is seeded;
// on a Wednesday the first one fell on a Friday, the branches' weekly day off, so the reservation
// calendar showed it without its reason (and the calendar test failed every Wednesday).
import { describe, expect, it } from "vitest";
import { DEMO_CLOSED_DAYS, seededOpenDay } from "@/server/seed/workspaces";
import { addDaysIso, isoWeekday } from "@/shared/format/date";

const FRIDAY = 5;
// Seven consecutive days: every weekday the site may be seeded on.
const week = Array.from({ length: 7 }, (_, index) => addDaysIso("2026-11-21", index));

describe("the demo's closed days", () => {
  it.each(week)(
    "seeded on %s: each branch's closed day is a weekday of its own, ahead of the open days the tests reserve",
    (today) => {
      const days = DEMO_CLOSED_DAYS.map((closedDay) => closedDay(today).day);
      expect(days.map((day) => isoWeekday(day))).not.toContain(FRIDAY);
      expect(new Set(days).size).toBe(days.length);
      for (const day of days) expect(day > addDaysIso(today, 7)).toBe(true);
      expect(days).not.toContain(seededOpenDay(9, today));
    },
  );
});
