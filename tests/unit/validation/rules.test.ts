import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  alpha,
  alphaSpaces,
  between,
  cMinMax,
  confirmed,
  digitsExact,
  email,
  exactLength,
  excluded,
  farsiText,
  farsiTextNumber,
  fileRule,
  fileSize,
  imageDimensions,
  imageSize,
  iranMobile,
  iranPhone,
  maxLength,
  maxValue,
  minAmount,
  minLength,
  minTextLength,
  minValue,
  nationalCode,
  numeric,
  oneOf,
  optional,
  password,
  regex,
  requiredText,
  tomanAmount,
} from "@/validation/rules";

/** The messages of a failed parse (empty when it passes). */
function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("required handling shared by all builders", () => {
  const builders: [string, z.ZodType][] = [
    ["requiredText", requiredText("نام")],
    ["email", email("نام")],
    ["alpha", alpha("نام")],
    ["between", between("نام", 2, 5)],
    ["minLength", minLength("نام", 3)],
    ["exactLength", exactLength("نام", 4)],
    ["digitsExact", digitsExact("نام", 4)],
    ["numeric", numeric("نام")],
    ["minValue", minValue("نام", 10)],
    ["regex", regex("نام", /^x$/)],
    ["oneOf", oneOf("نام", ["a"])],
    ["minAmount", minAmount("نام", 1000)],
    ["cMinMax", cMinMax("نام", 1, 2)],
    ["minTextLength", minTextLength("نام")],
    ["iranMobile", iranMobile("نام")],
    ["iranPhone", iranPhone("نام")],
    ["nationalCode", nationalCode("نام")],
    ["password", password("نام")],
    ["farsiText", farsiText("نام")],
    ["farsiTextNumber", farsiTextNumber("نام")],
    ["tomanAmount", tomanAmount("نام", { min: 1, max: 10 })],
    ["fileRule", fileRule("نام", { maxKb: 1, image: true })],
    ["fileRule image", fileRule("نام", { image: true })],
    ["fileRule extensions", fileRule("نام", { extensions: ["pdf"] })],
    ["fileRule types", fileRule("نام", { mimeTypes: ["image/*"] })],
    ["fileSize", fileSize("نام", 1)],
    ["imageSize", imageSize("نام", 1)],
    ["imageDimensions", imageDimensions("نام", 148, 148)],
  ];

  it.each(builders)("%s: empty, blank, null and missing give only the required message", (_, schema) => {
    for (const input of ["", "   ", null, undefined]) {
      expect(messages(schema, input)).toEqual(["نام الزامی است"]);
    }
  });
});

describe("digit conversion and trimming in the parsed output", () => {
  it("returns Latin, trimmed values", () => {
    expect(iranMobile("شماره موبایل").parse("۰۹۱۲۳۴۵۶۷۸۹")).toBe("09123456789");
    expect(iranMobile("شماره موبایل").parse(" ٠٩١٢٣٤٥٦٧٨٩ ")).toBe("09123456789");
    expect(iranPhone("تلفن").parse("۰۲۱۸۸۷۷۶۶۵۵")).toBe("02188776655");
    expect(nationalCode("کد ملی").parse("۰۴۹۹۳۷۰۸۹۹")).toBe("0499370899");
    expect(requiredText("نام").parse("  علی  ")).toBe("علی");
    expect(digitsExact("کد تایید", 4).parse("۱۲۳۴")).toBe("1234");
    expect(numeric("کد").parse("۰۰۱۲")).toBe("0012");
  });

  it("parses amounts and bounded values to numbers", () => {
    expect(minAmount("مبلغ", 50000).parse("۱۰۰,۰۰۰")).toBe(100000);
    expect(cMinMax("مبلغ", 1000, 5000).parse("٥,٠٠٠")).toBe(5000);
    expect(minValue("تعداد", 1).parse("۳")).toBe(3);
    expect(maxValue("تعداد", 10).parse(10)).toBe(10);
  });

  it("stringifies numbers sent in JSON", () => {
    expect(requiredText("کد").parse(1234)).toBe("1234");
  });

  it("keeps spaces of passwords but converts their digits", () => {
    expect(password("رمز عبور").parse("abc۱۲۳")).toBe("abc123");
    expect(messages(password("رمز عبور"), " abc123")).toEqual([
      "رمز عبور باید حداقل ۶ کاراکتر و فقط شامل حروف انگلیسی، اعداد و نمادهای مجاز باشد",
    ]);
  });
});

