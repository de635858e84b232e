// SPEC §5's table of rules, each under the name validation/rules.ts exports it: a rule that goes
// missing (or stops being a zod rule) fails here. And every rule where digits matter gives the
// same answer for Latin, Persian (۰-۹) and Arabic-Indic (٠-٩) digits. No form asks for alpha_num
// or alpha_dash, and number_with_comma is checked inside tomanAmount, so those have no builder.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as rules from "@/validation/rules";
import { validationMessages } from "@/validation/messages";

/** Each SPEC §5 rule, as SPEC names it, with the export that implements it and its message key. */
const SPEC_RULES = [
  { spec: "required", exported: "requiredText", message: "required" },
  { spec: "email", exported: "email", message: "email" },
  { spec: "alpha", exported: "alpha", message: "alpha" },
  { spec: "alpha_spaces", exported: "alphaSpaces", message: "alpha_spaces" },
  { spec: "between", exported: "between", message: "between" },
  { spec: "min length", exported: "minLength", message: "min" },
  { spec: "max length", exported: "maxLength", message: "max" },
  { spec: "exact length", exported: "exactLength", message: "length" },
  { spec: "digits exact count", exported: "digitsExact", message: "digits" },
  { spec: "numeric", exported: "numeric", message: "numeric" },
  { spec: "max_value", exported: "maxValue", message: "max_value" },
  { spec: "min_value", exported: "minValue", message: "min_value" },
  { spec: "confirmed", exported: "confirmed", message: "confirmed" },
  { spec: "image", exported: "fileRule", message: "image", args: [{ image: true }] },
  { spec: "file extensions", exported: "fileRule", message: "ext", args: [{ extensions: ["pdf"] }] },
  { spec: "file types", exported: "fileRule", message: "mimes", args: [{ mimeTypes: ["application/pdf"] }] },
  { spec: "file size", exported: "fileSize", message: "size" },
  { spec: "image dimensions", exported: "imageDimensions", message: "dimensions" },
  { spec: "regex", exported: "regex", message: "regex" },
  { spec: "oneOf", exported: "oneOf", message: "oneOf" },
  { spec: "excluded", exported: "excluded", message: "excluded" },
  { spec: "minAmount", exported: "minAmount", message: "minAmount" },
  { spec: "c_minmax", exported: "cMinMax", message: "c_minmax" },
  { spec: "imageSize", exported: "imageSize", message: "imageSize" },
  { spec: "minLength", exported: "minTextLength", message: "minLength" },
  { spec: "iran_mobile", exported: "iranMobile", message: "iran_mobile" },
  { spec: "iran_phone", exported: "iranPhone", message: "iran_phone" },
  { spec: "national_code", exported: "nationalCode", message: "national_code" },
  { spec: "password", exported: "password", message: "password" },
  { spec: "farsi_text", exported: "farsiText", message: "farsi_text" },
  { spec: "farsi_text_number", exported: "farsiTextNumber", message: "farsi_text_number" },
] as const;

/** Arguments that make each rule a schema after its label (a row's own `args` first). */
const ARGS: Partial<Record<(typeof SPEC_RULES)[number]["exported"], unknown[]>> = {
  between: [2, 5],
  minLength: [2],
  maxLength: [5],
  exactLength: [4],
  digitsExact: [4],
  maxValue: [10],
  minValue: [1],
  fileSize: [100],
  imageDimensions: [148, 148],
  regex: [/^\d+$/],
  oneOf: [["a"]],
  excluded: [["a"]],
  minAmount: [1000],
  cMinMax: [1000, 5000],
  imageSize: [100],
};

