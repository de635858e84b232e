import { describe, expect, it } from "vitest";
import {
  cMinMax,
  hasAllowedExtension,
  hasMimeType,
  hasMinTextLength,
  isAlpha,
  isAlphaSpaces,
  isEmail,
  isImageFile,
  isIranMobile,
  isIranPhone,
  isNationalCode,
  isNumberWithComma,
  isNumeric,
  isPassword,
  isUnderSizeKb,
  measureImage,
  minAmount,
  normalizePhoneNumber,
  parseAmount,
  textLength,
} from "@/validation/validators";

// The same value written with Persian (۰-۹) and Arabic-Indic (٠-٩) digits. Independent of
// shared/format/digits on purpose, so a bug there cannot hide here.
const PERSIAN = "۰۱۲۳۴۵۶۷۸۹";
const ARABIC = "٠١٢٣٤٥٦٧٨٩";
const inDigits = (value: string, digits: string) => value.replace(/[0-9]/g, (digit) => digits.charAt(Number(digit)));
const writtenThreeWays = (values: string[]) =>
  values.flatMap((value) => [value, inDigits(value, PERSIAN), inDigits(value, ARABIC)]);

/** `check` says true for each of `accepts` and false for each of `rejects` (a failure names the value). */
function expectVerdicts(check: (value: string) => boolean, accepts: string[], rejects: string[]): void {
  for (const value of accepts) expect(check(value), value).toBe(true);
  for (const value of rejects) expect(check(value), value).toBe(false);
}

/** `check` accepts every one of `valid` and rejects every one of `invalid`, each written in all three digit scripts. */
function judgesInEveryScript(check: (value: string) => boolean, valid: string[], invalid: string[]): void {
  it.each(writtenThreeWays(valid))("accepts %s", (value) => {
    expect(check(value)).toBe(true);
  });
  it.each(writtenThreeWays(invalid))("rejects %j", (value) => {
    expect(check(value)).toBe(false);
  });
}

// Public sample codes plus codes whose check digit was computed by hand from SPEC §5, e.g.
// 0499370899: 0·10+4·9+9·8+9·7+3·6+7·5+0·4+8·3+9·2 = 266, 266 mod 11 = 2 (≥ 2) -> 11-2 = 9 ✓
// 1234567891: 1·10+2·9+3·8+4·7+5·6+6·5+7·4+8·3+9·2 = 210, 210 mod 11 = 1 (< 2) -> 1 ✓
// 5678901230: 5·10+6·9+7·8+8·7+9·6+0·5+1·4+2·3+3·2 = 286, 286 mod 11 = 0 (< 2) -> 0 ✓
// 4411223341: 4·10+4·9+1·8+1·7+2·6+2·5+3·4+3·3+4·2 = 142, 142 mod 11 = 10 -> 11-10 = 1 ✓
const VALID_NATIONAL_CODES = [
  "0499370899",
  "0790419904",
  "0084575948",
  "0067749828",
  "0013542419",
  "0440149551",
  "0012345679",
  "0123456789",
  "1234567891",
  "2345678909",
  "3456789017",
  "4567890124",
  "5678901230",
  "6789012346",
  "7890123450",
  "8901234564",
  "9012345677",
  "1112223339",
  "2736450914",
  "3829104758",
  "4411223341",
  "5599887766",
  "6102030400",
  "7382910466",
  "8203050670",
  "0638472911",
];

const INVALID_NATIONAL_CODES = [
  // wrong check digit
  "0499370898",
  "0790419905",
  "0084575940",
  "0067749829",
  "0013542410",
  "0440149550",
  "0012345678",
  "1234567890",
  "5678901231",
  "7890123459",
  "4411223340",
  "6102030401",
  // wrong length
  "049937089",
  "04993708990",
  "123456789",
  "12345678910",
  "0",
  // not digits only
  "049937089a",
  "abcdefghij",
  "0499-370-899",
  "0499 370899",
  "",
  "          ",
];

