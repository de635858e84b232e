import { describe, expect, it } from "vitest";
import { toLatinDigits, toPersianDigits } from "@/shared/format/digits";

describe("toLatinDigits", () => {
  it("converts Persian digits", () => {
    expect(toLatinDigits("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
  });

  it("converts Arabic-Indic digits", () => {
    expect(toLatinDigits("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
  });

  it("converts mixed text and keeps everything else", () => {
    expect(toLatinDigits("کد ۱۲3٤ - abc")).toBe("کد 1234 - abc");
    expect(toLatinDigits("")).toBe("");
  });
});

describe("toPersianDigits", () => {
  it("converts Latin digits in strings and numbers", () => {
    expect(toPersianDigits("0123456789")).toBe("۰۱۲۳۴۵۶۷۸۹");
    expect(toPersianDigits(1405)).toBe("۱۴۰۵");
    expect(toPersianDigits(-12.5)).toBe("-۱۲.۵");
  });

  it("keeps non-digits and already Persian digits", () => {
    expect(toPersianDigits("ساعت 10:30 / ۱")).toBe("ساعت ۱۰:۳۰ / ۱");
  });

  it("round-trips with toLatinDigits", () => {
    expect(toLatinDigits(toPersianDigits("09123456789"))).toBe("09123456789");
  });
});