describe("Persian messages of each builder", () => {
  it("email", () => {
    expect(messages(email("ایمیل"), "user@")).toEqual(["ایمیل باید یک ایمیل معتبر باشد"]);
    expect(email("ایمیل").parse(" user@example.com ")).toBe("user@example.com");
  });

  it("alpha family", () => {
    expect(messages(alpha("نام"), "Ali2")).toEqual(["نام فقط می‌تواند شامل حروف باشد"]);
    expect(messages(alphaSpaces("نام کامل"), "علی۲")).toEqual(["نام کامل فقط می‌تواند شامل حروف و فاصله باشد"]);
    expect(alphaSpaces("نام کامل").parse("علی رضایی")).toBe("علی رضایی");
  });

  it("length rules", () => {
    expect(messages(between("نام", 2, 5), "a")).toEqual(["نام باید بین ۲ و ۵ کاراکتر باشد"]);
    expect(messages(between("نام", 2, 5), "abcdef")).toEqual(["نام باید بین ۲ و ۵ کاراکتر باشد"]);
    expect(between("نام", 2, 5).parse("abcde")).toBe("abcde");
    expect(messages(minLength("توضیحات", 10), "کوتاه")).toEqual(["توضیحات باید حداقل ۱۰ کاراکتر باشد"]);
    expect(messages(maxLength("عنوان", 3), "abcd")).toEqual(["عنوان نباید بیشتر از ۳ کاراکتر باشد"]);
    expect(maxLength("عنوان", 3).parse("abc")).toBe("abc");
    expect(messages(exactLength("کد", 4), "abc")).toEqual(["کد باید دقیقاً ۴ کاراکتر باشد"]);
    expect(messages(digitsExact("کد تایید", 4), "12a4")).toEqual(["کد تایید باید عددی و دقیقاً ۴ رقم باشد"]);
    expect(messages(digitsExact("کد تایید", 4), "12345")).toEqual(["کد تایید باید عددی و دقیقاً ۴ رقم باشد"]);
  });

  it("numeric and value bounds", () => {
    expect(messages(numeric("تعداد"), "12.5")).toEqual(["تعداد فقط می‌تواند شامل اعداد باشد"]);
    expect(messages(minValue("تعداد", 1), "0")).toEqual(["مقدار تعداد باید ۱ یا بیشتر باشد"]);
    expect(messages(minValue("تعداد", 1), "abc")).toEqual(["مقدار تعداد باید ۱ یا بیشتر باشد"]);
    expect(messages(maxValue("تعداد", 1000), "1001")).toEqual(["مقدار تعداد باید ۱,۰۰۰ یا کمتر باشد"]);
  });

  it("regex, oneOf, excluded", () => {
    expect(messages(regex("کد پستی", /^\d{10}$/), "123")).toEqual(["قالب کد پستی قابل قبول نیست"]);
    const global = regex("کد", /^\d+$/g);
    expect(global.parse("12")).toBe("12");
    expect(global.parse("12")).toBe("12"); // lastIndex of a /g pattern is reset
    const plan = oneOf("پلن", ["daily", "monthly"]);
    expect(plan.parse("monthly")).toBe("monthly");
    expect(messages(plan, "yearly")).toEqual(["پلن باید یک مقدار معتبر باشد"]);
    expect(messages(excluded("نام کاربری", ["admin", "root"]), "admin")).toEqual([
      "نام کاربری باید یک مقدار معتبر باشد",
    ]);
    expect(excluded("نام کاربری", ["admin"]).parse("ali")).toBe("ali");
  });

  it("amounts", () => {
    expect(messages(minAmount("مبلغ", 50000), "۴۰,۰۰۰")).toEqual(["حداقل مبلغ ۵۰,۰۰۰ تومان است"]);
    expect(messages(minAmount("مبلغ", 50000), "abc")).toEqual(["حداقل مبلغ ۵۰,۰۰۰ تومان است"]);
    expect(minAmount("مبلغ", 50000).parse("50,000")).toBe(50000);
    expect(messages(cMinMax("مبلغ", 1000, 5000), "5,001")).toEqual(["مبلغ وارد شده مجاز نیست"]);
    expect(messages(cMinMax("مبلغ", 1000, 5000), "999")).toEqual(["مبلغ وارد شده مجاز نیست"]);
  });

  it("minTextLength ignores any length and needs 3 characters", () => {
    expect(messages(minTextLength("توضیحات"), "ab")).toEqual(["حداقل طول متن کافی نیست"]);
    expect(minTextLength("توضیحات").parse("abc")).toBe("abc");
  });

  it("Iranian identifiers", () => {
    expect(messages(iranMobile("شماره موبایل"), "0912345678")).toEqual(["مقدار شماره موبایل معتبر نیست"]);
    expect(messages(iranMobile("شماره موبایل"), "+98912345678")).toEqual(["مقدار شماره موبایل معتبر نیست"]);
    expect(messages(iranMobile("شماره موبایل"), "03431234567")).toEqual(["مقدار شماره موبایل معتبر نیست"]);
    expect(messages(iranPhone("تلفن ثابت"), "88776655")).toEqual(["تلفن ثابت باید یک شماره تلفن معتبر باشد"]);
    expect(messages(nationalCode("کد ملی"), "0499370898")).toEqual(["کد ملی باید یک کد ملی معتبر باشد"]);
    expect(messages(nationalCode("کد ملی"), "۰۴۹۹۳۷۰۸۹")).toEqual(["کد ملی باید یک کد ملی معتبر باشد"]);
  });

  it("password", () => {
    expect(messages(password("رمز عبور"), "abc")).toEqual([
      "رمز عبور باید حداقل ۶ کاراکتر و فقط شامل حروف انگلیسی، اعداد و نمادهای مجاز باشد",
    ]);
    expect(password("رمز عبور").parse("p@ss12")).toBe("p@ss12");
  });

  it("farsiText accepts any non-empty text", () => {
    expect(farsiText("توضیحات").parse("English text")).toBe("English text");
    expect(farsiText("توضیحات").parse("متن فارسی")).toBe("متن فارسی");
  });
});

