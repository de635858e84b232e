import { describe, expect, it } from "vitest";
import {
  JALALI_MONTH_NAMES,
  addDaysIso,
  formatJalaliDate,
  formatJalaliDay,
  formatJalaliDateTime,
  formatTime,
  gregorianFromJalali,
  isIsoDay,
  isJalaliLeapYear,
  jalaliMonthLength,
  jalaliOfIsoDate,
  jalaliParts,
  tehranDayStart,
  tehranHour,
  tehranToday,
} from "@/shared/format/date";

// Tehran is UTC+03:30 all year since 2022 (no DST), so 20:30Z is the next day's midnight.
const AZAR_1_1405 = "2026-11-21T20:30:00Z";

describe("formatJalaliDate", () => {
  it("formats in Tehran time, long and short", () => {
    expect(formatJalaliDate(AZAR_1_1405)).toBe("۱ آذر ۱۴۰۵");
    expect(formatJalaliDate(AZAR_1_1405, "long")).toBe("۱ آذر ۱۴۰۵");
    expect(formatJalaliDate(AZAR_1_1405, "short")).toBe("۱۴۰۵/۰۹/۰۱");
  });

  it("uses Tehran's date, not UTC's, one minute before midnight", () => {
    expect(formatJalaliDate("2026-11-21T20:29:00Z")).toBe("۳۰ آبان ۱۴۰۵");
    expect(formatJalaliDate("2026-11-21T20:29:00Z", "short")).toBe("۱۴۰۵/۰۸/۳۰");
  });

  it("accepts Date, ISO string and timestamp", () => {
    const date = new Date(AZAR_1_1405);
    expect(formatJalaliDate(date)).toBe("۱ آذر ۱۴۰۵");
    expect(formatJalaliDate(date.getTime())).toBe("۱ آذر ۱۴۰۵");
  });

  it("formats Nowruz and the leap day", () => {
    expect(formatJalaliDate("2025-03-20T20:30:00Z")).toBe("۱ فروردین ۱۴۰۴");
    expect(formatJalaliDate("2025-03-20T12:00:00Z")).toBe("۳۰ اسفند ۱۴۰۳");
    expect(formatJalaliDate("2024-03-19T12:00:00Z", "short")).toBe("۱۴۰۲/۱۲/۲۹");
    expect(formatJalaliDate("2024-01-01T12:00:00Z")).toBe("۱۱ دی ۱۴۰۲");
    expect(formatJalaliDate("2000-01-01T12:00:00Z")).toBe("۱۱ دی ۱۳۷۸");
  });

  it("returns '' for an invalid date", () => {
    expect(formatJalaliDate("not a date")).toBe("");
    expect(formatJalaliDateTime(Number.NaN)).toBe("");
    expect(formatTime("")).toBe("");
  });
});

describe("formatTime and formatJalaliDateTime", () => {
  it("shows 24-hour HH:mm in Tehran", () => {
    expect(formatTime(AZAR_1_1405)).toBe("۰۰:۰۰");
    expect(formatTime("2026-11-21T20:29:00Z")).toBe("۲۳:۵۹");
    expect(formatTime("2023-06-15T12:00:00Z")).toBe("۱۵:۳۰"); // summer, no DST any more
    expect(formatTime("2021-06-15T12:00:00Z")).toBe("۱۶:۳۰"); // summer 2021 still had DST
  });

  it("joins date and time", () => {
    expect(formatJalaliDateTime("2026-11-21T20:29:00Z")).toBe("۳۰ آبان ۱۴۰۵، ساعت ۲۳:۵۹");
    expect(formatJalaliDateTime(AZAR_1_1405, "short")).toBe("۱۴۰۵/۰۹/۰۱ ۰۰:۰۰");
  });
});

