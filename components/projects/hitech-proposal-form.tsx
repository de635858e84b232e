"use client";
// /projects/{id}/hitech-request: a cooperation request for one hi-tech project
// (POST /v1/hitech/hitech-proposal-create): the role from the project's needs, an optional resume or
// company profile with upload progress, a company name when a company applies. Captcha for anonymous
// senders; the signed-in person's name, mobile and e-mail filled in.
import { useWatch } from "react-hook-form";
import { FormSection } from "@/components/forms/form-section";
import { ContactFields } from "@/components/requests/contact-fields";
import { FileField } from "@/components/requests/file-field";
import { RequestForm } from "@/components/requests/request-form";
import { ChoiceField, OrganizationField } from "@/components/requests/request-fields";
import { NumberField, TextAreaField } from "@/components/ui/field";
import { REQUEST_ENDPOINTS } from "@/lib/api/resources/request-endpoints";
import type { HitechProject } from "@/shared/types/hitech";
import { contactPrefill, useRequestForm } from "@/lib/requests/use-request-form";
import type {
  HitechProposalForm as HitechProposalValues,
  HitechProposalFormInput,
} from "@/validation/requests/hitech-proposal";
import { APPLICANT_TYPES, COMPANY_APPLICANT } from "@/validation/requests/hitech-proposal-terms";
import { PROPOSAL_UPLOAD } from "@/validation/requests/uploads";

type Project = Pick<HitechProject, "id" | "needs">;

const emptyFor = (project: Project): HitechProposalFormInput => ({
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
});

// The form's schema (the fields and the optional file); the file goes as its own multipart part.
const loadSchema = () => import("@/validation/requests/hitech-proposal").then((m) => m.hitechProposalFormSchema);

export function HitechProposalForm({ project }: { project: Project }) {
  const request = useRequestForm<HitechProposalFormInput, HitechProposalValues>({
    endpoint: REQUEST_ENDPOINTS.hitechProposal,
    schema: loadSchema,
    defaultValues: emptyFor(project),
    prefill: contactPrefill,
  });
  const { form, errors, field } = request;
  const { register, control } = form;
  const isCompany = useWatch({ control, name: "applicant_type" }) === COMPANY_APPLICANT;

  return (
    <RequestForm request={request} submitLabel="ارسال درخواست همکاری">
      <input type="hidden" {...register("project_id")} />
      {errors.project_id?.message && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
          {errors.project_id.message}
        </p>
      )}

      <FormSection title="متقاضی">
        <div className="grid gap-4 md:grid-cols-2">
          <ChoiceField
            label="نوع متقاضی"
            choices={APPLICANT_TYPES}
            {...field("applicant_type", { deps: ["company_name"] })}
          />
          <OrganizationField
            label="نام شرکت"
            required={isCompany}
            hint={isCompany ? undefined : "برای شرکت‌ها الزامی است"}
            {...field("company_name")}
          />
          <ContactFields register={register} errors={errors} />
        </div>
      </FormSection>

      <FormSection title="همکاری">
        <div className="grid gap-4 md:grid-cols-2">
          <ChoiceField label="نقش مورد نظر" choices={project.needs} {...field("role")} />
          <NumberField
            label="مدت همکاری"
            required
            maxLength={2}
            placeholder="مدت همکاری را وارد کنید"
            hint="به ماه، از ۱ تا ۳۶"
            {...field("duration_months")}
          />
        </div>
        <TextAreaField
          label="خلاصه سوابق"
          required
          rows={5}
          placeholder="خلاصه سوابق خود را وارد کنید"
          hint="دست‌کم ۳۰ کاراکتر: پروژه‌ها و مهارت‌هایی که به این نقش مربوط است."
          {...field("experience")}
        />
        <TextAreaField
          label="پیشنهاد همکاری"
          required
          rows={6}
          placeholder="پیشنهاد همکاری خود را وارد کنید"
          hint="دست‌کم ۵۰ کاراکتر: چطور به پیشبرد پروژه کمک می‌کنید؟"
          {...field("proposal")}
        />
        <FileField control={control} name="resume" upload={PROPOSAL_UPLOAD} progress={request.progress} />
      </FormSection>
    </RequestForm>
  );
}