describe("every rule of SPEC §5 is exported from validation/rules.ts", () => {
  it.each(SPEC_RULES)("$spec → $exported", (row) => {
    const { exported, message } = row;
    const rule = (rules as Record<string, unknown>)[exported];
    expect(typeof rule, `${exported} is not exported`).toBe("function");
    expect(validationMessages[message]).toMatch(/[آ-ی]/);
    if (exported === "confirmed") return; // takes an object schema, checked below
    const schema = (rule as (...args: unknown[]) => unknown)(
      "فیلد",
      ...("args" in row ? row.args : (ARGS[exported] ?? [])),
    );
    expect(schema).toBeInstanceOf(z.ZodType);
    // Required unless optional(): an empty value says so in Persian.
    const result = (schema as z.ZodType).safeParse("");
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["فیلد الزامی است"]);
  });

  it("confirmed puts its message on the confirmation", () => {
    const schema = rules.confirmed(z.object({ a: rules.requiredText("رمز"), b: rules.requiredText("تکرار") }), {
      field: "a",
      confirmation: "b",
      label: "رمز",
    });
    expect(schema.safeParse({ a: "x", b: "y" }).error?.issues).toMatchObject([
      { path: ["b"], message: "رمز با تکرار آن مطابقت ندارد" },
    ]);
  });

  it("farsi_text and farsi_text_number always pass (their message is never given)", () => {
    for (const text of ["متن فارسی", "English", "۱۲۳ abc", "@#!"]) {
      expect(rules.farsiText("متن").safeParse(text).success).toBe(true);
      expect(rules.farsiTextNumber("متن").safeParse(text).success).toBe(true);
    }
  });
});

// ------------------------------------------------------------------------------ digits, three ways

const PERSIAN = "۰۱۲۳۴۵۶۷۸۹";
const ARABIC = "٠١٢٣٤٥٦٧٨٩";
const scripts = {
  latin: (v: string) => v,
  persian: (v: string) => v.replace(/\d/g, (d) => PERSIAN[Number(d)]!),
  arabic: (v: string) => v.replace(/\d/g, (d) => ARABIC[Number(d)]!),
};

/** A rule, a value it accepts (Latin digits), what that parses to, and a value it refuses. */
const DIGIT_CASES: Array<[string, z.ZodType, string, unknown, string]> = [
  ["numeric", rules.numeric("تعداد"), "0042", "0042", "42a"],
  ["digitsExact", rules.digitsExact("کد", 4), "0123", "0123", "012"],
  ["minValue", rules.minValue("تعداد", 10), "10", 10, "9"],
  ["maxValue", rules.maxValue("تعداد", 10), "10", 10, "11"],
  ["between", rules.between("کد", 2, 3), "12", "12", "1234"],
  ["minLength", rules.minLength("کد", 3), "123", "123", "12"],
  ["maxLength", rules.maxLength("کد", 3), "123", "123", "1234"],
  ["exactLength", rules.exactLength("کد", 3), "123", "123", "12"],
  ["minTextLength", rules.minTextLength("متن"), "123", "123", "12"],
  ["regex", rules.regex("کد پستی", /^\d{10}$/), "7616913456", "7616913456", "761691345"],
  ["oneOf", rules.oneOf("مدت", ["3", "6"]), "6", "6", "12"],
  ["excluded", rules.excluded("شماره", ["0"]), "1", "1", "0"],
  ["minAmount", rules.minAmount("مبلغ", 50_000), "50,000", 50_000, "49,999"],
  ["cMinMax", rules.cMinMax("مبلغ", 1000, 5000), "5,000", 5000, "5,001"],
  ["tomanAmount", rules.tomanAmount("مبلغ", { min: 1000, max: 5000 }), "2٬500", 2500, "500"],
  ["iranMobile", rules.iranMobile("موبایل"), "09123456789", "09123456789", "0912345678"],
  ["iranPhone", rules.iranPhone("تلفن"), "03431234567", "03431234567", "0343123456"],
  ["nationalCode", rules.nationalCode("کد ملی"), "0499370899", "0499370899", "0499370898"],
  ["password", rules.password("رمز"), "abc123", "abc123", "abc12"],
  ["farsiTextNumber", rules.farsiTextNumber("نشانی"), "پلاک 12", "پلاک 12", ""],
];

describe.each(Object.entries(scripts))("digits in %s", (_, write) => {
  it.each(DIGIT_CASES)("%s", (_, schema, valid, parsed, invalid) => {
    expect(schema.parse(write(valid))).toEqual(parsed);
    const refused = schema.safeParse(write(invalid));
    expect(refused.success).toBe(false);
    // The same message whatever digits were typed.
    expect(refused.error?.issues.map((i) => i.message)).toEqual(
      schema.safeParse(invalid).error?.issues.map((i) => i.message),
    );
  });
});
