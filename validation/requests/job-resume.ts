// A job application with a resume (/jobs/{id}/resume, POST /v1/job-resume/create), and the resume
// rule every application form shares (validation/requests/uploads.ts: pdf/doc/docx, 5 MB).
import { z } from "zod";
import { fileRule, maxLength, minLength, optional, requiredText, tomanAmount } from "../rules";
import { captchaFields, choiceId, longText, senderFields, wholeNumber } from "./common";
import { RESUME_UPLOAD } from "./uploads";
import { REQUEST_FIELD_LABELS } from "./field-labels";

const LABELS = REQUEST_FIELD_LABELS["job-resume"];

/** The resume as the form checks it before sending (the API checks the bytes again). */
export const resumeFileRule = fileRule(RESUME_UPLOAD.messageLabel, {
  extensions: RESUME_UPLOAD.extensions,
  maxKb: RESUME_UPLOAD.maxBytes / 1024,
});

/** Expected monthly salary in toman: digits with grouping commas, at least 1,000,000 (minAmount) and at most 1,000,000,000 (c_minmax). */
export const EXPECTED_SALARY = { min: 1_000_000, max: 1_000_000_000 } as const;

export const jobResumeSchema = z.object({
  job_id: choiceId(LABELS.job_id),
  ...senderFields,
  city: requiredText(LABELS.city).pipe(minLength(LABELS.city, 2)).pipe(maxLength(LABELS.city, 60)),
  experience_years: wholeNumber(LABELS.experience_years, 0, 50),
  expected_salary: optional(tomanAmount(LABELS.expected_salary, EXPECTED_SALARY)),
  cover_letter: optional(longText(LABELS.cover_letter, 3000)),
  ...captchaFields,
});

/** What the form validates: the payload plus the resume file it sends beside it. */
export const jobResumeFormSchema = jobResumeSchema.extend({ resume: resumeFileRule });

export type JobResumeInput = z.input<typeof jobResumeFormSchema>;
export type JobResume = z.output<typeof jobResumeSchema>;
/** The form's values once validated (numbers parsed, the file checked). */
export type JobResumeFormValues = z.output<typeof jobResumeFormSchema>;
