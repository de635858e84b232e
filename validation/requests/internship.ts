// The internship request (/request-internship, POST /v1/internship/create). Signed-in senders
// only: their name and mobile come from the account, so the form asks about study, timing, the
// team they want, their skills and why; the resume goes beside it as a file.
import { z } from "zod";
import { jalaliParts, JALALI_MONTH_NAMES } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { maxLength, minLength, oneOf, requiredText } from "../rules";
import { longText, textList, wholeNumber } from "./common";
import { resumeFileRule } from "./job-resume";
import { EDUCATION_LEVELS, INTERNSHIP_TEAMS, SKILLS_LIMITS } from "./internship-terms";
import { REQUEST_FIELD_LABELS } from "./field-labels";

const LABELS = REQUEST_FIELD_LABELS.internship;

/** How far ahead a start month may be (months after the current one). */
export const START_MONTH_WINDOW = 12;

// ------------------------------------------------------------------- start month (Jalali YYYY-MM)

const MONTH_KEY = /^(\d{4})-(\d{2})$/;

/** "1405-03" for Khordad 1405. */
export function jalaliMonthKey(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, "0")}`;
}

function monthIndex(key: string): number | undefined {
  const match = MONTH_KEY.exec(key);
  if (!match) return undefined;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? Number(match[1]) * 12 + month - 1 : undefined;
}

/** "خرداد ۱۴۰۵" for "1405-03" (the key itself when it is not one). */
export function monthKeyLabel(key: string): string {
  const index = monthIndex(key);
  if (index === undefined) return key;
  return `${JALALI_MONTH_NAMES[index % 12]} ${toPersianDigits(Math.floor(index / 12))}`;
}

/** The current Jalali month in Tehran and the next `START_MONTH_WINDOW` months are allowed. */
export function isAllowedStartMonth(key: string, now: Date = new Date()): boolean {
  const index = monthIndex(key);
  if (index === undefined) return false;
  const today = jalaliParts(now);
  const current = today.year * 12 + today.month - 1;
  return index >= current && index <= current + START_MONTH_WINDOW;
}

/** The months a form offers: `count` months starting with the next one. */
export function upcomingStartMonths(now: Date, count = 6): Array<{ value: string; label: string }> {
  const today = jalaliParts(now);
  const current = today.year * 12 + today.month - 1;
  return Array.from({ length: count }, (_, i) => {
    const index = current + 1 + i;
    const key = jalaliMonthKey(Math.floor(index / 12), (index % 12) + 1);
    return { value: key, label: monthKeyLabel(key) };
  });
}

const startMonth = requiredText(LABELS.start_month).pipe(
  z
    .string()
    .refine((value) => isAllowedStartMonth(value), { error: `${LABELS.start_month} باید یکی از ماه‌های پیش رو باشد` }),
);

// ------------------------------------------------------------------------------------ the schema

export const internshipSchema = z.object({
  field_of_study: requiredText(LABELS.field_of_study)
    .pipe(minLength(LABELS.field_of_study, 2))
    .pipe(maxLength(LABELS.field_of_study, 100)),
  university: requiredText(LABELS.university)
    .pipe(minLength(LABELS.university, 2))
    .pipe(maxLength(LABELS.university, 120)),
  education_level: oneOf(LABELS.education_level, EDUCATION_LEVELS),
  start_month: startMonth,
  duration_months: wholeNumber(LABELS.duration_months, 1, 6),
  team: oneOf(LABELS.team, INTERNSHIP_TEAMS),
  skills: textList({
    label: LABELS.skills,
    itemLabel: "مهارت",
    max: SKILLS_LIMITS.max,
    itemMax: SKILLS_LIMITS.maxLength,
    text: "refuse",
    tooLongMessage: `هر مهارت باید حداکثر ${toPersianDigits(SKILLS_LIMITS.maxLength)} کاراکتر باشد`,
  }),
  motivation: longText(LABELS.motivation, 2000, 30),
});

/** What the form validates: the payload plus the resume file it sends beside it. */
export const internshipFormSchema = internshipSchema.extend({ resume: resumeFileRule });

export type InternshipInput = z.input<typeof internshipFormSchema>;
export type Internship = z.output<typeof internshipSchema>;
/** The form's values once validated (numbers parsed, the file checked). */
export type InternshipFormValues = z.output<typeof internshipFormSchema>;
