import { describe, expect, it } from "vitest";
import { formatNumberFa, formatToman, groupDigits, withoutGroupSeparators } from "@/shared/format/number";

describe("withoutGroupSeparators", () => {
  it("drops the Latin comma, the Arabic thousands separator and the Arabic comma, keeping the digits", () => {
    expect(withoutGroupSeparators("1,250,000")).toBe("1250000");
    expect(withoutGroupSeparators("۱٬۲۵۰٬۰۰۰")).toBe("۱۲۵۰۰۰۰");
    expect(withoutGroupSeparators("١،٢٥٠،٠٠٠")).toBe("١٢٥٠٠٠٠");
    expect(withoutGroupSeparators("1.5 تومان")).toBe("1.5 تومان");
  });

  it("is what groupDigits and formatToman read through", () => {
    expect(groupDigits("۱،۲۳۴")).toBe("1,234");
    expect(formatToman("۱۲٬۵۰۰،۰۰۰")).toBe("۱,۲۵۰,۰۰۰ تومان");
  });
});

describe("groupDigits", () => {
  it("groups by 3 with commas", () => {
    expect(groupDigits(0)).toBe("0");
    expect(groupDigits(999)).toBe("999");
    expect(groupDigits(1000)).toBe("1,000");
    expect(groupDigits(1234567)).toBe("1,234,567");
    expect(groupDigits(1000000000)).toBe("1,000,000,000");
  });

  it("handles negative numbers and decimals", () => {
    expect(groupDigits(-1234567)).toBe("-1,234,567");
    expect(groupDigits(-999)).toBe("-999");
    expect(groupDigits(1234567.891)).toBe("1,234,567.891");
    expect(groupDigits("-1234.50")).toBe("-1,234.50");
    expect(groupDigits(-0)).toBe("0");
  });

  it("accepts strings with Persian/Arabic digits and strips existing commas", () => {
    expect(groupDigits("۱۲۳۴۵۶۷")).toBe("1,234,567");
    expect(groupDigits("١٢٣٤٥")).toBe("12,345");
    expect(groupDigits("1,2,3,4,5,6")).toBe("123,456");
    expect(groupDigits("۱٬۲۳۴")).toBe("1,234");
    expect(groupDigits(" 5000 ")).toBe("5,000");
  });

  it("supports other group sizes and separators", () => {
    expect(groupDigits("6037991234567890", 4, " ")).toBe("6037 9912 3456 7890");
    expect(groupDigits(1234567, 3, "٬")).toBe("1٬234٬567");
  });

  it("never uses exponent notation for large numbers", () => {
    expect(groupDigits(1e21)).toBe("1,000,000,000,000,000,000,000");
  });

  it("leaves non-numbers ungrouped and gives '' for non-finite numbers", () => {
    expect(groupDigits("abc")).toBe("abc");
    expect(groupDigits("")).toBe("");
    expect(groupDigits(Number.NaN)).toBe("");
    expect(groupDigits(Number.POSITIVE_INFINITY)).toBe("");
  });
});

describe("formatNumberFa", () => {
  it("groups and shows Persian digits", () => {
    expect(formatNumberFa(1250000)).toBe("۱,۲۵۰,۰۰۰");
    expect(formatNumberFa("۹۸۷۶۵")).toBe("۹۸,۷۶۵");
    expect(formatNumberFa(-42)).toBe("-۴۲");
    expect(formatNumberFa(12345.5)).toBe("۱۲,۳۴۵٫۵");
  });
});

describe("formatToman", () => {
  it("divides rials by 10 and groups", () => {
    expect(formatToman(1250000)).toBe("۱۲۵,۰۰۰ تومان");
    expect(formatToman(10)).toBe("۱ تومان");
    expect(formatToman(5_000_000_000)).toBe("۵۰۰,۰۰۰,۰۰۰ تومان");
  });

  it("accepts strings with commas and Persian digits", () => {
    expect(formatToman("۱,۲۵۰,۰۰۰")).toBe("۱۲۵,۰۰۰ تومان");
  });

  it("shows zero as free only when asked", () => {
    expect(formatToman(0)).toBe("۰ تومان");
    expect(formatToman(0, { freeLabel: true })).toBe("رایگان");
    expect(formatToman(500000, { freeLabel: true })).toBe("۵۰,۰۰۰ تومان");
  });

  it("rounds fractions of a toman and rejects non-numbers", () => {
    expect(formatToman(12345)).toBe("۱,۲۳۵ تومان");
    expect(formatToman("abc")).toBe("");
    expect(formatToman("")).toBe("");
    expect(formatToman(Number.NaN)).toBe("");
  });
});