describe("jalaliParts", () => {
  it("returns Latin numbers in Tehran time with Saturday = 0", () => {
    expect(jalaliParts(AZAR_1_1405)).toEqual({ year: 1405, month: 9, day: 1, weekday: 1 }); // Sunday
    expect(jalaliParts("2026-11-21T20:29:00Z")).toEqual({ year: 1405, month: 8, day: 30, weekday: 0 });
    expect(jalaliParts("2025-03-20T20:30:00Z")).toEqual({ year: 1404, month: 1, day: 1, weekday: 6 }); // Friday
    expect(jalaliParts("2023-06-15T12:00:00Z")).toEqual({ year: 1402, month: 3, day: 25, weekday: 5 });
  });

  it("throws for an invalid date", () => {
    expect(() => jalaliParts("nope")).toThrow(RangeError);
  });
});

describe("gregorianFromJalali", () => {
  it("maps known dates to 00:00 UTC of the Gregorian day", () => {
    expect(gregorianFromJalali(1403, 1, 1).toISOString()).toBe("2024-03-20T00:00:00.000Z");
    expect(gregorianFromJalali(1404, 1, 1).toISOString()).toBe("2025-03-21T00:00:00.000Z");
    expect(gregorianFromJalali(1403, 12, 30).toISOString()).toBe("2025-03-20T00:00:00.000Z");
    expect(gregorianFromJalali(1399, 12, 30).toISOString()).toBe("2021-03-20T00:00:00.000Z");
    expect(gregorianFromJalali(1402, 10, 11).toISOString()).toBe("2024-01-01T00:00:00.000Z");
    expect(gregorianFromJalali(1378, 10, 11).toISOString()).toBe("2000-01-01T00:00:00.000Z");
    expect(gregorianFromJalali(1405, 9, 1).toISOString()).toBe("2026-11-22T00:00:00.000Z");
  });

  it("knows leap years", () => {
    expect([1399, 1403, 1408].map(isJalaliLeapYear)).toEqual([true, true, true]);
    expect([1400, 1401, 1402, 1404, 1405].map(isJalaliLeapYear)).toEqual([false, false, false, false, false]);
    expect(jalaliMonthLength(1403, 12)).toBe(30);
    expect(jalaliMonthLength(1404, 12)).toBe(29);
    expect(jalaliMonthLength(1404, 6)).toBe(31);
    expect(jalaliMonthLength(1404, 7)).toBe(30);
  });

  it("rejects days that do not exist", () => {
    expect(() => gregorianFromJalali(1404, 12, 30)).toThrow(RangeError);
    expect(() => gregorianFromJalali(1404, 7, 31)).toThrow(RangeError);
    expect(() => gregorianFromJalali(1404, 13, 1)).toThrow(RangeError);
    expect(() => gregorianFromJalali(1404, 1, 0)).toThrow(RangeError);
  });

  it("round-trips with jalaliParts (Intl) for every day of 1390-1415", () => {
    let checked = 0;
    let previous = gregorianFromJalali(1390, 1, 1).getTime() - 86_400_000;
    for (let year = 1390; year <= 1415; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        for (let day = 1; day <= jalaliMonthLength(year, month); day += 1) {
          const date = gregorianFromJalali(year, month, day);
          const parts = jalaliParts(date);
          if (parts.year !== year || parts.month !== month || parts.day !== day) {
            throw new Error(`${year}/${month}/${day} -> ${JSON.stringify(parts)}`);
          }
          // consecutive Jalali days are consecutive Gregorian days
          expect(date.getTime() - previous).toBe(86_400_000);
          previous = date.getTime();
          checked += 1;
        }
      }
    }
    expect(checked).toBe(9496); // 26 years of 365 days plus 6 leap days
  });

  it("agrees with Intl on the first and last day of every month of 1300-1500", () => {
    for (let year = 1300; year <= 1500; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        for (const day of [1, jalaliMonthLength(year, month)]) {
          const { year: y, month: m, day: d } = jalaliParts(gregorianFromJalali(year, month, day));
          if (y !== year || m !== month || d !== day) throw new Error(`${year}/${month}/${day} -> ${y}/${m}/${d}`);
        }
      }
    }
  });

  it("has the twelve month names in order", () => {
    expect(JALALI_MONTH_NAMES[0]).toBe("فروردین");
    expect(JALALI_MONTH_NAMES[8]).toBe("آذر");
    expect(JALALI_MONTH_NAMES[11]).toBe("اسفند");
  });
});