describe("combining rules with pipe", () => {
  const name = minLength("نام", 2).pipe(maxLength("نام", 5));

  it("runs the rules in order and stops at the first failure", () => {
    expect(name.parse(" ۱۲۳ ")).toBe("123");
    expect(messages(name, "")).toEqual(["نام الزامی است"]);
    expect(messages(name, "a")).toEqual(["نام باید حداقل ۲ کاراکتر باشد"]);
    expect(messages(name, "abcdef")).toEqual(["نام نباید بیشتر از ۵ کاراکتر باشد"]);
  });

  it("types the output of a number rule after a text rule", () => {
    const count: number = numeric("تعداد").pipe(minValue("تعداد", 2)).parse("۵");
    expect(count).toBe(5);
  });
});

describe("optional", () => {
  it("optional text gives undefined for blank and the trimmed text otherwise", () => {
    const optionalText = optional(requiredText("توضیحات"));
    expect(optionalText.parse("")).toBeUndefined();
    expect(optionalText.parse("   ")).toBeUndefined();
    expect(optionalText.parse(null)).toBeUndefined();
    expect(optionalText.parse(undefined)).toBeUndefined();
    expect(optionalText.parse(" ۱۲ ")).toBe("12");
  });

  it("still validates a non-empty value", () => {
    const schema = optional(email("ایمیل"));
    expect(schema.parse("")).toBeUndefined();
    expect(messages(schema, "bad")).toEqual(["ایمیل باید یک ایمیل معتبر باشد"]);
  });
});

