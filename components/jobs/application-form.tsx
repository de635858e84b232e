"use client";
// /jobs/{id}/resume: an application to one open position — the person's details, experience, an
// optional expected salary (toman, commas allowed) and cover letter, and the resume with upload
// progress; captcha for anonymous senders. Signed-in people get their name, mobile and e-mail.
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, useWatch } from "react-hook-form";
import { CaptchaField } from "@/components/requests/captcha-field";
import { ContactFields, useContactFromAccount } from "@/components/requests/contact-fields";
import { FileField } from "@/components/requests/file-field";
import { RequestReceipt } from "@/components/requests/request-receipt";
import { ReviewNotice } from "@/components/requests/review-notice";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { applicationEndpoints } from "@/lib/api/resources/applications";
import { formatNumberFa } from "@/lib/format/number";
import { useSubmitRequest } from "@/lib/requests/use-submit-request";
import { parseAmount } from "@/validation/validators";
import { jobResumeFormSchema, jobResumeSchema, RESUME_UPLOAD, type JobResumeFormValues, type JobResumeInput } from "@/validation/requests/job-resume";

const FIELDS = ["job_id", "full_name", "mobile", "email", "city", "experience_years", "expected_salary", "cover_letter", "resume"] as const;

const empty = (jobId: number): JobResumeInput => ({
  job_id: String(jobId),
  full_name: "",
  mobile: "",
  email: "",
  city: "",
  experience_years: "",
  expected_salary: "",
  cover_letter: "",
  resume: undefined,
});

export function JobApplicationForm({ job }: { job: { id: number; title: string } }) {
  const { register, handleSubmit, control, setError, setValue, getValues, reset, formState } = useForm<JobResumeInput, unknown, JobResumeFormValues>({
    resolver: zodResolver(jobResumeFormSchema),
    mode: "onTouched",
    defaultValues: empty(job.id),
  });
  const { submit, receipt, progress, captcha, clearReceipt } = useSubmitRequest({ endpoint: applicationEndpoints.jobResume, setError, fields: FIELDS });
  const salary = useWatch({ control, name: "expected_salary" });
  const errors = formState.errors;

  useContactFromAccount(getValues, setValue);

  if (receipt) {
    return (
      <RequestReceipt
        receipt={receipt}
        onAnother={() => {
          reset(empty(job.id));
          clearReceipt();
        }}
      />
    );
  }

  const amount = typeof salary === "string" && salary.trim() ? parseAmount(salary) : null;
  const salaryHint = amount !== null && amount > 0 ? `${formatNumberFa(amount)} تومان در ماه` : "به تومان در ماه؛ اختیاری. اگر خالی بگذارید یعنی توافقی.";

  return (
    <form
      onSubmit={handleSubmit((values) => submit(jobResumeSchema.parse(values), { resume: values.resume instanceof File ? values.resume : undefined }))}
      noValidate
      className="grid gap-4"
    >
      <p className="rounded-xl bg-brand-50 p-3 text-sm leading-6 text-brand-950">
        ارسال رزومه برای موقعیت <strong>{job.title}</strong>
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <ContactFields register={register} errors={errors} />
        <TextField label="شهر محل سکونت" required autoComplete="address-level2" placeholder="شهر محل سکونت را وارد کنید" error={errors.city?.message} {...register("city")} />
        <TextField
          label="سابقه کار (سال)"
          required
          dir="ltr"
          inputMode="numeric"
          placeholder="سابقه کار را وارد کنید"
          hint="از ۰ تا ۵۰ سال؛ بدون سابقه، ۰ بنویسید."
          className="text-start"
          error={errors.experience_years?.message}
          {...register("experience_years")}
        />
        <TextField
          label="حقوق درخواستی (تومان)"
          dir="ltr"
          inputMode="numeric"
          placeholder="حقوق درخواستی را وارد کنید"
          hint={salaryHint}
          className="text-start"
          error={errors.expected_salary?.message}
          {...register("expected_salary")}
        />
      </div>
      <TextAreaField label="متن همراه رزومه" rows={5} placeholder="متن همراه رزومه را وارد کنید" hint="اختیاری: چرا این موقعیت برای شما مناسب است؟" error={errors.cover_letter?.message} {...register("cover_letter")} />
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
      <CaptchaField {...captcha} error={errors.altcha?.message} />
      {errors.job_id?.message && (
        <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm leading-6 font-medium text-amber-900">
          {errors.job_id.message}
        </p>
      )}
      <Button type="submit" busy={formState.isSubmitting} className="md:justify-self-start">
        ارسال رزومه
      </Button>
    </form>
  );
}
