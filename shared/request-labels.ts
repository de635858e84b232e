// Request kinds and statuses in Persian, shared by the API answers and the pages.

export const REQUEST_KINDS = {
  reservation: "رزرو فضای کار",
  internship: "درخواست کارآموزی",
  idea: "ثبت ایده",
  "job-resume": "ارسال رزومه",
  "career-apply": "درخواست همکاری",
  /** Asking for a mentor: the team matches one (POST /v1/mentor/create). */
  "mentor-request": "درخواست منتور",
  "mentor-advice": "درخواست جلسه منتورینگ",
  /** Applying to become a mentor (POST /v1/mentor/apply; stored as mentor-create before migration 0005). */
  "mentor-apply": "درخواست منتور شدن",
  "hitech-proposal": "درخواست همکاری در پروژه",
  "freelancer-create": "ثبت‌نام فریلنسر",
  contact: "پیام تماس با ما",
  "event-attendance": "ثبت‌نام در رویداد",
} as const;

export type RequestKind = keyof typeof REQUEST_KINDS;

export const REQUEST_STATUSES = {
  received: "دریافت شد",
  "in-review": "در حال بررسی",
  /** The team asked the requester for more (by phone or SMS) and waits for it. */
  "needs-info": "نیاز به اطلاعات بیشتر",
  approved: "تایید شد",
  rejected: "رد شد",
  contacted: "تماس گرفته شد",
  /** The registration was called off (an event seat given back); final. */
  cancelled: "لغو شد",
} as const;

export type RequestStatus = keyof typeof REQUEST_STATUSES;

export function kindLabel(kind: string): string {
  return REQUEST_KINDS[kind as RequestKind] ?? "درخواست";
}

export function statusLabel(status: string): string {
  return REQUEST_STATUSES[status as RequestStatus] ?? status;
}

/** The rule shown with every request (SPEC §1). */
export const REVIEW_NOTICE =
  "ثبت درخواست به معنی رزرو یا پذیرش قطعی نیست. تیم اعتبارسنجی آوینوکس درخواست شما را بررسی می‌کند و پس از تایید، تیم ارتباط با شما تماس می‌گیرد تا نتیجه را اعلام و جزئیات نهایی را هماهنگ کند.";
