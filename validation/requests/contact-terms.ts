// What the contact form shows before its schema loads (validation/requests/contact.ts checks with
// these): the subjects to choose from and the phone field's label. Without zod.
import { REQUEST_FIELD_LABELS } from "./field-labels";

export const CONTACT_SUBJECTS = [
  "رزرو و فضای کار",
  "شتاب‌دهی و سرمایه‌گذاری",
  "رویدادها",
  "همکاری و حمایت مالی",
  "پیشنهاد و انتقاد",
  "سایر",
] as const;

/** The contact form asks for any number to call back, not only a mobile. */
export const CONTACT_PHONE_LABEL = REQUEST_FIELD_LABELS.contact.contact_phone;
