// A mentoring or expert consultation session: shared by /mentors/mentor-request,
// /mentors/{id}/mentor-request and POST /v1/mentor/advice-request. The topic section (SPEC §2:
// "Mentor request has a topic section") says what the session is about.
import { z } from "zod";
import { maxLength, minLength, oneOf, optional, requiredText } from "../rules";
import { captchaFields, choiceId, longText, senderFields } from "./common";
import { BUSINESS_STAGES, PREFERRED_MODES, PREFERRED_TIMES, SESSION_TYPES } from "./mentor-advice-terms";

export const mentorAdviceSchema = z.object({
  session_type: oneOf("نوع جلسه", SESSION_TYPES),
  /** A published mentor; optional on the general page (the team suggests one). */
  mentor_id: optional(choiceId("منتور")),
  // The topic section.
  /** A mentor category (GET /v1/mentor/category-list); the API checks it exists. */
  topic_category_id: choiceId("حوزه موضوع"),
  topic_title: requiredText("عنوان موضوع").pipe(minLength("عنوان موضوع", 5)).pipe(maxLength("عنوان موضوع", 120)),
  topic_description: longText("شرح پرسش یا چالش", 3000, 30),
  business_stage: oneOf("مرحله فعلی کسب‌وکار", BUSINESS_STAGES),
  // Who asks.
  ...senderFields,
  preferred_time: oneOf("زمان ترجیحی", PREFERRED_TIMES),
  preferred_mode: oneOf("نحوه برگزاری", PREFERRED_MODES),
  ...captchaFields,
});

export type MentorAdviceInput = z.input<typeof mentorAdviceSchema>;
export type MentorAdvice = z.output<typeof mentorAdviceSchema>;
