// Registering for an event (SPEC §7 POST /v1/event-attendance/create), shared by the event page's
// registration section and the API. A full event takes waiting-list requests (waitlist: true).
import { z } from "zod";
import { email, optional } from "../rules";
import { captchaFields, choiceId, senderFields } from "./common";
import { REQUEST_FIELD_LABELS } from "./field-labels";

const LABELS = REQUEST_FIELD_LABELS["event-attendance"];

export const eventAttendanceSchema = z.object({
  ...senderFields,
  email: optional(email(LABELS.email)),
  event_id: choiceId(LABELS.event_id),
  /** Join the waiting list when the event is full (no seat is taken). */
  waitlist: z.preprocess((value) => value === true || value === "true" || value === "1" || value === 1, z.boolean()),
  ...captchaFields,
});

export type EventAttendanceInput = z.input<typeof eventAttendanceSchema>;
export type EventAttendance = z.output<typeof eventAttendanceSchema>;
