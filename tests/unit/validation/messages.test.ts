import { describe, expect, it } from "vitest";
import { formatMessage, ruleMessage, validationMessages } from "@/validation/messages";

describe("validationMessages", () => {
  it("has the exact SPEC §5 texts", () => {
    expect(validationMessages.required).toBe("{field} الزامی است");
    expect(validationMessages.iran_mobile).toBe("مقدار {field} معتبر نیست");
    expect(validationMessages.national_code).toBe("{field} باید یک کد ملی معتبر باشد");
    expect(validationMessages.regex).toBe("قالب {field} قابل قبول نیست");
    expect(validationMessages.minAmount).toBe("حداقل مبلغ {min} تومان است");
    expect(validationMessages.c_minmax).toBe("مبلغ وارد شده مجاز نیست");
    expect(validationMessages.minLength).toBe("حداقل طول متن کافی نیست");
    expect(validationMessages.farsi_text).toBe("لطفاً فارسی تایپ کنید");
    expect(validationMessages.size).toBe("حجم {field} باید کمتر از {size} کیلوبایت باشد");
  });

  it("covers every rule of SPEC §5", () => {
    const rules = [
      "required",
      "email",
      "alpha",
      "alpha_num",
      "alpha_dash",
      "alpha_spaces",
      "between",
      "min",
      "max",
      "length",
      "digits",
      "numeric",
      "min_value",
      "max_value",
      "confirmed",
      "image",
      "ext",
      "mimes",
      "size",
      "imageSize",
      "dimensions",
      "regex",
      "oneOf",
      "excluded",
      "minAmount",
      "c_minmax",
      "minLength",
      "iran_mobile",
      "iran_phone",
      "national_code",
      "password",
      "number_with_comma",
      "farsi_text",
      "farsi_text_number",
    ];
    expect(Object.keys(validationMessages).sort()).toEqual([...rules].sort());
    for (const template of Object.values(validationMessages)) {
      expect(template).toMatch(/[آ-ی]/); // Persian text
      expect(template.replace(/\{\w+\}/g, "")).not.toMatch(/[A-Za-z]/); // only placeholders are Latin
    }
  });
});

describe("formatMessage", () => {
  it("fills the field label", () => {
    expect(formatMessage("{field} الزامی است", { field: "نام" })).toBe("نام الزامی است");
  });

  it("shows numbers in Persian digits, grouped", () => {
    expect(formatMessage(validationMessages.between, { field: "نام", min: 2, max: 50 })).toBe(
      "نام باید بین ۲ و ۵۰ کاراکتر باشد",
    );
    expect(formatMessage(validationMessages.minAmount, { min: 50000 })).toBe("حداقل مبلغ ۵۰,۰۰۰ تومان است");
    expect(formatMessage(validationMessages.dimensions, { field: "تصویر", width: 148, height: 148 })).toBe(
      "تصویر باید ۱۴۸ پیکسل عرض و ۱۴۸ پیکسل ارتفاع داشته باشد",
    );
    expect(formatMessage(validationMessages.size, { field: "رزومه", size: "512" })).toBe(
      "حجم رزومه باید کمتر از ۵۱۲ کیلوبایت باشد",
    );
  });

  it("leaves unknown or missing placeholders alone", () => {
    expect(formatMessage("{field} {other}", { field: "x" })).toBe("x {other}");
    expect(formatMessage("{length}")).toBe("{length}");
  });

  it("ruleMessage looks the template up", () => {
    expect(ruleMessage("digits", { field: "کد", length: 4 })).toBe("کد باید عددی و دقیقاً ۴ رقم باشد");
  });
});
