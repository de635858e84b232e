// A cooperation request for a hi-tech project: shared by /projects/{id}/hitech-request and
// POST /v1/hitech/hitech-proposal-create. The resume or company profile travels beside the fields
// (multipart), so the API checks it by its bytes; the form checks it with `hitechProposalFormSchema`.
import { z } from "zod";
import { ruleMessage } from "../messages";
import { farsiTextNumber, fileRule, maxLength, oneOf, optional, requiredText } from "../rules";
import { captchaFields, choiceId, longText, senderFields, wholeNumber } from "./common";
import { APPLICANT_TYPES, COMPANY_APPLICANT } from "./hitech-proposal-terms";
import { PROPOSAL_UPLOAD } from "./uploads";
import { REQUEST_FIELD_LABELS } from "./field-labels";

const LABELS = REQUEST_FIELD_LABELS["hitech-proposal"];

const fields = z.object({
  /** A published project that is not finished; the API checks it. */
  project_id: choiceId(LABELS.project_id),
  applicant_type: oneOf(LABELS.applicant_type, APPLICANT_TYPES),
  ...senderFields,
  /** Required when the applicant is a company. */
  company_name: optional(farsiTextNumber(LABELS.company_name).pipe(maxLength(LABELS.company_name, 100))),
  /** One of the project's `needs`; the API checks it. */
  role: requiredText(LABELS.role).pipe(maxLength(LABELS.role, 100)),
  experience: longText(LABELS.experience, 3000, 30),
  proposal: longText(LABELS.proposal, 3000, 50),
  duration_months: wholeNumber(LABELS.duration_months, 1, 36),
  ...captchaFields,
});

/** A company applies under its name (reported on company_name, also while other fields are wrong). */
function withCompanyRule<T extends z.ZodObject>(schema: T) {
  return schema.refine(
    (data) =>
      (data as { applicant_type?: string }).applicant_type !== COMPANY_APPLICANT ||
      Boolean((data as { company_name?: string }).company_name),
    {
      path: ["company_name"],
      error: ruleMessage("required", { field: LABELS.company_name }),
      when: (payload) => {
        const value = payload.value as Record<string, unknown> | null;
        return (
          typeof value === "object" &&
          value !== null &&
          !payload.issues.some((issue) => issue.path?.[0] === "applicant_type" || issue.path?.[0] === "company_name")
        );
      },
    },
  );
}

export const hitechProposalSchema = withCompanyRule(fields);

/** The form's own schema: the fields plus the file picked in the browser. */
export const hitechProposalFormSchema = withCompanyRule(
  fields.extend({
    resume: optional(
      fileRule(PROPOSAL_UPLOAD.messageLabel, {
        extensions: PROPOSAL_UPLOAD.extensions,
        maxKb: PROPOSAL_UPLOAD.maxBytes / 1024,
      }),
    ),
  }),
);

export type HitechProposalInput = z.input<typeof hitechProposalSchema>;
export type HitechProposal = z.output<typeof hitechProposalSchema>;
export type HitechProposalFormInput = z.input<typeof hitechProposalFormSchema>;
export type HitechProposalForm = z.output<typeof hitechProposalFormSchema>;
