// The contact form (SPEC §3 contact fields), shared by /contact-us and POST /v1/contact-us/create.
import { z } from "zod";
import { birthdayField } from "../auth";
import { email, farsiTextNumber, iranPhone, maxLength, nationalCode, optional, requiredText } from "../rules";
import { captchaFields, longText, personName } from "./common";
import { CONTACT_PHONE_LABEL, CONTACT_SUBJECTS } from "./contact-terms";

export const contactSchema = z.object({
  contact_name: personName("نام و نام خانوادگی"),
  /** A number to call back: a landline with its area code or a mobile (iran_phone). */
  contact_phone: iranPhone(CONTACT_PHONE_LABEL),
  contact_email: optional(email("ایمیل")),
  contact_birthday: optional(birthdayField),
  contact_national_id: optional(nationalCode("کد ملی")),
  contact_business: optional(farsiTextNumber("نام کسب‌وکار").pipe(maxLength("نام کسب‌وکار", 120))),
  subject: requiredText("موضوع").pipe(z.enum(CONTACT_SUBJECTS, { error: "موضوع را از فهرست انتخاب کنید" })),
  message: longText("پیام", 3000, 10),
  ...captchaFields,
});

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
