// Registering for an event (SPEC §7 POST /v1/event-attendance/create), shared by the event page's
// registration section and the API. A full event takes waiting-list requests (waitlist: true).
import { z } from "zod";
import { email, iranMobile, optional } from "../rules";
import { captchaFields, choiceId, personName } from "./common";

/** The API's refusals, which the page also recognises (a full event offers the waiting list). */
export const EVENT_ATTENDANCE_MESSAGES = {
  full: "ظرفیت این رویداد تکمیل شده است؛ می‌توانید در فهرست انتظار ثبت‌نام کنید.",
  past: "این رویداد برگزار شده و ثبت‌نام آن بسته است.",
  duplicate: "شما قبلاً در این رویداد ثبت‌نام کرده‌اید",
  duplicateWaitlist: "شما قبلاً در فهرست انتظار این رویداد ثبت شده‌اید",
} as const;

/** Added to the stored subject title of a waiting-list request. */
export const WAITLIST_SUFFIX = " (فهرست انتظار)";

export const eventAttendanceSchema = z.object({
  full_name: personName("نام و نام خانوادگی"),
  mobile: iranMobile("شماره موبایل"),
  email: optional(email("ایمیل")),
  event_id: choiceId("رویداد"),
  /** Join the waiting list when the event is full (no seat is taken). */
  waitlist: z.preprocess((value) => value === true || value === "true" || value === "1" || value === 1, z.boolean()),
  ...captchaFields,
});

export type EventAttendanceInput = z.input<typeof eventAttendanceSchema>;
export type EventAttendance = z.output<typeof eventAttendanceSchema>;
