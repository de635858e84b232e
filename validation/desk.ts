// What the staff desk sends: a status decision, a note, a call, an assignment, a staff member's
// access. One schema each, for the desk's forms and the admin API.
import { z } from "zod";
import { CALL_OUTCOMES } from "@/shared/types/desk";
import { REQUEST_KINDS, REQUEST_STATUSES } from "@/shared/request-labels";
import { STAFF_ROLES } from "@/shared/staff";
import { iranMobile, maxLength, oneOf, optional } from "./rules";

const keysOf = <T extends object>(record: T) => Object.keys(record) as Array<keyof T & string>;

/** The version the desk showed: a change made against an older one is refused (409). */
const version = z.coerce
  .number({ error: "نسخه درخواست معتبر نیست." })
  .int()
  .positive({ error: "نسخه درخواست معتبر نیست." });

export const statusDecisionSchema = z.object({
  status: oneOf("وضعیت", keysOf(REQUEST_STATUSES)),
  note: optional(maxLength("توضیح برای درخواست‌دهنده", 500)),
  /** Send the requester the SMS of this kind and status. */
  notify: z.boolean().default(false),
  version,
});
export type StatusDecision = z.output<typeof statusDecisionSchema>;

export const noteSchema = z.object({ text: maxLength("یادداشت", 2000) });

export const callSchema = z
  .object({
    outcome: oneOf("نتیجه تماس", keysOf(CALL_OUTCOMES)),
    call_back_at: optional(z.iso.datetime({ offset: true, error: "زمان تماس دوباره معتبر نیست." })),
    note: optional(maxLength("توضیح تماس", 1000)),
  })
  .refine((call) => call.outcome !== "call-back" || Boolean(call.call_back_at), {
    path: ["call_back_at"],
    error: "زمان تماس دوباره الزامی است",
  });
export type CallEntry = z.output<typeof callSchema>;

export const assignSchema = z.object({
  assignee_id: z.number({ error: "کارشناس معتبر نیست." }).int().positive().nullable(),
  version,
});

export const staffAccessSchema = z
  .object({
    role: oneOf("نقش", keysOf(STAFF_ROLES)),
    kinds: z.array(oneOf("نوع درخواست", keysOf(REQUEST_KINDS))).default([]),
  })
  .transform((access) => ({ role: access.role, kinds: access.role === "reviewer" ? [...new Set(access.kinds)] : [] }));

export const newStaffSchema = z.object({ mobile: iranMobile("شماره موبایل") }).and(staffAccessSchema);

/** An admin's status SMS template: {code}, {kind} and {status} are filled in; an empty text goes back to the default. */
export const smsTemplateSchema = z.object({
  kind: oneOf("نوع درخواست", keysOf(REQUEST_KINDS)),
  status: oneOf("وضعیت", keysOf(REQUEST_STATUSES)),
  text: optional(maxLength("متن پیامک", 300)),
});
