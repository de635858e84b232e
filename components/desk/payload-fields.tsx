// A request's fields as the visitor typed them, for the desk: each known key of each kind with the
// label its form shows and its value made readable (yes/no, Jalali days, toman, lists, months);
// keys no form asks (an older build's, or new ones) still show, under their own name.
import type { ReactNode } from "react";
import { formatJalaliDay, isIsoDay, jalaliOfIsoDate } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { formatNumberFa, formatToman } from "@/shared/format/number";
import type { RequestKind } from "@/shared/request-labels";
import { REQUEST_FIELD_LABELS } from "@/validation/requests/field-labels";
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

/** The sender's number and address, as most request forms name them. */
const SENDER: Partial<Record<string, Format>> = { mobile: "phone", email: "email" };

/** How each kind's values read where plain text would not do; the labels and their order are the form's (validation/requests/field-labels.ts). */
const FORMATS: Record<RequestKind, Partial<Record<string, Format>>> = {
  reservation: {
    user_birthday: "day",
    user_mobile: "phone",
    user_email: "email",
    service: "ref",
    branch: "ref",
    location_id: "ref",
    location_plan_id: "ref",
    coupon_percent: "percent",
    plan_price: "rial",
    final_price: "rial",
    date: "day",
  },
  internship: { start_month: "month-key", duration_months: "months" },
  idea: {
    service: "idea-service",
    founder_mobile: "phone",
    founder_email: "email",
    team_size: "people",
    website: "url",
  },
  "job-resume": { ...SENDER, job_id: "ref", experience_years: "years", expected_salary: "toman" },
  "career-apply": { ...SENDER, unit_id: "ref", position_id: "ref" },
  "mentor-request": { ...SENDER, team_size: "people", topic_category_id: "ref" },
  "mentor-advice": { ...SENDER, mentor_id: "ref", topic_category_id: "ref" },
  "mentor-apply": {
    ...SENDER,
    category_id: "ref",
    years_of_experience: "years",
    linkedin: "url",
    hours_per_month: "hours",
  },
  "hitech-proposal": { ...SENDER, project_id: "ref", duration_months: "months" },
  "freelancer-create": {
    ...SENDER,
    birthday: "day",
    category_id: "ref",
    years_of_experience: "years",
    hourly_rate: "toman",
    instagram: "url",
    linkedin: "url",
    twitter: "url",
    telegram: "url",
  },
  contact: {
    contact_phone: "phone",
    contact_email: "email",
    contact_birthday: "day",
    contact_national_id: "phone",
  },
  "event-attendance": { ...SENDER, event_id: "ref" },
};

/** The fields of each kind in the order its form asks them, under its labels, each with how its value reads. */
export const PAYLOAD_FIELDS: Record<string, Record<string, FieldSpec>> = Object.fromEntries(
  (Object.keys(REQUEST_FIELD_LABELS) as RequestKind[]).map((kind) => [
    kind,
    Object.fromEntries(
      Object.entries(REQUEST_FIELD_LABELS[kind]).map(([key, label]) => {
        const format = FORMATS[kind][key];
        return [key, format ? { label, format } : { label }];
      }),
    ),
  ]),
);

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