const VALID_MOBILES = [
  "09123456789",
  "09121234567",
  "09351234567",
  "09361112233",
  "09011234567",
  "09021234567",
  "09031234567",
  "09101234567",
  "09191234567",
  "09201234567",
  "09301234567",
  "09331234567",
  "09391234567",
  "09901234567",
  "09911234567",
  "09941234567",
  "09981234567",
  "09000000000",
  "09999999999",
  "09171112222",
  "09387654321",
];

const INVALID_MOBILES = [
  "9123456789",
  "0912345678",
  "091234567890",
  "+989123456789",
  "989123456789",
  "00989123456789",
  "08123456789",
  "19123456789",
  "02188776655",
  "0912 345 6789",
  "0912-345-6789",
  "(0912)3456789",
  "0912345678a",
  "o9123456789",
  "09",
  "0",
  "",
  "   ",
  "تلفن",
  "09123456789۰",
];

const VALID_PHONES = [
  "02188776655",
  "02166554433",
  "03132221100",
  "05138445566",
  "04133334444",
  "07136281234",
  "02632501234",
  "02537701234",
  "01133221122",
  "01333112233",
  "06133334455",
  "08338221100",
  "07632221100",
  "03538221100",
  "03432221100",
  "08138221100",
  "04433221100",
  "05433221100",
  "02433221100",
  "02833221100",
  "08633221100",
];

const INVALID_PHONES = [
  "2188776655",
  "0218877665",
  "021887766551",
  "+982188776655",
  "982188776655",
  "00982188776655",
  "12188776655",
  "021-88776655",
  "021 8877 6655",
  "(021)88776655",
  "02188776a55",
  "88776655",
  "021",
  "0",
  "",
  "   ",
  "0x188776655",
  "تلفن ثابت",
  "0218877665.5",
  "02188776655 ext",
];

describe("isNationalCode", () => {
  judgesInEveryScript(isNationalCode, VALID_NATIONAL_CODES, INVALID_NATIONAL_CODES);

  it("has enough vectors", () => {
    expect(VALID_NATIONAL_CODES.length).toBeGreaterThanOrEqual(20);
    expect(INVALID_NATIONAL_CODES.length).toBeGreaterThanOrEqual(20);
  });

  it("trims surrounding spaces", () => {
    expect(isNationalCode(" ۰۴۹۹۳۷۰۸۹۹ ")).toBe(true);
  });

  it("adds nothing to SPEC: repeated digits that satisfy the check digit pass", () => {
    expect(isNationalCode("0000000000")).toBe(true);
    expect(isNationalCode("1111111111")).toBe(true);
    expect(isNationalCode("2222222222")).toBe(true); // 108 mod 11 = 9 -> 11-9 = 2 ✓
    expect(isNationalCode("2222222223")).toBe(false);
  });
});

describe("isIranMobile", () => {
  judgesInEveryScript(isIranMobile, VALID_MOBILES, INVALID_MOBILES);

  it("trims and accepts mixed digit scripts", () => {
    expect(isIranMobile("  09123456789 ")).toBe(true);
    expect(isIranMobile("۰9١۲3٤۵6٧۸9")).toBe(true);
  });
});

describe("isIranPhone", () => {
  judgesInEveryScript(isIranPhone, VALID_PHONES, INVALID_PHONES);

  it("accepts mixed scripts and, per SPEC, mobile numbers too", () => {
    expect(isIranPhone("۰21۸8776655")).toBe(true);
    expect(isIranPhone("09123456789")).toBe(true);
  });
});

