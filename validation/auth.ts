// Schemas of sign-in, registration, passwords and the profile: one each, shared by the forms and
// the API handlers (DESIGN "Forms").
import { z } from "zod";
import { toLatinDigits } from "@/shared/format/digits";
import { ruleMessage } from "./messages";
import { captchaFields } from "./requests/captcha-field";
import {
  alphaSpaces,
  confirmed,
  email,
  excluded,
  iranMobile,
  maxLength,
  nationalCode,
  optional,
  password,
  PASSWORD_MAX_LENGTH,
} from "./rules";

export const MOBILE_LABEL = "شماره موبایل";

export const mobileField = iranMobile(MOBILE_LABEL);

/** A code of 4 to 8 digits typed in any digit script. */
export const codeField = z.preprocess(
  (value) => (typeof value === "string" ? toLatinDigits(value).replace(/\s+/g, "") : (value ?? "")),
  z
    .string({ error: "کد تایید الزامی است" })
    .min(1, "کد تایید الزامی است")
    .regex(/^\d{4,8}$/, "کد تایید باید فقط شامل رقم باشد"),
);

export const clientFields = {
  client_id: z.string({ error: "شناسه کلاینت الزامی است" }).min(1, "شناسه کلاینت الزامی است"),
  client_secret: z.string({ error: "کلید کلاینت الزامی است" }).min(1, "کلید کلاینت الزامی است"),
};

/**
 * Asking for a code: the number, and the captcha's payload when the API asked for one (after a few
 * code requests for a number in an hour, each further one needs it: server/auth/otp.ts).
 */
export const loginSchema = z.object({ number: mobileField, ...captchaFields });

export const validateCodeSchema = z.object({ number: mobileField, code: codeField, ...clientFields });

/** A password typed to prove who one is: checked against the stored hash, not against the rule
 *  (an old password may predate it), only capped so hashing is never fed megabytes. */
const enteredPassword = (label: string) =>
  z
    .string({ error: ruleMessage("required", { field: label }) })
    .min(1, ruleMessage("required", { field: label }))
    .max(PASSWORD_MAX_LENGTH, ruleMessage("max", { field: label, length: PASSWORD_MAX_LENGTH }));

export const passwordLoginSchema = z.object({
  number: mobileField,
  password: enteredPassword("رمز عبور"),
  ...clientFields,
});

/** Passwords the rule allows that are tried first by anyone guessing (SPEC §5 `excluded`). */
export const COMMON_PASSWORDS = [
  "123456",
  "1234567",
  "12345678",
  "123456789",
  "1234567890",
  "0123456789",
  "111111",
  "000000",
  "666666",
  "123123",
  "112233",
  "654321",
  "987654321",
  "password",
  "password1",
  "qwerty",
  "qwerty123",
  "abc123",
  "1q2w3e4r",
  "iloveyou",
  "admin123",
  "09123456789",
] as const;

export const COMMON_PASSWORD_MESSAGE = "این رمز عبور بسیار رایج است و زود حدس زده می‌شود؛ رمز دیگری انتخاب کنید";

/** A password someone chooses now: SPEC's rule, and none of the commonest ones. */
const chosenPassword = (label: string) =>
  password(label).pipe(excluded(label, COMMON_PASSWORDS, COMMON_PASSWORD_MESSAGE));

/** Letters and spaces (SPEC §5 alpha_spaces; the zero-width non-joiner counts as part of a word). */
const personName = (label: string) => alphaSpaces(label).pipe(maxLength(label, 50));

export const registerSchema = z.object({
  number: mobileField,
  ...captchaFields,
  first_name: optional(personName("نام")),
  last_name: optional(personName("نام خانوادگی")),
  password: optional(chosenPassword("رمز عبور")),
});

export const NEW_PASSWORD_LABEL = "رمز عبور تازه";

/** SPEC §5's password rule, as the person reads it under a new-password field. */
export const PASSWORD_HINT = "دست‌کم ۶ نویسه از حروف انگلیسی، رقم و نمادهای @ $ ! % * # ? ^ & ~";

/** A new password and its repetition (SPEC §5 `password` and `confirmed`). */
const newPassword = z.object({
  password: chosenPassword(NEW_PASSWORD_LABEL),
  password_confirmation: z
    .string({ error: `تکرار ${NEW_PASSWORD_LABEL} الزامی است` })
    .min(1, `تکرار ${NEW_PASSWORD_LABEL} الزامی است`),
});

const withConfirmation = <T extends z.ZodObject>(schema: T) =>
  confirmed(schema, { field: "password", confirmation: "password_confirmation", label: NEW_PASSWORD_LABEL });

/** Forgotten password (or a first one), with a code sent to the number: signs in. */
export const setPasswordSchema = withConfirmation(
  newPassword.extend({ number: mobileField, code: codeField, ...clientFields }),
);

/** Signed in: a new password with a code sent to the account's own number. */
export const codePasswordSchema = withConfirmation(newPassword.extend({ code: codeField }));

/** Signed in: a new password with the current one. */
export const changePasswordSchema = withConfirmation(
  newPassword.extend({ current_password: enteredPassword("رمز عبور فعلی") }),
).refine((v) => v.password !== v.current_password, {
  path: ["password"],
  error: "رمز عبور تازه باید با رمز عبور فعلی فرق داشته باشد",
});

/** An ISO date (YYYY-MM-DD) between 1920 and 10 years ago: a person's birthday. */
export const birthdayField = z
  .string({ error: "تاریخ تولد الزامی است" })
  .min(1, "تاریخ تولد الزامی است")
  .regex(/^\d{4}-\d{2}-\d{2}$/, "تاریخ تولد معتبر نیست")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
    const tenYearsAgo = new Date();
    tenYearsAgo.setUTCFullYear(tenYearsAgo.getUTCFullYear() - 10);
    return date.getUTCFullYear() >= 1920 && date <= tenYearsAgo;
  }, "تاریخ تولد معتبر نیست");

export const profileSchema = z.object({
  first_name: personName("نام"),
  last_name: personName("نام خانوادگی"),
  national_code: nationalCode("کد ملی"),
  birthday: birthdayField,
  email: email("ایمیل"),
});

export type ProfileInput = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema>;
