// A job position as the content desk edits it (issue 14): its unit, title, type, city, summary, the
// rich-text description, the requirements and benefits (one a line, or a list), the monthly salary
// range in toman (empty: negotiable; stored in rial as the public API answers it), the years of
// experience asked and the last day to apply (a Jalali date; empty: open until filled). The desk's
// form and the admin API (app/api/v1/admin/content/jobs) parse with these schemas; numbers take
// digits of any script and thousands separators.
import { z } from "zod";
import { JOB_TYPE_LABELS, JOB_TYPES } from "@/shared/types/jobs";
import { optional } from "../rules";
import { contentSchemas } from "./desk-schemas";
import {
  ARTICLE_LIMITS,
  lastJalaliDay,
  optionalSlug,
  orNone,
  rowReference,
  SORT_ORDER_LIMITS,
  sortOrder,
  textList,
  TOMAN_LIMITS,
  wholeNumber,
  writtenText,
} from "./fields";

export const JOB_LIMITS = {
  ...ARTICLE_LIMITS,
  city: { min: 2, max: 60 },
  listItem: { min: 2, max: 300 },
  listItems: 20,
  experienceYears: { min: 0, max: 40 },
  salaryToman: TOMAN_LIMITS,
} as const;

const JOB_LIST = { item: JOB_LIMITS.listItem, items: JOB_LIMITS.listItems };

export const SALARY_ORDER_MESSAGE = "بیشترین حقوق نباید از کمترین حقوق کمتر باشد.";
const TYPE_MESSAGE = `نوع همکاری باید یکی از ${Object.values(JOB_TYPE_LABELS).join("، ")} باشد.`;
const EXPIRES_MESSAGE = "آخرین روز ارسال رزومه معتبر نیست؛ تاریخ را مانند ۱۴۰۵/۰۹/۳۰ بنویسید.";

/** A salary bound in toman; empty (or null): none, negotiable. */
const salaryToman = (label: string) => orNone(wholeNumber(label, JOB_LIMITS.salaryToman));

/** Every editable field of a position; each may be left out of a PATCH. */
const positionFields = {
  unit_id: rowReference("واحد"),
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

const salaryOrder = { holds: salaryInOrder, field: "salary_max_toman", error: SALARY_ORDER_MESSAGE };
/** A new position (saved as a draft), and an edit: any of the fields, and the version the desk showed (the range is checked again against what is stored). */
const positionSchemas = contentSchemas(positionFields, { create: [salaryOrder], patch: [salaryOrder] });

export const jobPositionCreateSchema = positionSchemas.create;
export type JobPositionCreateInput = z.input<typeof jobPositionCreateSchema>;
export type JobPositionContent = z.output<typeof jobPositionCreateSchema>;
export const jobPositionPatchSchema = positionSchemas.patch;
export type JobPositionPatch = z.output<typeof jobPositionPatchSchema>;

export const JOB_UNIT_LIMITS = {
  name: { min: 2, max: 80 },
  description: { min: 10, max: 500 },
  sortOrder: SORT_ORDER_LIMITS,
} as const;

const unitFields = {
  name: writtenText("نام واحد", JOB_UNIT_LIMITS.name),
  /** Empty on create: made from the name (the jobs list filters by it: /jobs?unit=slug). */
  slug: optionalSlug(),
  description: writtenText("توضیح واحد", JOB_UNIT_LIMITS.description),
  /** Its place among the units, smaller first; empty on create: after the last. */
  sort_order: sortOrder(),
};

/** A new unit, and a unit's edit: any of its fields, and the version the desk showed. */
const unitSchemas = contentSchemas(unitFields);

export const jobUnitCreateSchema = unitSchemas.create;
export type JobUnitContent = z.output<typeof jobUnitCreateSchema>;
export const jobUnitPatchSchema = unitSchemas.patch;
export type JobUnitPatch = z.output<typeof jobUnitPatchSchema>;
