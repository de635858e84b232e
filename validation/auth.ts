// Schemas of sign-in, registration, passwords and the profile: one each, shared by the forms and
// the API handlers (DESIGN "Forms").
import { z } from "zod";
import { toLatinDigits } from "@/lib/format/digits";
import { confirmed, email, iranMobile, maxLength, nationalCode, optional, password, PASSWORD_MAX_LENGTH, requiredText } from "./rules";

export const MOBILE_LABEL = "شماره موبایل";

export const mobileField = iranMobile(MOBILE_LABEL);

/** A code of 4 to 8 digits typed in any digit script. */
export const codeField = z.preprocess(
  (value) => (typeof value === "string" ? toLatinDigits(value).replace(/\s+/g, "") : value ?? ""),
  z.string({ error: "کد تایید الزامی است" }).min(1, "کد تایید الزامی است").regex(/^\d{4,8}$/, "کد تایید باید فقط شامل رقم باشد"),
);

export const clientFields = {
  client_id: z.string({ error: "شناسه کلاینت الزامی است" }).min(1, "شناسه کلاینت الزامی است"),
  client_secret: z.string({ error: "کلید کلاینت الزامی است" }).min(1, "کلید کلاینت الزامی است"),
};

export const loginSchema = z.object({ number: mobileField });

export const validateCodeSchema = z.object({ number: mobileField, code: codeField, ...clientFields });

export const passwordLoginSchema = z.object({
  number: mobileField,
  password: z
    .string({ error: "رمز عبور الزامی است" })
    .min(1, "رمز عبور الزامی است")
    .max(PASSWORD_MAX_LENGTH, `رمز عبور نباید بیشتر از ${PASSWORD_MAX_LENGTH.toLocaleString("fa-IR")} کاراکتر باشد`),
  ...clientFields,
});

const personName = (label: string) => requiredText(label).pipe(maxLength(label, 50));

export const registerSchema = z.object({
  number: mobileField,
  first_name: optional(personName("نام")),
  last_name: optional(personName("نام خانوادگی")),
  password: optional(password("رمز عبور")),
});

const newPassword = z.object({
  password: password("رمز عبور"),
  password_confirmation: z.string({ error: "تکرار رمز عبور الزامی است" }).min(1, "تکرار رمز عبور الزامی است"),
});

const withConfirmation = <T extends z.ZodObject>(schema: T) =>
  confirmed(schema, { field: "password", confirmation: "password_confirmation", label: "رمز عبور" });

export const setPasswordSchema = withConfirmation(newPassword.extend({ number: mobileField, code: codeField, ...clientFields }));

export const codePasswordSchema = withConfirmation(newPassword.extend({ code: codeField }));

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