describe("isPassword", () => {
  it("accepts 6+ characters of English letters, digits and @$!%*#?^&~", () => {
    expectVerdicts(isPassword, ["abc123", "ABCDEF", "123456", "p@$$w0rd", "a!%*#?", "^&~abc", "LongPassword2024"], []);
  });

  it("converts Persian digits", () => {
    expect(isPassword("abc۱۲۳")).toBe(true);
  });

  it("rejects short values, spaces and other characters", () => {
    expectVerdicts(isPassword, [], ["abc12", "", "abc 123", "رمزعبور", "abc-123", "abc.123", "abc123(", "pass_word"]);
  });
});

describe("isNumeric and isNumberWithComma", () => {
  it("numeric is digits only", () => {
    expectVerdicts(isNumeric, ["0123", "۱۲۳"], ["12.5", "-12", ""]);
  });

  it("number_with_comma is digits and commas only", () => {
    expectVerdicts(isNumberWithComma, ["1,000,000", "۱,۰۰۰", "1000"], ["1.000", "1,000 تومان", ""]);
  });

  it("number_with_comma takes the separators a Persian keyboard types, in every digit script", () => {
    expectVerdicts(
      isNumberWithComma,
      writtenThreeWays(["1٬000٬000", "1،000،000", "1,000٬000"]),
      writtenThreeWays([",,,", "1.000", "1٫000", "1 000", "-1,000"]),
    );
  });
});

describe("isEmail", () => {
  it("accepts ordinary addresses", () => {
    expectVerdicts(
      isEmail,
      ["user@example.com", "first.last+tag@sub.example.ir", "a_b-c@x.co", " user@example.com "],
      [],
    );
  });

  it("rejects malformed addresses", () => {
    const malformed = [
      "",
      "user",
      "user@",
      "@example.com",
      "user@example",
      "us er@example.com",
      "user@@example.com",
      "user@-example.com",
      "کاربر@example.com",
    ];
    expectVerdicts(isEmail, [], malformed);
  });
});

describe("alpha rules", () => {
  it("alpha accepts Persian and Latin letters only", () => {
    // "می‌خواهم" is written with a zero-width non-joiner.
    expectVerdicts(isAlpha, ["علی", "Ali", "پژوهشگاه", "می‌خواهم"], ["علی رضا", "Ali2", "علی۲", ""]);
  });

  it("alpha_spaces adds spaces", () => {
    expectVerdicts(isAlphaSpaces, ["علی رضایی", "John Smith"], ["John Smith 2", "علی-رضا"]);
  });
});

describe("amount rules", () => {
  it("parseAmount removes commas and converts digits", () => {
    expect(parseAmount("۱,۲۵۰,۰۰۰")).toBe(1250000);
    expect(parseAmount("۱٬۲۵۰،۰۰۰")).toBe(1250000);
    expect(parseAmount("١٬٢٥٠٬٠٠٠")).toBe(1250000);
    expect(parseAmount("50000")).toBe(50000);
    expect(parseAmount(42)).toBe(42);
    expect(parseAmount("12a")).toBeNull();
    expect(parseAmount("")).toBeNull();
  });

  it("minAmount is inclusive", () => {
    expect(minAmount("50,000", 50000)).toBe(true);
    expect(minAmount("۴۹,۹۹۹", 50000)).toBe(false);
    expect(minAmount("100,000", 50000)).toBe(true);
    expect(minAmount("abc", 0)).toBe(false);
  });

  it("cMinMax is inclusive at both ends", () => {
    expect(cMinMax("1,000", 1000, 5000)).toBe(true);
    expect(cMinMax("۵,۰۰۰", 1000, 5000)).toBe(true);
    expect(cMinMax("999", 1000, 5000)).toBe(false);
    expect(cMinMax("5,001", 1000, 5000)).toBe(false);
    expect(cMinMax("", 0, 5000)).toBe(false);
  });
});

