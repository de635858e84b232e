// Asking for a mentor (SPEC §1 "request a mentor"): shared by /mentors/request and POST
// /v1/mentor/create. The visitor describes the team and, in the topic section (SPEC §2 "Mentor
// request has a topic section"), what it needs help with; the provider's team matches a mentor of
// that field and phones them. One session with a chosen mentor is mentor-advice.ts instead.
import { z } from "zod";
import { maxLength, minLength, oneOf, requiredText } from "../rules";
import { captchaFields, longText, senderFields, wholeNumber } from "./common";
import { MENTORING_DURATIONS, MENTORING_FREQUENCIES, MENTORING_MODES, TEAM_SIZE } from "./mentor-request-terms";
import { businessStage, topicCategoryId, topicTitle } from "./mentor-topic";
import { REQUEST_FIELD_LABELS } from "./field-labels";

const LABELS = REQUEST_FIELD_LABELS["mentor-request"];

export const mentorRequestSchema = z.object({
  // The team.
  team_name: requiredText(LABELS.team_name).pipe(minLength(LABELS.team_name, 2)).pipe(maxLength(LABELS.team_name, 100)),
  team_size: wholeNumber(LABELS.team_size, TEAM_SIZE.min, TEAM_SIZE.max),
  business_stage: businessStage,
  team_description: longText(LABELS.team_description, 1500, 20),
  // The topic section.
  /** The field the mentor is matched from. */
  topic_category_id: topicCategoryId,
  topic_title: topicTitle,
  topic_description: longText(LABELS.topic_description, 3000, 30),
  // The mentoring: how long, how often, where.
  duration: oneOf(LABELS.duration, MENTORING_DURATIONS),
  frequency: oneOf(LABELS.frequency, MENTORING_FREQUENCIES),
  meeting_mode: oneOf(LABELS.meeting_mode, MENTORING_MODES),
  // Who asks (the team phones this number).
  ...senderFields,
  ...captchaFields,
});

export type MentorRequestInput = z.input<typeof mentorRequestSchema>;
export type MentorRequest = z.output<typeof mentorRequestSchema>;
