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

export const DATE_MESSAGES = {
  required: "تاریخ پیشنهادی شروع الزامی است",
  invalid: "تاریخ پیشنهادی شروع معتبر نیست",
  past: "تاریخ پیشنهادی شروع نمی‌تواند در گذشته باشد",
  tooFar: "تاریخ پیشنهادی شروع باید حداکثر تا یک سال آینده باشد",
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

export const ACCEPT_MESSAGE = "پذیرش قوانین و شرایط رزرو الزامی است";

/** A checkbox: true (or what a form posts for a ticked box) is accepted, anything else is not. */
const acceptance = z.preprocess(
  (value) => value === true || value === "true" || value === "1" || value === 1 || value === "on",
  z.literal(true, { error: ACCEPT_MESSAGE }),
);

const text = (label: string, min: number, max: number) =>
  requiredText(label).pipe(minLength(label, min)).pipe(maxLength(label, max));

export const reservationSchema = z.object({
  // Personal details
  user_name: personName("نام و نام خانوادگی"),
  user_birthday: isoDate(birthdayField),
  user_activity: text("حوزه فعالیت", 2, 120),
  user_experience: longText("سابقه کاری", 1000, 2),
  user_mobile: iranMobile("شماره موبایل"),
  user_email: optional(email("ایمیل")),
  // Service type, location and plan
  service: choiceId("نوع خدمت"),
  branch: choiceId("شعبه"),
  location_id: choiceId("فضا"),
  location_plan_id: choiceId("پلن"),
  coupon: optional(couponCode),
  // Additional details
  manager: optional(personName("نام مدیر یا رابط تیم")),
  topic: optional(longText("موضوع فعالیت تیم", 500)),
  date: suggestedDate,
  // Rule acceptance
  accept: acceptance,
  ...captchaFields,
});

export type ReservationInput = z.input<typeof reservationSchema>;
export type Reservation = z.output<typeof reservationSchema>;
