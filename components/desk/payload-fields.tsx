// A request's fields as the visitor typed them, for the desk: each known key of each kind with the
// label its form shows and its value made readable (yes/no, Jalali days, toman, lists, months);
// keys no form asks (an older build's, or new ones) still show, under their own name.
import type { ReactNode } from "react";
import { formatJalaliDay, isIsoDay, jalaliOfIsoDate } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { formatNumberFa, formatToman } from "@/shared/format/number";
import { ideaServiceLabel } from "@/validation/requests/idea-terms";
import { monthKeyLabel } from "@/validation/requests/internship";

/** How a value reads: a Jalali day, money (as typed in toman, or rial from the API's prices), a count with its unit, a link, a phone number, an id to look up. */
type Format =
  | "day"
  | "toman"
  | "rial"
  | "months"
  | "years"
  | "people"
  | "hours"
  | "percent"
  | "month-key"
  | "idea-service"
  | "url"
  | "phone"
  | "email"
  | "ref"
  | "text";

type FieldSpec = { label: string; format?: Format };

const person = {
  full_name: { label: "نام و نام خانوادگی" },
  mobile: { label: "شماره موبایل", format: "phone" },
  email: { label: "ایمیل", format: "email" },
} satisfies Record<string, FieldSpec>;

/** The fields of each kind in the order its form asks them (validation/requests/*.ts). */
export const PAYLOAD_FIELDS: Record<string, Record<string, FieldSpec>> = {
  reservation: {
    user_name: { label: "نام و نام خانوادگی" },
    user_birthday: { label: "تاریخ تولد", format: "day" },
    user_activity: { label: "حوزه فعالیت" },
    user_experience: { label: "سابقه کاری" },
    user_mobile: { label: "شماره موبایل", format: "phone" },
    user_email: { label: "ایمیل", format: "email" },
    service: { label: "نوع خدمت", format: "ref" },
    branch: { label: "شعبه", format: "ref" },
    location_id: { label: "فضا", format: "ref" },
    location_plan_id: { label: "پلن", format: "ref" },
    coupon: { label: "کد تخفیف" },
    coupon_title: { label: "عنوان تخفیف" },
    coupon_percent: { label: "درصد تخفیف", format: "percent" },
    plan_price: { label: "قیمت پلن", format: "rial" },
    final_price: { label: "مبلغ نهایی", format: "rial" },
    manager: { label: "نام مدیر یا رابط تیم" },
    topic: { label: "موضوع فعالیت تیم" },
    date: { label: "تاریخ پیشنهادی شروع", format: "day" },
    accept: { label: "پذیرش قوانین و شرایط رزرو" },
  },
  internship: {
    field_of_study: { label: "رشته تحصیلی" },
    university: { label: "دانشگاه" },
    education_level: { label: "مقطع تحصیلی" },
    start_month: { label: "ماه شروع", format: "month-key" },
    duration_months: { label: "مدت کارآموزی", format: "months" },
    team: { label: "تیم مورد علاقه" },
    skills: { label: "مهارت‌ها" },
    motivation: { label: "انگیزه از کارآموزی" },
  },
  idea: {
    service: { label: "برنامه مورد نظر", format: "idea-service" },
    title: { label: "عنوان ایده" },
    problem: { label: "مسئله‌ای که حل می‌کنند" },
    solution: { label: "راه‌حل" },
    customers: { label: "مشتریان هدف" },
    stage: { label: "مرحله فعلی" },
    founder_name: { label: "نام بنیان‌گذار" },
    founder_mobile: { label: "شماره موبایل بنیان‌گذار", format: "phone" },
    founder_email: { label: "ایمیل بنیان‌گذار", format: "email" },
    team_size: { label: "تعداد اعضای تیم", format: "people" },
    team_roles: { label: "نقش اعضای تیم" },
    city: { label: "شهر" },
    website: { label: "وب‌سایت یا لینک", format: "url" },
  },
  "job-resume": {
    job_id: { label: "موقعیت شغلی", format: "ref" },
    ...person,
    city: { label: "شهر محل سکونت" },
    experience_years: { label: "سابقه کار", format: "years" },
    expected_salary: { label: "حقوق درخواستی (ماهانه)", format: "toman" },
    cover_letter: { label: "متن همراه رزومه" },
  },
  "career-apply": {
    unit_id: { label: "واحد", format: "ref" },
    position_id: { label: "موقعیت شغلی", format: "ref" },
    position_title: { label: "عنوان موقعیت" },
    ...person,
  },
  "mentor-request": {
    team_name: { label: "نام تیم یا استارتاپ" },
    team_size: { label: "تعداد اعضای تیم", format: "people" },
    business_stage: { label: "مرحله فعلی کسب‌وکار" },
    team_description: { label: "معرفی تیم و کسب‌وکار" },
    topic_category_id: { label: "حوزه موضوع", format: "ref" },
    topic_title: { label: "عنوان موضوع" },
    topic_description: { label: "شرح نیاز یا چالش" },
    duration: { label: "مدت همراهی" },
    frequency: { label: "تناوب جلسه‌ها" },
    meeting_mode: { label: "نحوه برگزاری" },
    ...person,
  },
  "mentor-advice": {
    session_type: { label: "نوع جلسه" },
    mentor_id: { label: "منتور", format: "ref" },
    topic_category_id: { label: "حوزه موضوع", format: "ref" },
    topic_title: { label: "عنوان موضوع" },
    topic_description: { label: "شرح پرسش یا چالش" },
    business_stage: { label: "مرحله فعلی کسب‌وکار" },
    ...person,
    preferred_time: { label: "زمان ترجیحی" },
    preferred_mode: { label: "نحوه برگزاری" },
  },
  "mentor-apply": {
    ...person,
    category_id: { label: "حوزه تخصصی", format: "ref" },
    title: { label: "عنوان شغلی" },
    company: { label: "شرکت یا سازمان" },
    years_of_experience: { label: "سابقه کار", format: "years" },
    topics: { label: "موضوع‌های مشاوره" },
    linkedin: { label: "لینکدین", format: "url" },
    bio: { label: "معرفی و سوابق" },
    hours_per_month: { label: "ساعت در ماه", format: "hours" },
  },
  "hitech-proposal": {
    project_id: { label: "پروژه", format: "ref" },
    applicant_type: { label: "نوع متقاضی" },
    ...person,
    company_name: { label: "نام شرکت" },
    role: { label: "نقش مورد نظر" },
    experience: { label: "خلاصه سوابق" },
    proposal: { label: "پیشنهاد همکاری" },
    duration_months: { label: "مدت همکاری", format: "months" },
  },
  "freelancer-create": {
    ...person,
    city: { label: "شهر" },
    birthday: { label: "تاریخ تولد", format: "day" },
    category_id: { label: "حوزه کاری", format: "ref" },
    title: { label: "عنوان تخصص" },
    years_of_experience: { label: "سابقه کار", format: "years" },
    hourly_rate: { label: "نرخ ساعتی", format: "toman" },
    bio: { label: "معرفی" },
    skills: { label: "مهارت‌ها" },
    instagram: { label: "اینستاگرام", format: "url" },
    linkedin: { label: "لینکدین", format: "url" },
    twitter: { label: "ایکس (توییتر)", format: "url" },
    telegram: { label: "تلگرام", format: "url" },
  },
  contact: {
    contact_name: { label: "نام و نام خانوادگی" },
    contact_phone: { label: "شماره تماس", format: "phone" },
    contact_email: { label: "ایمیل", format: "email" },
    contact_birthday: { label: "تاریخ تولد", format: "day" },
    contact_national_id: { label: "کد ملی", format: "phone" },
    contact_business: { label: "نام کسب‌وکار" },
    subject: { label: "موضوع" },
    message: { label: "پیام" },
  },
  "event-attendance": {
    ...person,
    event_id: { label: "رویداد", format: "ref" },
    waitlist: { label: "ثبت در فهرست انتظار" },
  },
};

