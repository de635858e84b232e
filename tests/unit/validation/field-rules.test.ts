// SPEC §5 rules at work on the fields that use them: names are letters and spaces (alpha_spaces,
// between), a chosen password is none of the commonest (excluded), a tracking code has its exact
// length, an idea's title at least SPEC's minLength; each in Persian, whatever digits are typed.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { COMMON_PASSWORD_MESSAGE, profileSchema, registerSchema, setPasswordSchema } from "@/validation/auth";
import { ruleMessage } from "@/validation/messages";
import { personName } from "@/validation/requests/common";
import { ideaStepShapes } from "@/validation/requests/idea";
import { trackSchema } from "@/validation/requests/track";

function messagesOf(schema: z.ZodType, value: unknown, field: string): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

const profile = {
  first_name: "مهسا",
  last_name: "کریمی‌نژاد",
  national_code: "0084575948",
  birthday: "1990-01-01",
  email: "mahsa@example.com",
};

describe("names: letters and spaces", () => {
  it("takes Persian names with a zero-width non-joiner and Latin names", () => {
    expect(profileSchema.safeParse(profile).success).toBe(true);
    expect(personName("نام و نام خانوادگی").parse("  Sara  Ahmadi ")).toBe("Sara  Ahmadi");
  });

  it("refuses digits of any script and symbols, in Persian", () => {
    for (const name of ["مهسا۲", "مهسا٢", "Mahsa2", "مهسا!"]) {
      expect(messagesOf(profileSchema, { ...profile, first_name: name }, "first_name")).toEqual([
        ruleMessage("alpha_spaces", { field: "نام" }),
      ]);
    }
  });

  it("says how long a name may be", () => {
    expect(personName("نام و نام خانوادگی").safeParse("م").error?.issues[0]?.message).toBe(
      "نام و نام خانوادگی باید بین ۲ و ۸۰ کاراکتر باشد",
    );
  });
});

describe("a chosen password", () => {
  const reset = { number: "09121112233", code: "123456", client_id: "web", client_secret: "s" };

  it("is none of the commonest ones, typed in any digits", () => {
    for (const password of ["12345678", "۱۲۳۴۵۶۷۸", "١٢٣٤٥٦٧٨", "qwerty123"]) {
      expect(
        messagesOf(setPasswordSchema, { ...reset, password, password_confirmation: password }, "password"),
      ).toEqual([COMMON_PASSWORD_MESSAGE]);
    }
    expect(messagesOf(registerSchema, { number: "09121112233", password: "password1" }, "password")).toEqual([
      COMMON_PASSWORD_MESSAGE,
    ]);
  });

  it("otherwise follows SPEC's password rule", () => {
    expect(
      setPasswordSchema.safeParse({ ...reset, password: "Kerman@1404", password_confirmation: "Kerman@1404" }).success,
    ).toBe(true);
  });
});

describe("a tracking code", () => {
  it("has exactly 13 characters", () => {
    expect(trackSchema.safeParse({ code: "avx-7k3m-q9tp", mobile: "09121112233" }).success).toBe(true);
    expect(messagesOf(trackSchema, { code: "AVX-7K3M", mobile: "09121112233" }, "code")).toEqual([
      "کد پیگیری باید دقیقاً ۱۳ کاراکتر باشد",
    ]);
  });
});

describe("an idea's title", () => {
  it("has at least three characters, in SPEC's words", () => {
    expect(ideaStepShapes.idea.title.safeParse("اپ").error?.issues[0]?.message).toBe(ruleMessage("minLength"));
    expect(ideaStepShapes.idea.title.safeParse("اپ ما").success).toBe(true);
  });
});
