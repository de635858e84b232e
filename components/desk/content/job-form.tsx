"use client";
// A job position in the desk, new or edited: its unit, title, type, city and summary, the
// rich-text description (as its page on /jobs shows it), the requirements and benefits one a line,
// the monthly salary range in toman (digits of any script, thousands separators; empty: negotiable),
// the years of experience asked and the last day to apply (a Jalali date; empty: open until
// filled). Checked on blur and then on input by the API's own schema (validation/content/job.ts),
// the API's 422 on the same fields. Saved as every content form is (./content-form.tsx).
import { useWatch } from "react-hook-form";
import { FormSection } from "@/components/forms/form-section";
import { SelectField, TextAreaField } from "@/components/ui/field";
import { contentJobsApi } from "@/lib/api/resources/desk-content";
import { formatJalaliDate } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { groupDigits } from "@/shared/format/number";
import type { AdminJobPosition } from "@/shared/types/jobs";
import { JOB_TYPE_LABELS, JOB_TYPES, type JobUnit } from "@/shared/types/jobs";
import { jobPositionCreateSchema, type JobPositionContent } from "@/validation/content/job";
import { RichTextField } from "./content-form";
import {
  ContentFormFrame,
  contentFormKind,
  schemaResolver,
  useContentForm,
  type ContentFormProps,
} from "./content-form-frame";
import { JOB_DESK } from "./content-kinds";
import { BriefTextField, DigitsField, PlainTextField, tomanHint } from "./content-fields";

/** The form's values as typed: numbers, lists and the last day as their boxes' text. */
export type JobFormValues = {
  unit_id: string;
  title: string;
  type: string;
  city: string;
  summary: string;
  description: string;
  requirements: string;
  benefits: string;
  salary_min_toman: string;
  salary_max_toman: string;
  experience_years: string;
  expires_at: string;
};

const resolver = schemaResolver<JobFormValues, JobPositionContent>(jobPositionCreateSchema);

const amount = (toman: number | null) => (toman === null ? "" : toPersianDigits(groupDigits(toman)));

const jobFormValues = (position: AdminJobPosition): JobFormValues => ({
  unit_id: String(position.unit_id),
  title: position.title,
  type: position.type,
  city: position.city,
  summary: position.summary,
  description: position.description,
  requirements: position.requirements.join("\n"),
  benefits: position.benefits.join("\n"),
  salary_min_toman: amount(position.salary_min_toman),
  salary_max_toman: amount(position.salary_max_toman),
  experience_years: toPersianDigits(position.experience_years),
  expires_at: position.expires_at ? formatJalaliDate(position.expires_at, "short") : "",
});

const EMPTY: JobFormValues = {
  unit_id: "",
  title: "",
  type: "",
  city: "کرمان",
  summary: "",
  description: "",
  requirements: "",
  benefits: "",
  salary_min_toman: "",
  salary_max_toman: "",
  experience_years: "",
  expires_at: "",
};

/** A salary bound's hint while it is not a number. */
const SALARY_UNSET = "تومان در ماه؛ خالی یعنی توافقی.";

const JOB_FORM = contentFormKind({
  desk: JOB_DESK,
  api: contentJobsApi,
  resolver,
  valuesOf: jobFormValues,
  empty: EMPTY,
  // The checked values: the last day as an instant, amounts as numbers, lists as lists.
  body: (values) => ({ ...values, expires_at: values.expires_at?.toISOString() ?? null }),
});

type Props = ContentFormProps<AdminJobPosition> & {
  /** The units a position can be put in, in the site's order. */
  units: Pick<JobUnit, "id" | "name">[];
};

export function JobForm({ units, item, onSaved }: Props) {
  const { control, field, frame } = useContentForm(JOB_FORM, { item, onSaved });
  const [salaryMin, salaryMax] = useWatch({ control, name: ["salary_min_toman", "salary_max_toman"] });

  return (
    <ContentFormFrame frame={frame} label={item ? "ویرایش موقعیت شغلی" : "موقعیت شغلی تازه"}>
      <FormSection title="موقعیت">
        <SelectField
          label="واحد"
          required
          options={units.map((unit) => ({ value: unit.id, label: unit.name }))}
          {...field("unit_id")}
        />
        <PlainTextField
          label="عنوان موقعیت"
          required
          hint="همان‌طور که در فهرست فرصت‌های شغلی و عنوان صفحه موقعیت دیده می‌شود."
          {...field("title")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="نوع همکاری"
            required
            options={JOB_TYPES.map((type) => ({ value: type, label: JOB_TYPE_LABELS[type] }))}
            {...field("type")}
          />
          <PlainTextField label="شهر" required {...field("city")} />
        </div>
        <BriefTextField label="خلاصه موقعیت" hint="یکی دو جمله که در فهرست زیر عنوان می‌آید." {...field("summary")} />
        <RichTextField
          control={control}
          name="description"
          label="شرح موقعیت"
          lines="paragraph"
          hint="فهرست، متن پررنگ، پیوند و سرفصل؛ هر خط یک بند. در صفحه موقعیت همین‌طور دیده می‌شود."
        />
      </FormSection>
      <FormSection title="شرایط و مزایا">
        <TextAreaField label="شرایط احراز" rows={5} hint="هر شرط در یک خط." {...field("requirements")} />
        <TextAreaField label="مزایا" rows={4} hint="هر مزیت در یک خط." {...field("benefits")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <DigitsField
            label="کمترین حقوق ماهانه (تومان)"
            hint={tomanHint(salaryMin, SALARY_UNSET)}
            {...field("salary_min_toman")}
          />
          <DigitsField
            label="بیشترین حقوق ماهانه (تومان)"
            hint={tomanHint(salaryMax, SALARY_UNSET)}
            {...field("salary_max_toman")}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <DigitsField label="سال‌های سابقه" hint="خالی یا ۰ یعنی بدون نیاز به سابقه." {...field("experience_years")} />
          <PlainTextField
            label="آخرین روز ارسال رزومه"
            dir="ltr"
            placeholder="۱۴۰۵/۰۹/۳۰"
            hint="تاریخ شمسی؛ خالی یعنی تا پر شدن موقعیت باز است."
            {...field("expires_at")}
          />
        </div>
      </FormSection>
    </ContentFormFrame>
  );
}
