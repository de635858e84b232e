"use client";
// A hi-tech project in the desk, new or edited: its title, summary and rich-text description (as
// its page on /projects shows it), field, stage, industrial partner, cover (uploaded, with its text
// alternative), the roles it looks for and its technologies one a line, the budget in toman (digits
// of any script, thousands separators; empty: settled with the team) and how many months it runs.
// Checked on blur and then on input by the API's own schema (validation/content/hitech.ts), the
// API's 422 on the same fields. Saved as every content form is (./content-form.tsx).
import { useWatch } from "react-hook-form";
import { FormSection } from "@/components/forms/form-section";
import { SelectField, TextAreaField } from "@/components/ui/field";
import { contentProjectsApi, type HitechProjectBody } from "@/lib/api/resources/desk-content";
import { toPersianDigits } from "@/shared/format/digits";
import { groupDigits } from "@/shared/format/number";
import type { AdminHitechProject } from "@/shared/types/hitech";
import { HITECH_FIELDS, HITECH_STATUSES } from "@/shared/types/hitech";
import { projectCreateSchema, type ProjectContent } from "@/validation/content/hitech";
import { RichTextField } from "./content-form";
import { CoverImageSection } from "./cover-image-section";
import {
  ContentFormFrame,
  contentFormKind,
  schemaResolver,
  useContentForm,
  type ContentFormProps,
} from "./content-form-frame";
import { PROJECT_DESK } from "./content-kinds";
import { BriefTextField, DigitsField, PlainTextField, tomanHint } from "./content-fields";

/** The form's values as typed: numbers and lists as their boxes' text. */
export type ProjectFormValues = {
  title: string;
  summary: string;
  description: string;
  field: string;
  stage: string;
  partner: string;
  cover: string;
  cover_alt: string;
  needs: string;
  technologies: string;
  budget_toman: string;
  duration_months: string;
};

const EMPTY: ProjectFormValues = {
  title: "",
  summary: "",
  description: "",
  field: "",
  stage: "recruiting",
  partner: "",
  cover: "",
  cover_alt: "",
  needs: "",
  technologies: "",
  budget_toman: "",
  duration_months: "",
};

const resolver = schemaResolver<ProjectFormValues, ProjectContent>(projectCreateSchema);

const FIELD_OPTIONS = Object.entries(HITECH_FIELDS).map(([value, label]) => ({ value, label }));
const STAGE_OPTIONS = Object.entries(HITECH_STATUSES).map(([value, label]) => ({ value, label }));

const projectFormValues = (project: AdminHitechProject): ProjectFormValues => ({
  title: project.title,
  summary: project.summary,
  description: project.description,
  field: project.field,
  stage: project.stage,
  partner: project.partner,
  cover: project.cover,
  cover_alt: project.cover_alt ?? "",
  needs: project.needs.join("\n"),
  technologies: project.technologies.join("\n"),
  budget_toman: project.budget_toman === null ? "" : toPersianDigits(groupDigits(project.budget_toman)),
  duration_months: toPersianDigits(project.duration_months),
});

/** What the API is sent for the checked values: an empty cover is left out (drawn on a new project, kept on an edit); an emptied text alternative or budget is cleared. */
const projectBody = ({ cover, cover_alt, budget_toman, ...fields }: ProjectContent): HitechProjectBody => ({
  ...fields,
  ...(cover ? { cover } : {}),
  cover_alt: cover_alt ?? null,
  budget_toman: budget_toman ?? null,
});

const PROJECT_FORM = contentFormKind({
  desk: PROJECT_DESK,
  api: contentProjectsApi,
  resolver,
  valuesOf: projectFormValues,
  empty: EMPTY,
  body: projectBody,
});

export function ProjectForm({ item, onSaved }: ContentFormProps<AdminHitechProject>) {
  const { control, field, frame } = useContentForm(PROJECT_FORM, { item, onSaved });
  const budget = useWatch({ control, name: "budget_toman" });

  return (
    <ContentFormFrame frame={frame} label={item ? "ویرایش پروژه" : "پروژه تازه"}>
      <FormSection title="معرفی پروژه">
        <PlainTextField
          label="عنوان پروژه"
          required
          hint="همان‌طور که در کارت پروژه و عنوان صفحه آن دیده می‌شود."
          {...field("title")}
        />
        <BriefTextField
          label="خلاصه پروژه"
          hint="یکی دو جمله که در کارت پروژه و بالای صفحه آن می‌آید."
          {...field("summary")}
        />
        <RichTextField
          control={control}
          name="description"
          label="درباره پروژه"
          lines="paragraph"
          hint="سرفصل، فهرست، متن پررنگ و پیوند؛ هر بند در یک خط. در صفحه پروژه همین‌طور دیده می‌شود."
        />
      </FormSection>
      <FormSection title="مشخصات">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="حوزه پروژه" required options={FIELD_OPTIONS} {...field("field")} />
          <SelectField
            label="وضعیت پروژه"
            required
            options={STAGE_OPTIONS}
            hint="پروژه پایان‌یافته درخواست همکاری تازه نمی‌پذیرد."
            {...field("stage")}
          />
          <PlainTextField label="شریک صنعتی" required {...field("partner")} />
          <DigitsField label="مدت اجرا (ماه)" required {...field("duration_months")} />
        </div>
        <DigitsField
          label="بودجه (تومان)"
          hint={tomanHint(budget, "تومان؛ خالی یعنی بودجه توافقی.")}
          {...field("budget_toman")}
        />
      </FormSection>
      <FormSection title="همکاری">
        <TextAreaField
          label="نقش‌های مورد نیاز"
          rows={4}
          hint="هر نقش در یک خط؛ درخواست‌کننده همکاری یکی از همین‌ها را انتخاب می‌کند."
          {...field("needs")}
        />
        <TextAreaField label="فناوری‌ها" rows={4} hint="هر فناوری در یک خط." {...field("technologies")} />
      </FormSection>
      <CoverImageSection
        control={control}
        noun="پروژه"
        imageName="cover"
        lead="۱۶ به ۹؛ در کارت پروژه و بالای صفحه آن دیده می‌شود."
      />
    </ContentFormFrame>
  );
}
