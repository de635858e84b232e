// Registering as a freelancer: shared by /freelancers/request and POST /v1/freelancer/create.
// Sections as SPEC §2: personal details, job details, resume file, skills (entered one at a time
// with Enter), social links; and an optional profile photo (the avatar freelancer cards show). The
// files travel beside the fields (multipart), so the API checks them by their bytes; the form
// checks them with `freelancerFormSchema`.
import { z } from "zod";
import { birthdayField } from "../auth";
import {
  fileRule,
  imageDimensions,
  imageSize,
  maxLength,
  minLength,
  optional,
  requiredText,
  tomanAmount,
} from "../rules";
import { captchaFields, choiceId, longText, senderFields, textList, wholeNumber } from "./common";
import { FREELANCER_SKILLS } from "./freelancer-terms";
import { socialLink } from "./social-links";
import { AVATAR_UPLOAD, FREELANCER_RESUME_UPLOAD } from "./uploads";
import { REQUEST_FIELD_LABELS } from "./field-labels";

const LABELS = REQUEST_FIELD_LABELS["freelancer-create"];

/** Hourly rate bounds, in toman. */
export const HOURLY_RATE = { min: 10_000, max: 50_000_000 } as const;

/** The photo as the form checks it: an image of the allowed types, at most 512 KB, exactly 148×148. */
export const freelancerAvatarRule = fileRule(AVATAR_UPLOAD.messageLabel, {
  image: true,
  mimeTypes: AVATAR_UPLOAD.mimeTypes,
})
  .pipe(imageSize(AVATAR_UPLOAD.messageLabel, AVATAR_UPLOAD.maxBytes / 1024))
  .pipe(imageDimensions(AVATAR_UPLOAD.messageLabel, AVATAR_UPLOAD.width, AVATAR_UPLOAD.height));

export const freelancerSchema = z.object({
  // Personal details.
  ...senderFields,
  city: requiredText(LABELS.city).pipe(minLength(LABELS.city, 2)).pipe(maxLength(LABELS.city, 50)),
  birthday: optional(birthdayField),
  // Job details.
  /** A freelancer category (GET /v1/freelancer/category-list); the API checks it exists. */
  category_id: choiceId(LABELS.category_id),
  title: requiredText(LABELS.title).pipe(minLength(LABELS.title, 2)).pipe(maxLength(LABELS.title, 100)),
  years_of_experience: wholeNumber(LABELS.years_of_experience, 0, 60),
  /** Toman per hour, typed with or without separators (",", "٬", "،"); stored as a number. */
  hourly_rate: tomanAmount(LABELS.hourly_rate, HOURLY_RATE),
  bio: longText(LABELS.bio, 3000, 50),
  // Skills, one chip each.
  skills: textList({ label: LABELS.skills, itemLabel: "مهارت", ...FREELANCER_SKILLS }),
  // Social links: an address on the network's domain or a handle; parsed to https addresses.
  instagram: optional(socialLink("instagram")),
  linkedin: optional(socialLink("linkedin")),
  twitter: optional(socialLink("twitter")),
  telegram: optional(socialLink("telegram")),
  ...captchaFields,
});

/** The form's own schema: the fields plus the resume and the photo picked in the browser. */
export const freelancerFormSchema = freelancerSchema.extend({
  resume: fileRule(FREELANCER_RESUME_UPLOAD.messageLabel, {
    extensions: FREELANCER_RESUME_UPLOAD.extensions,
    maxKb: FREELANCER_RESUME_UPLOAD.maxBytes / 1024,
  }),
  avatar: optional(freelancerAvatarRule),
});

export type FreelancerInput = z.input<typeof freelancerSchema>;
export type Freelancer = z.output<typeof freelancerSchema>;
export type FreelancerFormInput = z.input<typeof freelancerFormSchema>;
export type FreelancerForm = z.output<typeof freelancerFormSchema>;