/** Names for the ids a payload holds, by key then id (e.g. the branches' names for `branch`). */
export type PayloadNames = Partial<Record<string, Record<string, string>>>;

export type PayloadEntry = { key: string; label: string; value: ReactNode };

const ltr = (text: string, className = "") => (
  <span dir="ltr" className={`inline-block ${className}`}>
    {text}
  </span>
);

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

const counted = (value: unknown, unit: string) =>
  typeof value === "number" || (typeof value === "string" && /^\d+$/.test(value))
    ? `${formatNumberFa(value)} ${unit}`
    : undefined;

/** One value as a person reads it; undefined when the format does not fit and the plain reading should be used. */
function formatted(value: unknown, format: Format, names: Record<string, string> | undefined): ReactNode | undefined {
  switch (format) {
    case "day":
      return typeof value === "string" && isIsoDay(value) ? formatJalaliDay(jalaliOfIsoDate(value)) : undefined;
    case "toman":
      return typeof value === "number" ? `${formatNumberFa(value)} تومان` : undefined;
    case "rial":
      return typeof value === "number" ? formatToman(value) : undefined;
    case "months":
      return counted(value, "ماه");
    case "years":
      return counted(value, "سال");
    case "people":
      return counted(value, "نفر");
    case "hours":
      return counted(value, "ساعت");
    case "percent":
      return typeof value === "number" ? `${toPersianDigits(value)}٪` : undefined;
    case "month-key":
      return typeof value === "string" ? monthKeyLabel(value) : undefined;
    case "idea-service":
      return typeof value === "string" ? ideaServiceLabel(value) : undefined;
    case "url":
      return typeof value === "string" && isWebAddress(value) ? (
        <a
          href={value}
          dir="ltr"
          rel="noopener noreferrer nofollow"
          target="_blank"
          className="font-medium break-all text-brand-800 underline underline-offset-4"
        >
          {value}
        </a>
      ) : undefined;
    case "phone":
      return typeof value === "string" ? ltr(toPersianDigits(value)) : undefined;
    case "email":
      return typeof value === "string" ? ltr(value, "break-all") : undefined;
    case "ref": {
      if (typeof value !== "number" && typeof value !== "string") return undefined;
      const name = names?.[String(value)];
      return name ?? `شناسه ${toPersianDigits(value)}`;
    }
    default:
      return undefined;
  }
}

