"use client";
// /request-internship: a signed-in person's internship request — study, timing, the team they
// want, skills one at a time, why, and a resume. Name and mobile are the account's; no captcha.
import { FormSection } from "@/components/forms/form-section";
import { SkillsField } from "@/components/forms/tag-input";
import { Link } from "@/components/navigation/link";
import { FileField } from "@/components/requests/file-field";
import { RequestForm } from "@/components/requests/request-form";
import { ChoiceField, OrganizationField } from "@/components/requests/request-fields";
import { SelectField, TextField } from "@/components/ui/field";
import { AnswerField } from "@/components/forms/answer-field";
import { REQUEST_ENDPOINTS } from "@/lib/api/resources/request-endpoints";
import { toPersianDigits } from "@/shared/format/digits";
import { useRequestForm } from "@/lib/requests/use-request-form";
import type { InternshipFormValues, InternshipInput } from "@/validation/requests/internship";
import {
  EDUCATION_LEVELS,
  INTERNSHIP_DURATIONS,
  INTERNSHIP_TEAMS,
  SKILLS_LIMITS,
} from "@/validation/requests/internship-terms";
import { RESUME_UPLOAD } from "@/validation/requests/uploads";

const EMPTY: InternshipInput = {
  field_of_study: "",
  university: "",
  education_level: "",
  start_month: "",
  duration_months: "",
  team: "",
  skills: [],
  motivation: "",
  resume: undefined,
};

const DURATION_OPTIONS = INTERNSHIP_DURATIONS.map((count) => ({
  value: String(count),
  label: `${toPersianDigits(count)} ماه`,
}));

// The form's schema (the payload and the resume file); the file goes as its own multipart part.
const loadSchema = () => import("@/validation/requests/internship").then((m) => m.internshipFormSchema);

type Props = {
  /** Who sends it (from the account). */
  applicant: { name: string; mobile: string };
  /** The start months offered, e.g. { value: "1405-03", label: "خرداد ۱۴۰۵" }. */
  months: ReadonlyArray<{ value: string; label: string }>;
};

export function InternshipForm({ applicant, months }: Props) {
  const request = useRequestForm<InternshipInput, InternshipFormValues>({
    endpoint: REQUEST_ENDPOINTS.internship,
    schema: loadSchema,
    defaultValues: EMPTY,
  });
  const { form, field } = request;
  const { control } = form;

  return (
    <RequestForm request={request} submitLabel="ثبت درخواست کارآموزی" captcha={false}>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-brand-100 bg-surface p-4 text-sm leading-7">
        <p>
          درخواست با نام <strong>{applicant.name}</strong> و شماره{" "}
          <strong dir="ltr" className="inline-block">
            {toPersianDigits(applicant.mobile)}
          </strong>{" "}
          ثبت می‌شود و نتیجه به همین شماره اعلام می‌شود.
        </p>
        <Link href="/profile/edit-profile" className="font-bold text-brand-700 underline underline-offset-4">
          ویرایش اطلاعات حساب
        </Link>
      </div>

      <FormSection title="تحصیلات">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label="رشته تحصیلی" required placeholder="رشته تحصیلی را وارد کنید" {...field("field_of_study")} />
          <OrganizationField label="دانشگاه" required {...field("university")} />
          <ChoiceField label="مقطع تحصیلی" choices={EDUCATION_LEVELS} {...field("education_level")} />
        </div>
      </FormSection>

      <FormSection title="دوره کارآموزی">
        <div className="grid gap-4 md:grid-cols-3">
          <SelectField label="ماه شروع" required options={months} {...field("start_month")} />
          <SelectField label="مدت کارآموزی" required options={DURATION_OPTIONS} {...field("duration_months")} />
          <ChoiceField label="تیم مورد علاقه" choices={INTERNSHIP_TEAMS} {...field("team")} />
        </div>
      </FormSection>

      <FormSection title="مهارت‌ها و انگیزه">
        <SkillsField
          control={control}
          name="skills"
          max={SKILLS_LIMITS.max}
          maxLength={SKILLS_LIMITS.maxLength}
          placeholder="مهارت را وارد کنید، مثلاً React"
        />
        <AnswerField
          label="انگیزه شما از کارآموزی"
          rows={5}
          hint="دست‌کم ۳۰ کاراکتر: چه می‌خواهید یاد بگیرید و چرا آوینوکس؟"
          {...field("motivation")}
        />
      </FormSection>

      <FileField control={control} name="resume" upload={RESUME_UPLOAD} required progress={request.progress} />
    </RequestForm>
  );
}