describe("inside z.object", () => {
  const form = z.object({
    mobile: iranMobile("شماره موبایل"),
    national_code: nationalCode("کد ملی"),
    name: requiredText("نام"),
  });

  it("puts the field name in each issue's path", () => {
    const result = form.safeParse({ mobile: "123", national_code: "", name: "علی" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ["mobile"], message: "مقدار شماره موبایل معتبر نیست" },
      { path: ["national_code"], message: "کد ملی الزامی است" },
    ]);
  });

  it("reports missing keys as required", () => {
    const result = form.safeParse({});
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["mobile", "شماره موبایل الزامی است"],
      ["national_code", "کد ملی الزامی است"],
      ["name", "نام الزامی است"],
    ]);
  });

  it("parses the normalised values", () => {
    expect(form.parse({ mobile: "۰۹۱۲۳۴۵۶۷۸۹", national_code: "٠٤٩٩٣٧٠٨٩٩", name: " علی " })).toEqual({
      mobile: "09123456789",
      national_code: "0499370899",
      name: "علی",
    });
  });
});

describe("confirmed", () => {
  const schema = confirmed(
    z.object({
      email: email("ایمیل"),
      password: password("رمز عبور"),
      password_confirmation: requiredText("تکرار رمز عبور"),
    }),
    { field: "password", confirmation: "password_confirmation", label: "رمز عبور" },
  );

  it("puts the mismatch on the confirmation field", () => {
    const result = schema.safeParse({ email: "a@b.co", password: "abc123", password_confirmation: "abc124" });
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ["password_confirmation"], message: "رمز عبور با تکرار آن مطابقت ندارد" },
    ]);
  });

  it("compares after digit conversion", () => {
    expect(schema.parse({ email: "a@b.co", password: "abc۱۲۳", password_confirmation: "abc123" })).toEqual({
      email: "a@b.co",
      password: "abc123",
      password_confirmation: "abc123",
    });
  });

  it("still reports the mismatch when another field is invalid", () => {
    const result = schema.safeParse({ email: "", password: "abc123", password_confirmation: "x" });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(["email", "password_confirmation"]);
  });

  it("does not add a mismatch when a compared field is itself invalid", () => {
    const result = schema.safeParse({ email: "a@b.co", password: "abc123", password_confirmation: "" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["تکرار رمز عبور الزامی است"]);
  });
});

const PERSIAN = "۰۱۲۳۴۵۶۷۸۹";
const ARABIC = "٠١٢٣٤٥٦٧٨٩";
const threeWays = (value: string) => [
  value,
  value.replace(/\d/g, (d) => PERSIAN[Number(d)]!),
  value.replace(/\d/g, (d) => ARABIC[Number(d)]!),
];

describe("tomanAmount: the one rule for money typed with separators", () => {
  const rate = tomanAmount("نرخ ساعتی", { min: 10_000, max: 50_000_000 });

  it.each([
    ["250000", 250_000],
    ["250,000", 250_000],
    ["250٬000", 250_000],
    ["250،000", 250_000],
    ["1,500٬000", 1_500_000],
    [" 10,000 ", 10_000],
    ["50,000,000", 50_000_000],
  ])("reads %j in Latin, Persian and Arabic digits as %d toman", (typed, amount) => {
    for (const written of threeWays(typed)) expect(rate.parse(written), written).toBe(amount);
  });

  it("takes a number from JSON", () => {
    expect(rate.parse(350_000)).toBe(350_000);
  });

  it("gives one message at a time: number_with_comma, then minAmount, then c_minmax", () => {
    for (const typed of ["25.000", "-25,000", "25 هزار", "25000 تومان", "۲۵k", ",,,", "1e6"]) {
      expect(messages(rate, typed), typed).toEqual(["نرخ ساعتی فقط می‌تواند شامل اعداد و ویرگول باشد"]);
    }
    for (const typed of threeWays("9,999")) expect(messages(rate, typed)).toEqual(["حداقل مبلغ ۱۰,۰۰۰ تومان است"]);
    for (const typed of threeWays("50,000,001")) expect(messages(rate, typed)).toEqual(["مبلغ وارد شده مجاز نیست"]);
    expect(messages(rate, "9".repeat(400))).toEqual(["مبلغ وارد شده مجاز نیست"]);
    expect(messages(rate, "")).toEqual(["نرخ ساعتی الزامی است"]);
  });

  it("is optional with optional()", () => {
    expect(optional(rate).parse("")).toBeUndefined();
    expect(optional(rate).parse("۲۰٬۰۰۰")).toBe(20_000);
  });
});

