// What an event's registration form, the API and its schema (validation/requests/event-attendance.ts)
// share without the schema: the API's refusals the page recognises and the waiting list's mark.
// Without zod, so the form reads them before its schema loads.

/** The API's refusals, which the page also recognises (a full event offers the waiting list). */
export const EVENT_ATTENDANCE_MESSAGES = {
  full: "ظرفیت این رویداد تکمیل شده است؛ می‌توانید در فهرست انتظار ثبت‌نام کنید.",
  past: "این رویداد برگزار شده و ثبت‌نام آن بسته است.",
  duplicate: "شما قبلاً در این رویداد ثبت‌نام کرده‌اید",
  duplicateWaitlist: "شما قبلاً در فهرست انتظار این رویداد ثبت شده‌اید",
} as const;

/** Added to the stored subject title of a waiting-list request. */
export const WAITLIST_SUFFIX = " (فهرست انتظار)";
