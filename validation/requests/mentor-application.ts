// Applying to become a mentor: shared by /mentors/join and POST /v1/mentor/apply.
import { z } from "zod";
import { maxLength, minLength, optional, requiredText } from "../rules";
import { captchaFields, choiceId, longText, senderFields, textList, wholeNumber } from "./common";
import { MENTOR_TOPICS } from "./mentor-application-terms";
import { socialLink } from "./social-links";

export const mentorApplicationSchema = z.object({
  ...senderFields,
  /** A mentor category (GET /v1/mentor/category-list); the API checks it exists. */
  category_id: choiceId("حوزه تخصصی"),
  title: requiredText("عنوان شغلی").pipe(minLength("عنوان شغلی", 2)).pipe(maxLength("عنوان شغلی", 100)),
  company: optional(requiredText("شرکت یا سازمان").pipe(maxLength("شرکت یا سازمان", 100))),
  years_of_experience: wholeNumber("سابقه کار", 1, 60),
  /** Typed with commas or one per line; parsed to a list. */
  topics: textList({ label: "موضوع‌های مشاوره", itemLabel: "موضوع", ...MENTOR_TOPICS, text: "split" }),
  linkedin: optional(socialLink("linkedin")),
  bio: longText("معرفی و سوابق", 3000, 50),
  /** Hours a month the mentor can give. */
  hours_per_month: wholeNumber("ساعت در ماه", 1, 40),
  ...captchaFields,
});

export type MentorApplicationInput = z.input<typeof mentorApplicationSchema>;
export type MentorApplication = z.output<typeof mentorApplicationSchema>;
