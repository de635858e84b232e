// A mentoring or expert consultation session: shared by /mentors/mentor-request,
// /mentors/{id}/mentor-request and POST /v1/mentor/advice-request. The topic section (SPEC §2:
// "Mentor request has a topic section") says what the session is about.
import { z } from "zod";
import { oneOf, optional } from "../rules";
import { captchaFields, choiceId, longText, senderFields } from "./common";
import { PREFERRED_MODES, PREFERRED_TIMES, SESSION_TYPES } from "./mentor-advice-terms";
import { businessStage, topicCategoryId, topicTitle } from "./mentor-topic";
import { REQUEST_FIELD_LABELS } from "./field-labels";

const LABELS = REQUEST_FIELD_LABELS["mentor-advice"];

export const mentorAdviceSchema = z.object({
  session_type: oneOf(LABELS.session_type, SESSION_TYPES),
  /** A published mentor; optional on the general page (the team suggests one). */
  mentor_id: optional(choiceId(LABELS.mentor_id)),
  // The topic section.
  topic_category_id: topicCategoryId,
  topic_title: topicTitle,
  topic_description: longText(LABELS.topic_description, 3000, 30),
  business_stage: businessStage,
  // Who asks.
  ...senderFields,
  preferred_time: oneOf(LABELS.preferred_time, PREFERRED_TIMES),
  preferred_mode: oneOf(LABELS.preferred_mode, PREFERRED_MODES),
  ...captchaFields,
});

export type MentorAdviceInput = z.input<typeof mentorAdviceSchema>;
export type MentorAdvice = z.output<typeof mentorAdviceSchema>;