describe("jalaliOfIsoDate (a calendar day, by arithmetic)", () => {
  it("agrees with Intl's Persian calendar in Tehran, weekday included, for every day of 1925-2075", () => {
    let checked = 0;
    for (let time = Date.UTC(1925, 0, 1); time <= Date.UTC(2075, 11, 31); time += 86_400_000) {
      const iso = new Date(time).toISOString().slice(0, 10);
      const expected = jalaliParts(`${iso}T12:00:00Z`);
      const actual = jalaliOfIsoDate(iso);
      if (
        actual.year !== expected.year ||
        actual.month !== expected.month ||
        actual.day !== expected.day ||
        actual.weekday !== expected.weekday
      ) {
        throw new Error(`${iso}: ${JSON.stringify(actual)} != ${JSON.stringify(expected)}`);
      }
      checked += 1;
    }
    expect(checked).toBe(55_152);
  });

  it("knows Nowruz, the leap day and the day after it", () => {
    expect(jalaliOfIsoDate("2025-03-21")).toEqual({ year: 1404, month: 1, day: 1, weekday: 6 });
    expect(jalaliOfIsoDate("2025-03-20")).toEqual({ year: 1403, month: 12, day: 30, weekday: 5 });
    expect(jalaliOfIsoDate("2026-11-22")).toEqual({ year: 1405, month: 9, day: 1, weekday: 1 });
  });

  it("throws for anything but a real day", () => {
    for (const bad of ["2026-02-30", "2026-13-01", "2026-1-01", "", "2026-11-22T00:00:00Z"])
      expect(() => jalaliOfIsoDate(bad), bad).toThrow(RangeError);
  });

  it("is written as formatJalaliDate writes the same day", () => {
    expect(formatJalaliDay(jalaliOfIsoDate("2026-11-22"))).toBe(formatJalaliDate("2026-11-22T12:00:00Z"));
    expect(formatJalaliDay(jalaliOfIsoDate("2026-11-22"), "short")).toBe("۱۴۰۵/۰۹/۰۱");
  });
});

describe("isIsoDay and addDaysIso", () => {
  it("takes only real days written YYYY-MM-DD", () => {
    for (const good of ["2026-11-22", "2024-02-29", "2000-02-29"]) expect(isIsoDay(good), good).toBe(true);
    for (const bad of [
      "2026-02-30",
      "2025-02-29",
      "1900-02-29",
      "2026-13-01",
      "2026-1-01",
      "2026-11-22T00:00:00Z",
      "",
      "۲۰۲۶-۱۱-۲۲",
    ])
      expect(isIsoDay(bad), bad).toBe(false);
  });

  it("moves across month, year and leap-day ends", () => {
    expect(addDaysIso("2026-11-22", 10)).toBe("2026-12-02");
    expect(addDaysIso("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDaysIso("2024-03-01", -1)).toBe("2024-02-29");
    expect(addDaysIso("2026-11-22", 365)).toBe("2027-11-22");
  });
});

describe("Tehran's day and hour", () => {
  it("today is Tehran's date, a day ahead of UTC between 20:30 and midnight UTC", () => {
    expect(tehranToday(new Date("2026-11-21T20:29:00Z"))).toBe("2026-11-21");
    expect(tehranToday(new Date("2026-11-21T20:30:00Z"))).toBe("2026-11-22");
  });
  it("a Tehran day begins at 20:30 UTC the day before; the hour is Tehran's clock", () => {
    expect(tehranDayStart("2026-11-22")).toEqual(new Date("2026-11-21T20:30:00Z"));
    expect(tehranHour(new Date("2026-11-21T20:30:00Z"))).toBe(0);
    expect(tehranHour(new Date("2026-06-21T05:00:00Z"))).toBe(8);
  });
});
