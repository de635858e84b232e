// Applying to become a mentor: shared by /mentors/join and POST /v1/mentor/apply.
import { z } from "zod";
import { maxLength, minLength, optional, requiredText } from "../rules";
import { captchaFields, choiceId, longText, senderFields, textList, wholeNumber } from "./common";
import { MENTOR_TOPICS } from "./mentor-application-terms";
import { socialLink } from "./social-links";
import { REQUEST_FIELD_LABELS } from "./field-labels";

const LABELS = REQUEST_FIELD_LABELS["mentor-apply"];

export const mentorApplicationSchema = z.object({
  ...senderFields,
  /** A mentor category (GET /v1/mentor/category-list); the API checks it exists. */
  category_id: choiceId(LABELS.category_id),
  title: requiredText(LABELS.title).pipe(minLength(LABELS.title, 2)).pipe(maxLength(LABELS.title, 100)),
  company: optional(requiredText(LABELS.company).pipe(maxLength(LABELS.company, 100))),
  years_of_experience: wholeNumber(LABELS.years_of_experience, 1, 60),
  /** Typed with commas or one per line; parsed to a list. */
  topics: textList({ label: LABELS.topics, itemLabel: "موضوع", ...MENTOR_TOPICS, text: "split" }),
  linkedin: optional(socialLink("linkedin")),
  bio: longText(LABELS.bio, 3000, 50),
  /** Hours a month the mentor can give. */
  hours_per_month: wholeNumber(LABELS.hours_per_month, 1, 40),
  ...captchaFields,
});

export type MentorApplicationInput = z.input<typeof mentorApplicationSchema>;
export type MentorApplication = z.output<typeof mentorApplicationSchema>;
