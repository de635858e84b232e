// The contact form (SPEC §3 contact fields), shared by /contact-us and POST /v1/contact-us/create.
import { z } from "zod";
import { birthdayField } from "../auth";
import { email, farsiTextNumber, iranPhone, maxLength, nationalCode, optional, requiredText } from "../rules";
import { captchaFields, longText, personName } from "./common";
import { CONTACT_PHONE_LABEL, CONTACT_SUBJECTS } from "./contact-terms";
import { REQUEST_FIELD_LABELS } from "./field-labels";

const LABELS = REQUEST_FIELD_LABELS.contact;

export const contactSchema = z.object({
  contact_name: personName(LABELS.contact_name),
  /** A number to call back: a landline with its area code or a mobile (iran_phone). */
  contact_phone: iranPhone(CONTACT_PHONE_LABEL),
  contact_email: optional(email(LABELS.contact_email)),
  contact_birthday: optional(birthdayField),
  contact_national_id: optional(nationalCode(LABELS.contact_national_id)),
  contact_business: optional(farsiTextNumber(LABELS.contact_business).pipe(maxLength(LABELS.contact_business, 120))),
  subject: requiredText(LABELS.subject).pipe(z.enum(CONTACT_SUBJECTS, { error: "موضوع را از فهرست انتخاب کنید" })),
  message: longText(LABELS.message, 3000, 10),
  ...captchaFields,
});

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
