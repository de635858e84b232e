// The workspace reservation form (SPEC §2 sections, §3 fields), shared by /reservation and
// POST /v1/reservation/create. The API also checks that branch, space, service and plan belong
// together and re-checks the discount code.
import { z } from "zod";
import { addDaysIso, isIsoDay } from "@/shared/format/date";
import { toLatinDigits } from "@/shared/format/digits";
import { birthdayField } from "../auth";
import { email, iranMobile, maxLength, minLength, optional, requiredText } from "../rules";
import { captchaFields, choiceId, longText, personName } from "./common";
import { couponCode } from "./coupon";
import { tehranToday } from "@/shared/format/date";
import { SUGGESTED_DATE_MAX_DAYS } from "./reservation-terms";
import { REQUEST_FIELD_LABELS } from "./field-labels";

const LABELS = REQUEST_FIELD_LABELS.reservation;

export const DATE_MESSAGES = {
  required: `${LABELS.date} الزامی است`,
  invalid: `${LABELS.date} معتبر نیست`,
  past: `${LABELS.date} نمی‌تواند در گذشته باشد`,
  tooFar: `${LABELS.date} باید حداکثر تا یک سال آینده باشد`,
} as const;

/** An ISO date typed in any digit script. */
const isoDate = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === "string" ? toLatinDigits(value).trim() : value), schema);

/** The suggested start date: an ISO date from today (Tehran) up to a year ahead. */
const suggestedDate = isoDate(
  z.string({ error: DATE_MESSAGES.required }).superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: "custom", message, input: value });
    if (!value) return fail(DATE_MESSAGES.required);
    if (!isIsoDay(value)) return fail(DATE_MESSAGES.invalid);
    const today = tehranToday();
    if (value < today) return fail(DATE_MESSAGES.past);
    if (value > addDaysIso(today, SUGGESTED_DATE_MAX_DAYS)) return fail(DATE_MESSAGES.tooFar);
  }),
);

export const ACCEPT_MESSAGE = `${LABELS.accept} الزامی است`;

/** A checkbox: true (or what a form posts for a ticked box) is accepted, anything else is not. */
const acceptance = z.preprocess(
  (value) => value === true || value === "true" || value === "1" || value === 1 || value === "on",
  z.literal(true, { error: ACCEPT_MESSAGE }),
);

const text = (label: string, min: number, max: number) =>
  requiredText(label).pipe(minLength(label, min)).pipe(maxLength(label, max));

export const reservationSchema = z.object({
  // Personal details
  user_name: personName(LABELS.user_name),
  user_birthday: isoDate(birthdayField),
  user_activity: text(LABELS.user_activity, 2, 120),
  user_experience: longText(LABELS.user_experience, 1000, 2),
  user_mobile: iranMobile(LABELS.user_mobile),
  user_email: optional(email(LABELS.user_email)),
  // Service type, location and plan
  service: choiceId(LABELS.service),
  branch: choiceId(LABELS.branch),
  location_id: choiceId(LABELS.location_id),
  location_plan_id: choiceId(LABELS.location_plan_id),
  coupon: optional(couponCode),
  // Additional details
  manager: optional(personName(LABELS.manager)),
  topic: optional(longText(LABELS.topic, 500)),
  date: suggestedDate,
  // Rule acceptance
  accept: acceptance,
  ...captchaFields,
});

export type ReservationInput = z.input<typeof reservationSchema>;
export type Reservation = z.output<typeof reservationSchema>;