describe("hasMinTextLength", () => {
  it("needs 3 characters whatever length is passed", () => {
    expect(hasMinTextLength("سلا")).toBe(true);
    expect(hasMinTextLength("سل")).toBe(false);
    expect(hasMinTextLength("سل", 1)).toBe(false);
    expect(hasMinTextLength("سلام", 100)).toBe(true);
    expect(hasMinTextLength("  ab  ")).toBe(false);
  });

  it("counts what a person sees: no zero-width characters, a letter with its marks is one", () => {
    // "سَلَ" is 4 code points but 2 letters; "😀😀" is 4 UTF-16 units.
    expectVerdicts(hasMinTextLength, ["😀😀😀", "۱۲۳"], ["ab\u200c", "\u200c\u200dab", "سَلَ", "😀😀", "١٢"]);
  });
});

describe("textLength", () => {
  it("counts graphemes and skips invisible characters", () => {
    expect(textLength("")).toBe(0);
    expect(textLength("abc")).toBe(3);
    expect(textLength("می‌خواهم")).toBe(7);
    expect(textLength("سَلام")).toBe(4);
    expect(textLength("👩‍💻")).toBe(1);
    expect(textLength("🇮🇷")).toBe(1);
    expect(textLength("\u200f\u200c")).toBe(0);
    expect(textLength("a b")).toBe(3);
  });
});

describe("normalizePhoneNumber", () => {
  it("drops group separators and reads the country code as 0, in every digit script", () => {
    for (const typed of writtenThreeWays([
      "034-3123-4567",
      "(034) 3123 4567",
      "+98 34 3123 4567",
      "0098 34 31234567",
      "034‐3123–4567",
    ])) {
      expect(normalizePhoneNumber(typed), typed).toBe("03431234567");
    }
    expect(normalizePhoneNumber(" ۰۹۱۳ ۱۲۳ ۴۵۶۷ ")).toBe("09131234567");
  });

  it("leaves anything else for the rule to refuse", () => {
    expect(normalizePhoneNumber("+98 34 3123 456")).toBe("+98343123456");
    expect(normalizePhoneNumber("034.3123.4567")).toBe("034.3123.4567");
    expect(normalizePhoneNumber("98 34 3123 4567")).toBe("983431234567");
  });
});

describe("file checks", () => {
  const pdf = { name: "resume.PDF", size: 200 * 1024, type: "application/pdf" };
  const png = { name: "photo.png", size: 1024, type: "image/png" };
  const untypedJpg = { name: "photo.jpeg", size: 10 };

  it("checks extensions case-insensitively, with or without the dot", () => {
    expect(hasAllowedExtension(pdf.name, ["pdf"])).toBe(true);
    expect(hasAllowedExtension(pdf.name, [".pdf", ".docx"])).toBe(true);
    expect(hasAllowedExtension("resume.pdf.exe", ["pdf"])).toBe(false);
    expect(hasAllowedExtension("pdf", ["pdf"])).toBe(false);
  });

  it("checks MIME types with wildcards", () => {
    expect(hasMimeType(png, ["image/*"])).toBe(true);
    expect(hasMimeType(pdf, ["image/*"])).toBe(false);
    expect(hasMimeType(pdf, ["application/pdf"])).toBe(true);
    expect(hasMimeType(untypedJpg, ["image/*"])).toBe(false);
  });

  it("recognises images by type, or by extension when there is no type", () => {
    expect(isImageFile(png)).toBe(true);
    expect(isImageFile(untypedJpg)).toBe(true);
    expect(isImageFile(pdf)).toBe(false);
    expect(isImageFile({ name: "x.png", size: 1, type: "application/octet-stream" })).toBe(false);
  });

  it("compares size in KB (1024 bytes), inclusive", () => {
    expect(isUnderSizeKb(pdf, 200)).toBe(true);
    expect(isUnderSizeKb(pdf, 199)).toBe(false);
    expect(isUnderSizeKb({ name: "a", size: 200 * 1024 + 1 }, 200)).toBe(false);
  });

  it("cannot measure image dimensions without a decoder (server)", async () => {
    await expect(measureImage(new Blob(["x"], { type: "image/png" }))).resolves.toBe("no-decoder");
  });
});
