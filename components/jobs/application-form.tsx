"use client";
// /jobs/{id}/resume: an application to one open position — the person's details, experience, an
// optional expected salary (toman, commas allowed) and cover letter, and the resume with upload
// progress; captcha for anonymous senders. Signed-in people get their name, mobile and e-mail.
import { useWatch } from "react-hook-form";
import { ContactFields } from "@/components/requests/contact-fields";
import { FileField } from "@/components/requests/file-field";
import { amountHint } from "@/components/forms/amount-hint";
import { RequestForm } from "@/components/requests/request-form";
import { CityField } from "@/components/requests/request-fields";
import { NumberField, TextAreaField } from "@/components/ui/field";
import { REQUEST_ENDPOINTS } from "@/lib/api/resources/request-endpoints";
import { contactPrefill, useRequestForm } from "@/lib/requests/use-request-form";
import type { JobResumeFormValues, JobResumeInput } from "@/validation/requests/job-resume";
import { RESUME_UPLOAD } from "@/validation/requests/uploads";

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

// The form's schema (the payload and the resume file); the file goes as its own multipart part.
const loadSchema = () => import("@/validation/requests/job-resume").then((m) => m.jobResumeFormSchema);

export function JobApplicationForm({ job }: { job: { id: number; title: string } }) {
  const request = useRequestForm<JobResumeInput, JobResumeFormValues>({
    endpoint: REQUEST_ENDPOINTS.jobResume,
    schema: loadSchema,
    defaultValues: empty(job.id),
    prefill: contactPrefill,
  });
  const { form, errors, field } = request;
  const { register, control } = form;
  const salary = useWatch({ control, name: "expected_salary" });

  const salaryHint = amountHint(salary, "در ماه", "به تومان در ماه؛ اختیاری. اگر خالی بگذارید یعنی توافقی.");

  return (
    <RequestForm request={request} submitLabel="ارسال رزومه" className="grid gap-4">
      <p className="rounded-xl bg-brand-50 p-3 text-sm leading-6 text-brand-950">
        ارسال رزومه برای موقعیت <strong>{job.title}</strong>
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <ContactFields register={register} errors={errors} />
        <CityField label="شهر محل سکونت" {...field("city")} />
        <NumberField
          label="سابقه کار (سال)"
          required
          placeholder="سابقه کار را وارد کنید"
          hint="از ۰ تا ۵۰ سال؛ بدون سابقه، ۰ بنویسید."
          {...field("experience_years")}
        />
        <NumberField
          label="حقوق درخواستی (تومان)"
          placeholder="حقوق درخواستی را وارد کنید"
          hint={salaryHint}
          {...field("expected_salary")}
        />
      </div>
      <TextAreaField
        label="متن همراه رزومه"
        rows={5}
        placeholder="متن همراه رزومه را وارد کنید"
        hint="اختیاری: چرا این موقعیت برای شما مناسب است؟"
        {...field("cover_letter")}
      />
      <FileField control={control} name="resume" upload={RESUME_UPLOAD} required progress={request.progress} />
      {/* The position closed meanwhile (the API's answer on job_id): said just above the send button's block. */}
      {errors.job_id?.message && (
        <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm leading-6 font-medium text-amber-900">
          {errors.job_id.message}
        </p>
      )}
    </RequestForm>
  );
}
