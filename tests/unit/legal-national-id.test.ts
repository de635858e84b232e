// The legal entity national id (شناسه ملی) check digit: t = d10 + 2, Σ (dᵢ + t) × cᵢ mod 11,
// 10 counting as 0. Valid ids include published ones (e.g. 10380284790, 10100859450); invalid ones
// differ from valid ids in one digit, or have the wrong length or characters.
import { describe, expect, it } from "vitest";
import { isLegalNationalId, legalNationalIdCheckDigit } from "@/validation/validators-legal";
import { legalInfoSchema } from "@/validation/account/legal-info";

const VALID = [
  "10380284790",
  "10100859450",
  "10320894878",
  "10101634708",
  "10861035466",
  "14006235810",
  "10860023519",
  "10100620493",
  "14100021378",
  "10862456978",
  "10100329186",
  "14007456229",
  // The sum leaves 10, so the check digit is 0.
  "10000000010",
];

const INVALID = [
  "10380284792", // wrong check digit
  "10380285692", // a digit changed in the body
  "10100859451",
  "10320894870",
  "14006235811",
  "09748208301",
  "11111111111",
  "10000000011", // remainder 10 must be written 0, not 1
  "1038028479", // 10 digits
  "103802847900", // 12 digits
  "1038028479a",
  "",
];

describe("legal national id", () => {
  it.each(VALID)("accepts %s", (id) => expect(isLegalNationalId(id)).toBe(true));

  it.each(INVALID)("refuses %j", (id) => expect(isLegalNationalId(id)).toBe(false));

  it("computes the check digit step by step", () => {
    // 1,0,3,8,0,2,8,4,7,9 with t = 11: 12·29 + 11·27 + 14·23 + 19·19 + 11·17 + 13·29 + 19·27 + 15·23 + 18·19 + 20·17 = 3432 = 11 × 312.
    expect(legalNationalIdCheckDigit("1038028479")).toBe(0);
    expect(legalNationalIdCheckDigit("1032089487")).toBe(8);
  });

  it("accepts Persian and Arabic digits and surrounding spaces", () => {
    expect(isLegalNationalId("۱۰۳۸۰۲۸۴۷۹۰")).toBe(true);
    expect(isLegalNationalId("١٠٣٨٠٢٨٤٧٩٠")).toBe(true);
    expect(isLegalNationalId(" 10380284790 ")).toBe(true);
  });

  it("answers the form's field in Persian", () => {
    const base = {
      company_name: "فناوران کویر",
      registration_number: "۱۲۳۴۵",
      address: "کرمان، بلوار جمهوری، پارک علم و فناوری",
      phone: "03431234567",
    };
    const wrong = legalInfoSchema.safeParse({ ...base, national_id: "10380284792" });
    expect(wrong.success).toBe(false);
    expect(wrong.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["national_id", "شناسه ملی معتبر نیست"],
    ]);
    const short = legalInfoSchema.safeParse({ ...base, national_id: "۱۲۳" });
    expect(short.error!.issues.map((i) => i.message)).toEqual(["شناسه ملی باید عددی و دقیقاً ۱۱ رقم باشد"]);
    const ok = legalInfoSchema.parse({ ...base, national_id: "۱۰۳۸۰۲۸۴۷۹۰" });
    expect(ok).toMatchObject({ national_id: "10380284790", registration_number: "12345" });
    expect(ok.economic_code).toBeUndefined();
  });
});