/** Anything as text: yes/no, lists joined, ISO days in Jalali, numbers in Persian digits. */
export function plainValue(value: unknown): ReactNode {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "بله" : "خیر";
  if (typeof value === "number") return formatNumberFa(value);
  if (typeof value === "string") {
    if (isIsoDay(value)) return formatJalaliDay(jalaliOfIsoDate(value));
    return value;
  }
  if (Array.isArray(value))
    return value.length
      ? value
          .map((item) => (typeof item === "object" && item !== null ? JSON.stringify(item) : String(plainValue(item))))
          .join("، ")
      : "—";
  return ltr(JSON.stringify(value), "font-mono text-sm break-all");
}

/** The payload's entries: the kind's known fields in their form's order, then anything else. */
export function payloadEntries(
  kind: string,
  payload: Record<string, unknown>,
  names: PayloadNames = {},
): PayloadEntry[] {
  const specs = PAYLOAD_FIELDS[kind] ?? {};
  const known = Object.keys(specs).filter((key) => Object.hasOwn(payload, key));
  const other = Object.keys(payload).filter((key) => !Object.hasOwn(specs, key));
  return [...known, ...other].map((key) => {
    const spec = specs[key];
    const value = payload[key];
    const shown = spec?.format ? formatted(value, spec.format, names[key]) : undefined;
    return { key, label: spec?.label ?? key, value: shown ?? plainValue(value) };
  });
}

/** The fields as a definition list. */
export function PayloadFields({
  kind,
  payload,
  names,
}: {
  kind: string;
  payload: Record<string, unknown>;
  names?: PayloadNames;
}) {
  const entries = payloadEntries(kind, payload, names);
  if (entries.length === 0) return <p className="text-muted">این درخواست فیلد دیگری ندارد.</p>;
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {entries.map((entry) => (
        <div key={entry.key} className="min-w-0">
          <dt className="text-sm font-bold text-muted">{entry.label}</dt>
          <dd className="mt-1 leading-7 break-words whitespace-pre-line">{entry.value}</dd>
        </div>
      ))}
    </dl>
  );
}