describe("minAmount and c_minmax take the Persian separators too", () => {
  it.each(["1,000,000", "1٬000٬000", "1،000،000"])("%s", (typed) => {
    for (const written of threeWays(typed)) {
      expect(minAmount("مبلغ", 1_000_000).parse(written)).toBe(1_000_000);
      expect(cMinMax("مبلغ", 1, 1_000_000).parse(written)).toBe(1_000_000);
    }
  });
});

describe("phone numbers: iranPhone for any number to call, iranMobile for SMS", () => {
  const phone = iranPhone("شماره تماس");
  const mobile = iranMobile("شماره موبایل");

  it("iranPhone takes a landline with its area code, and a mobile, in any digit script", () => {
    for (const written of threeWays("03431234567")) expect(phone.parse(written)).toBe("03431234567");
    for (const written of threeWays("09131234567")) expect(phone.parse(written)).toBe("09131234567");
  });

  it("both drop what people type between groups and read +98/0098 as 0", () => {
    for (const typed of ["034-3123-4567", "034 3123 4567", "(034) 31234567", "+98 34 3123 4567", "0098-34-31234567"]) {
      for (const written of threeWays(typed)) expect(phone.parse(written), written).toBe("03431234567");
    }
    for (const typed of ["0913 123 4567", "0913-123-4567", "+98 913 123 4567"]) {
      for (const written of threeWays(typed)) expect(mobile.parse(written), written).toBe("09131234567");
    }
  });

  it("refuses what is not one, in each script", () => {
    for (const typed of ["3431234567", "0343123456", "034312345678", "+9834312345", "034x3123456", "021.88776655"]) {
      for (const written of threeWays(typed))
        expect(messages(phone, written), written).toEqual(["شماره تماس باید یک شماره تلفن معتبر باشد"]);
    }
    for (const written of threeWays("03431234567"))
      expect(messages(mobile, written)).toEqual(["مقدار شماره موبایل معتبر نیست"]);
  });
});

describe("lengths count characters as a person sees them", () => {
  it("a zero-width non-joiner, a diacritic or an emoji sequence is not counted apart", () => {
    expect(exactLength("کلمه", 7).parse("می‌خواهم")).toBe("می‌خواهم"); // 8 UTF-16 units
    expect(exactLength("کلمه", 4).parse("سَلام")).toBe("سَلام"); // 5 code points
    expect(maxLength("نام", 2).parse("👩‍💻ی")).toBe("👩‍💻ی"); // 6 UTF-16 units
    expect(messages(minLength("نام", 3), "ab\u200c\u200c")).toEqual(["نام باید حداقل ۳ کاراکتر باشد"]);
    expect(between("نام", 2, 3).parse("گُلِ")).toBe("گُلِ");
  });

  it("minTextLength (SPEC minLength) needs 3 seen characters and ignores its length parameter", () => {
    const rule = minTextLength("توضیحات", 50);
    expect(rule.parse("abc")).toBe("abc");
    for (const written of threeWays("123")) expect(rule.parse(written)).toBe("123");
    for (const typed of ["سَلَ", "ab\u200c", "\u200cab", "  ab  ", "a\u0301b\u0301"]) {
      expect(messages(rule, typed), JSON.stringify(typed)).toEqual(["حداقل طول متن کافی نیست"]);
    }
    expect(messages(rule, "۱۲")).toEqual(["حداقل طول متن کافی نیست"]);
  });
});

describe("farsi_text and farsi_text_number", () => {
  it("always pass, with Latin digits in the parsed text", () => {
    expect(farsiTextNumber("نشانی").parse("کرمان، خیابان ۱۲ فروردین، پلاک ٤")).toBe("کرمان، خیابان 12 فروردین، پلاک 4");
    expect(farsiTextNumber("نام کسب‌وکار").parse("Studio 24")).toBe("Studio 24");
    expect(farsiText("پیام").parse("any text")).toBe("any text");
  });
});
