// Registering as a freelancer: shared by /freelancers/request and POST /v1/freelancer/create.
// Sections as SPEC §2: personal details, job details, resume file, skills (entered one at a time
// with Enter), social links. The resume travels beside the fields (multipart), so the API checks it
// by its bytes; the form checks it with `freelancerFormSchema`.
import { z } from "zod";
import { birthdayField } from "../auth";
import { email, fileRule, iranMobile, maxLength, minLength, optional, requiredText } from "../rules";
import { captchaFields, choiceId, longText, personName, textList, tomanAmount, wholeNumber } from "./common";
import { socialLink } from "./social-links";

export const FREELANCER_SKILLS = { min: 1, max: 20, itemMax: 40 } as const;

/** Hourly rate bounds, in toman. */
export const HOURLY_RATE = { min: 10_000, max: 50_000_000 } as const;

/** The resume: PDF or Word, at most 5 MB, required. */
export const FREELANCER_RESUME = {
  field: "resume",
  label: "فایل رزومه",
  extensions: ["pdf", "doc", "docx"],
  accept: ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  typesLabel: "PDF یا Word",
  maxBytes: 5 * 1024 * 1024,
} as const;

export const freelancerSchema = z.object({
  // Personal details.
  full_name: personName("نام و نام خانوادگی"),
  mobile: iranMobile("شماره موبایل"),
  email: email("ایمیل"),
  city: requiredText("شهر").pipe(minLength("شهر", 2)).pipe(maxLength("شهر", 50)),
  birthday: optional(birthdayField),
  // Job details.
  /** A freelancer category (GET /v1/freelancer/category-list); the API checks it exists. */
  category_id: choiceId("حوزه کاری"),
  title: requiredText("عنوان تخصص").pipe(minLength("عنوان تخصص", 2)).pipe(maxLength("عنوان تخصص", 100)),
  years_of_experience: wholeNumber("سابقه کار", 0, 60),
  /** Toman per hour, typed with or without commas. */
  hourly_rate: tomanAmount("نرخ ساعتی", HOURLY_RATE.min, HOURLY_RATE.max),
  bio: longText("درباره شما", 3000, 50),
  // Skills, one chip each.
  skills: textList({ label: "مهارت‌ها", itemLabel: "مهارت", ...FREELANCER_SKILLS }),
  // Social links: an address on the network's domain or a handle; parsed to https addresses.
  instagram: optional(socialLink("instagram")),
  linkedin: optional(socialLink("linkedin")),
  twitter: optional(socialLink("twitter")),
  telegram: optional(socialLink("telegram")),
  ...captchaFields,
});

/** The form's own schema: the fields plus the resume picked in the browser. */
export const freelancerFormSchema = freelancerSchema.extend({
  resume: fileRule(FREELANCER_RESUME.label, { extensions: FREELANCER_RESUME.extensions, maxKb: FREELANCER_RESUME.maxBytes / 1024 }),
});

export type FreelancerInput = z.input<typeof freelancerSchema>;
export type Freelancer = z.output<typeof freelancerSchema>;
export type FreelancerFormInput = z.input<typeof freelancerFormSchema>;
export type FreelancerForm = z.output<typeof freelancerFormSchema>;
