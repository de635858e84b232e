"use client";
// /request-internship: a signed-in person's internship request — study, timing, the team they
// want, skills one at a time, why, and a resume. Name and mobile are the account's; no captcha.
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@/components/navigation/link";
import { Controller, useForm } from "react-hook-form";
import { TagInput } from "@/components/forms/tag-input";
import { FileField } from "@/components/requests/file-field";
import { RequestReceipt } from "@/components/requests/request-receipt";
import { ReviewNotice } from "@/components/requests/review-notice";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { applicationEndpoints } from "@/lib/api/resources/applications";
import { toPersianDigits } from "@/lib/format/digits";
import { useSubmitRequest } from "@/lib/requests/use-submit-request";
import {
  EDUCATION_LEVELS,
  INTERNSHIP_DURATIONS,
  INTERNSHIP_TEAMS,
  internshipFormSchema,
  internshipSchema,
  SKILLS_LIMITS,
  type InternshipFormValues,
  type InternshipInput,
} from "@/validation/requests/internship";
import { RESUME_UPLOAD } from "@/validation/requests/job-resume";

const FIELDS = ["field_of_study", "university", "education_level", "start_month", "duration_months", "team", "skills", "motivation", "resume"] as const;

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

type Props = {
  /** Who sends it (from the account). */
  applicant: { name: string; mobile: string };
  /** The start months offered, e.g. { value: "1405-03", label: "خرداد ۱۴۰۵" }. */
  months: ReadonlyArray<{ value: string; label: string }>;
};

const legendClass = "mb-3 text-lg font-extrabold";

export function InternshipForm({ applicant, months }: Props) {
  const { register, handleSubmit, control, setError, reset, formState } = useForm<InternshipInput, unknown, InternshipFormValues>({
    resolver: zodResolver(internshipFormSchema),
    mode: "onTouched",
    defaultValues: EMPTY,
  });
  const { submit, receipt, progress, clearReceipt } = useSubmitRequest({ endpoint: applicationEndpoints.internship, setError, fields: FIELDS });
  const errors = formState.errors;

  if (receipt) {
    return (
      <RequestReceipt
        receipt={receipt}
        onAnother={() => {
          reset(EMPTY);
          clearReceipt();
        }}
      />
    );
  }

  return (
    <form
      onSubmit={handleSubmit((values) => submit(internshipSchema.parse(values), { resume: values.resume instanceof File ? values.resume : undefined }))}
      noValidate
      className="grid gap-6"
    >
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

      <fieldset className="grid gap-4">
        <legend className={legendClass}>تحصیلات</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label="رشته تحصیلی" required placeholder="رشته تحصیلی را وارد کنید" error={errors.field_of_study?.message} {...register("field_of_study")} />
          <TextField label="دانشگاه" required autoComplete="organization" placeholder="دانشگاه را وارد کنید" error={errors.university?.message} {...register("university")} />
          <SelectField
            label="مقطع تحصیلی"
            required
            options={EDUCATION_LEVELS.map((level) => ({ value: level, label: level }))}
            placeholder="مقطع تحصیلی را انتخاب کنید"
            error={errors.education_level?.message}
            {...register("education_level")}
          />
        </div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className={legendClass}>دوره کارآموزی</legend>
        <div className="grid gap-4 md:grid-cols-3">
          <SelectField label="ماه شروع" required options={months} placeholder="ماه شروع را انتخاب کنید" error={errors.start_month?.message} {...register("start_month")} />
          <SelectField
            label="مدت کارآموزی"
            required
            options={INTERNSHIP_DURATIONS.map((count) => ({ value: String(count), label: `${toPersianDigits(count)} ماه` }))}
            placeholder="مدت کارآموزی را انتخاب کنید"
            error={errors.duration_months?.message}
            {...register("duration_months")}
          />
          <SelectField
            label="تیم مورد علاقه"
            required
            options={INTERNSHIP_TEAMS.map((team) => ({ value: team, label: team }))}
            placeholder="تیم مورد علاقه را انتخاب کنید"
            error={errors.team?.message}
            {...register("team")}
          />
        </div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className={legendClass}>مهارت‌ها و انگیزه</legend>
        <Controller
          control={control}
          name="skills"
          render={({ field, fieldState }) => (
            <TagInput
              label="مهارت‌ها"
              name={field.name}
              itemLabel="مهارت"
              required
              value={Array.isArray(field.value) ? field.value : []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              max={SKILLS_LIMITS.max}
              maxLength={SKILLS_LIMITS.maxLength}
              placeholder="مهارت را وارد کنید، مثلاً React"
              error={fieldState.error?.message}
            />
          )}
        />
        <TextAreaField
          label="انگیزه شما از کارآموزی"
          required
          rows={5}
          placeholder="انگیزه شما از کارآموزی را وارد کنید"
          hint="دست‌کم ۳۰ کاراکتر: چه می‌خواهید یاد بگیرید و چرا آوینوکس؟"
          error={errors.motivation?.message}
          {...register("motivation")}
        />
      </fieldset>

      <Controller
        control={control}
        name="resume"
        render={({ field, fieldState }) => (
          <FileField
            label={RESUME_UPLOAD.label}
            name={field.name}
            accept={RESUME_UPLOAD.accept}
            typesLabel={RESUME_UPLOAD.typesLabel}
            maxKb={RESUME_UPLOAD.maxBytes / 1024}
            required
            error={fieldState.error?.message}
            progress={progress}
            onFile={(file) => {
              field.onChange(file);
              field.onBlur();
            }}
          />
        )}
      />

      <ReviewNotice />
      <Button type="submit" busy={formState.isSubmitting} className="md:justify-self-start">
        ثبت درخواست کارآموزی
      </Button>
    </form>
  );
}
