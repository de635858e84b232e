// A job position as the content desk edits it (issue 14): its unit, title, type, city, summary, the
// rich-text description, the requirements and benefits (one a line, or a list), the monthly salary
// range in toman (empty: negotiable; stored in rial as the public API answers it), the years of
// experience asked and the last day to apply (a Jalali date; empty: open until filled). The desk's
// form and the admin API (app/api/v1/admin/content/jobs) parse with these schemas; numbers take
// digits of any script and thousands separators.
import { z } from "zod";
import { toLatinDigits } from "@/shared/format/digits";
import { gregorianFromJalali, TEHRAN_UTC_OFFSET } from "@/shared/format/date";
import { JOB_TYPE_LABELS, JOB_TYPES } from "@/shared/types/jobs";
import { optional } from "../rules";
import { contentVersion, slugField, textList, wholeNumber, writtenText } from "./fields";

export const JOB_LIMITS = {
  title: { min: 3, max: 120 },
  city: { min: 2, max: 60 },
  summary: { min: 10, max: 300 },
  description: { min: 20, max: 20_000 },
  listItem: { min: 2, max: 300 },
  listItems: 20,
  experienceYears: { min: 0, max: 40 },
  // The rial amount fits the database's integer column: up to 200 million toman a month.
  salaryToman: { min: 0, max: 200_000_000 },
} as const;

const JOB_LIST = { item: JOB_LIMITS.listItem, items: JOB_LIMITS.listItems };

export const SALARY_ORDER_MESSAGE = "بیشترین حقوق نباید از کمترین حقوق کمتر باشد.";
const TYPE_MESSAGE = `نوع همکاری باید یکی از ${Object.values(JOB_TYPE_LABELS).join("، ")} باشد.`;
const EXPIRES_MESSAGE = "آخرین روز ارسال رزومه معتبر نیست؛ تاریخ را مانند ۱۴۰۵/۰۹/۳۰ بنویسید.";

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** A salary bound in toman; empty (or null): none, negotiable. */
function salaryToman(label: string) {
  return z.preprocess(
    (value) => (isBlank(value) ? null : value),
    wholeNumber(label, JOB_LIMITS.salaryToman).nullable(),
  );
}

// "1405/09/30" or "1405-9-30": a Jalali day.
const JALALI_DATE = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The end of a Jalali day on Tehran's clock (applications are taken all that day); undefined when the text is not one. */
export function endOfJalaliDay(value: string): Date | undefined {
  const match = JALALI_DATE.exec(toLatinDigits(value).trim());
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1300 || year > 1500) return undefined;
  try {
    const dayStart = gregorianFromJalali(year, month, day);
    return new Date(`${dayStart.toISOString().slice(0, 10)}T23:59:59${TEHRAN_UTC_OFFSET}`);
  } catch {
    return undefined;
  }
}

/** A last day (to apply, to use an offer): a Jalali date (or the ISO instant the API answers), its end on Tehran's clock; empty (or null): none. */
export function lastJalaliDay(message: string) {
  return z.preprocess(
    (value) => (isBlank(value) ? null : typeof value === "string" ? toLatinDigits(value).trim() : value),
    z
      .string({ error: message })
      .transform((value, ctx) => {
        const date = ISO_INSTANT.test(value) ? new Date(value) : endOfJalaliDay(value);
        if (!date || Number.isNaN(date.getTime())) {
          ctx.addIssue({ code: "custom", message, input: value });
          return z.NEVER;
        }
        return date;
      })
      .nullable(),
  );
}

/** Every editable field of a position; each may be left out of a PATCH. */
const positionFields = {
  unit_id: wholeNumber("واحد", { min: 1, max: 2_147_483_647 }),
  title: writtenText("عنوان موقعیت", JOB_LIMITS.title),
  type: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z.enum(JOB_TYPES, { error: TYPE_MESSAGE }),
  ),
  city: writtenText("شهر", JOB_LIMITS.city),
  summary: writtenText("خلاصه موقعیت", JOB_LIMITS.summary),
  /** Rich text: headings, lists, bold and safe links (nothing in it is ever markup). */
  description: writtenText("شرح موقعیت", JOB_LIMITS.description),
  requirements: textList("شرایط احراز", JOB_LIST),
  benefits: textList("مزایا", JOB_LIST),
  salary_min_toman: salaryToman("کمترین حقوق ماهانه (تومان)"),
  salary_max_toman: salaryToman("بیشترین حقوق ماهانه (تومان)"),
  /** Empty on create: 0 (no experience asked). */
  experience_years: optional(wholeNumber("سال‌های سابقه", JOB_LIMITS.experienceYears)),
  expires_at: lastJalaliDay(EXPIRES_MESSAGE),
};

type SalaryRange = { salary_min_toman?: number | null; salary_max_toman?: number | null };

/** Whether a range reads right: both bounds given and the top below the floor is the one mistake. */
export const salaryInOrder = ({ salary_min_toman: min, salary_max_toman: max }: SalaryRange) =>
  min == null || max == null || min <= max;

/** A new position (saved as a draft). */
export const jobPositionCreateSchema = z
  .object(positionFields)
  .refine(salaryInOrder, { path: ["salary_max_toman"], error: SALARY_ORDER_MESSAGE });
export type JobPositionCreateInput = z.input<typeof jobPositionCreateSchema>;
export type JobPositionContent = z.output<typeof jobPositionCreateSchema>;

/** An edit: any of the fields, and the version the desk showed (the range is checked again against what is stored). */
export const jobPositionPatchSchema = z
  .object(positionFields)
  .partial()
  .extend({ version: contentVersion })
  .refine(salaryInOrder, { path: ["salary_max_toman"], error: SALARY_ORDER_MESSAGE });
export type JobPositionPatch = z.output<typeof jobPositionPatchSchema>;

export const JOB_UNIT_LIMITS = {
  name: { min: 2, max: 80 },
  description: { min: 10, max: 500 },
  sortOrder: { min: 0, max: 10_000 },
} as const;

const unitFields = {
  name: writtenText("نام واحد", JOB_UNIT_LIMITS.name),
  /** Empty on create: made from the name (the jobs list filters by it: /jobs?unit=slug). */
  slug: optional(slugField("نامک")),
  description: writtenText("توضیح واحد", JOB_UNIT_LIMITS.description),
  /** Its place among the units, smaller first; empty on create: after the last. */
  sort_order: optional(wholeNumber("ترتیب نمایش", JOB_UNIT_LIMITS.sortOrder)),
};

/** A new unit. */
export const jobUnitCreateSchema = z.object(unitFields);
export type JobUnitContent = z.output<typeof jobUnitCreateSchema>;

/** A unit's edit: any of its fields, and the version the desk showed. */
export const jobUnitPatchSchema = z.object(unitFields).partial().extend({ version: contentVersion });
export type JobUnitPatch = z.output<typeof jobUnitPatchSchema>;
