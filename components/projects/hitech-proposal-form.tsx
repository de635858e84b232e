"use client";
// /projects/{id}/hitech-request: a cooperation request for one hi-tech project
// (POST /v1/hitech/hitech-proposal-create): the role from the project's needs, an optional resume or
// company profile with upload progress, a company name when a company applies. Captcha for anonymous
// senders; the signed-in person's name, mobile and e-mail filled in.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { CaptchaField } from "@/components/requests/captcha-field";
import { ContactFields, useContactFromAccount } from "@/components/requests/contact-fields";
import { FileField } from "@/components/requests/file-field";
import { RequestReceipt } from "@/components/requests/request-receipt";
import { ReviewNotice } from "@/components/requests/review-notice";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { hitechRequestEndpoints } from "@/lib/api/resources/hitech-requests";
import type { HitechProject } from "@/lib/api/types/hitech";
import { useSubmitRequest } from "@/lib/requests/use-submit-request";
import {
  APPLICANT_TYPES,
  hitechProposalFormSchema,
  PROPOSAL_FILE,
  type HitechProposalForm,
  type HitechProposalFormInput,
} from "@/validation/requests/hitech-proposal";

const FIELDS = [
  "project_id",
  "applicant_type",
  "full_name",
  "mobile",
  "email",
  "company_name",
  "role",
  "experience",
  "proposal",
  "duration_months",
  PROPOSAL_FILE.field,
] as const;

const sectionClass = "grid gap-4 rounded-2xl border border-brand-100 p-4 md:p-6";
const legendClass = "px-2 text-lg font-extrabold";

export function HitechProposalForm({ project }: { project: Pick<HitechProject, "id" | "needs"> }) {
  const empty = useMemo<HitechProposalFormInput>(
    () => ({
      project_id: String(project.id),
      applicant_type: "",
      full_name: "",
      mobile: "",
      email: "",
      company_name: "",
      // A project that needs one role has nothing to choose.
      role: project.needs.length === 1 ? project.needs[0]! : "",
      experience: "",
      proposal: "",
      duration_months: "",
      resume: undefined,
    }),
    [project],
  );
  const { register, handleSubmit, control, setError, setValue, getValues, reset, formState } = useForm<HitechProposalFormInput, unknown, HitechProposalForm>({
    resolver: zodResolver(hitechProposalFormSchema),
    mode: "onTouched",
    defaultValues: empty,
  });
  const { submit, receipt, progress, captcha, clearReceipt } = useSubmitRequest({ endpoint: hitechRequestEndpoints.proposal, setError, fields: FIELDS });
  const isCompany = useWatch({ control, name: "applicant_type" }) === "شرکت";
  const errors = formState.errors;

  useContactFromAccount(getValues, setValue);

  if (receipt) {
    return (
      <RequestReceipt
        receipt={receipt}
        onAnother={() => {
          reset(empty);
          clearReceipt();
        }}
      />
    );
  }

  return (
    <form
      onSubmit={handleSubmit(({ resume, ...fields }) => submit(fields, { [PROPOSAL_FILE.field]: resume instanceof File ? resume : undefined }))}
      noValidate
      className="grid gap-6"
    >
      <input type="hidden" {...register("project_id")} />
      {errors.project_id?.message && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
          {errors.project_id.message}
        </p>
      )}

      <fieldset className={sectionClass}>
        <legend className={legendClass}>متقاضی</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            label="نوع متقاضی"
            required
            options={APPLICANT_TYPES.map((t) => ({ value: t, label: t }))}
            placeholder="نوع متقاضی را انتخاب کنید"
            error={errors.applicant_type?.message}
            {...register("applicant_type", { deps: ["company_name"] })}
          />
          <TextField
            label="نام شرکت"
            required={isCompany}
            autoComplete="organization"
            placeholder="نام شرکت را وارد کنید"
            hint={isCompany ? undefined : "برای شرکت‌ها الزامی است"}
            error={errors.company_name?.message}
            {...register("company_name")}
          />
          <ContactFields register={register} errors={errors} />
        </div>
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>همکاری</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            label="نقش مورد نظر"
            required
            options={project.needs.map((role) => ({ value: role, label: role }))}
            placeholder="نقش مورد نظر را انتخاب کنید"
            error={errors.role?.message}
            {...register("role")}
          />
          <TextField
            label="مدت همکاری"
            required
            dir="ltr"
            inputMode="numeric"
            maxLength={2}
            placeholder="مدت همکاری را وارد کنید"
            className="text-start"
            hint="به ماه، از ۱ تا ۳۶"
            error={errors.duration_months?.message}
            {...register("duration_months")}
          />
        </div>
        <TextAreaField
          label="خلاصه سوابق"
          required
          rows={5}
          placeholder="خلاصه سوابق خود را وارد کنید"
          hint="دست‌کم ۳۰ کاراکتر: پروژه‌ها و مهارت‌هایی که به این نقش مربوط است."
          error={errors.experience?.message}
          {...register("experience")}
        />
        <TextAreaField
          label="پیشنهاد همکاری"
          required
          rows={6}
          placeholder="پیشنهاد همکاری خود را وارد کنید"
          hint="دست‌کم ۵۰ کاراکتر: چطور به پیشبرد پروژه کمک می‌کنید؟"
          error={errors.proposal?.message}
          {...register("proposal")}
        />
        <FileField
          label={PROPOSAL_FILE.label}
          name={PROPOSAL_FILE.field}
          accept={PROPOSAL_FILE.accept}
          typesLabel={`${PROPOSAL_FILE.typesLabel} (اختیاری)`}
          maxKb={PROPOSAL_FILE.maxBytes / 1024}
          progress={progress}
          error={errors.resume?.message}
          onFile={(file) => setValue("resume", file, { shouldValidate: true, shouldTouch: true })}
        />
      </fieldset>

      <CaptchaField {...captcha} error={errors.altcha?.message} />
      <ReviewNotice />
      <Button type="submit" busy={formState.isSubmitting} className="md:justify-self-start">
        ارسال درخواست همکاری
      </Button>
    </form>
  );
}
