// The content desk's moments (issue 14): a Jalali date and time on Tehran's clock in any digits, or
// ISO 8601 with an offset; anything else is a Persian error on the field.
import { describe, expect, it } from "vitest";
import { instant, parseJalaliDateTime } from "@/validation/content/fields";

describe("Jalali date and time on Tehran's clock", () => {
  it("reads Persian, Arabic-Indic or Latin digits, with / or -", () => {
    // 1 Dey 1405 is 22 December 2026; 18:30 in Tehran (UTC+03:30) is 15:00 UTC.
    expect(parseJalaliDateTime("۱۴۰۵/۱۰/۰۱ ۱۸:۳۰")?.toISOString()).toBe("2026-12-22T15:00:00.000Z");
    expect(parseJalaliDateTime("١٤٠٥-١٠-١ ١٨:٣٠")?.toISOString()).toBe("2026-12-22T15:00:00.000Z");
    expect(parseJalaliDateTime("1405/10/01T18:30:15")?.toISOString()).toBe("2026-12-22T15:00:15.000Z");
  });

  it("refuses days and times that do not exist", () => {
    expect(parseJalaliDateTime("1405/13/01 10:00")).toBeUndefined();
    expect(parseJalaliDateTime("1405/07/31 10:00")).toBeUndefined();
    expect(parseJalaliDateTime("1405/10/01 24:00")).toBeUndefined();
    expect(parseJalaliDateTime("فردا ساعت ده")).toBeUndefined();
  });

  it("parses to a Date, ISO 8601 too, with a Persian message otherwise", () => {
    const rule = instant("زمان انتشار");
    expect(rule.parse("2026-12-22T15:00:00Z").toISOString()).toBe("2026-12-22T15:00:00.000Z");
    expect(rule.parse("۱۴۰۵/۱۰/۰۱ ۱۸:۳۰").toISOString()).toBe("2026-12-22T15:00:00.000Z");
    const failed = rule.safeParse("2026-12-22");
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0]?.message).toBe(
      "زمان انتشار معتبر نیست؛ تاریخ و ساعت را مانند ۱۴۰۵/۰۹/۱۰ ۱۸:۳۰ بنویسید.",
    );
    expect(rule.safeParse("").error?.issues[0]?.message).toBe("زمان انتشار الزامی است");
  });
});
