// A general application to a unit (/jobs/apply, POST /v1/career-apply/create): an open position of
// that unit (from GET /v1/career-apply/units?expand=jobPositions) or a position title the person
// writes, their details and a resume file.
import { z } from "zod";
import { ruleMessage } from "../messages";
import { maxLength, minLength, optional, requiredText } from "../rules";
import { captchaFields, choiceId, senderFields } from "./common";
import { resumeFileRule } from "./job-resume";
import { REQUEST_FIELD_LABELS } from "./field-labels";

const LABELS = REQUEST_FIELD_LABELS["career-apply"];

const careerApplyShape = {
  unit_id: choiceId(LABELS.unit_id),
  position_id: optional(choiceId(LABELS.position_id)),
  position_title: optional(
    requiredText(LABELS.position_title)
      .pipe(minLength(LABELS.position_title, 2))
      .pipe(maxLength(LABELS.position_title, 120)),
  ),
  ...senderFields,
  ...captchaFields,
};

/** Without a chosen position, its title is required. */
function positionRequired<T extends z.ZodObject>(schema: T): T {
  return schema.refine(
    (data) => {
      const { position_id, position_title } = data as { position_id?: number; position_title?: string };
      return position_id !== undefined || position_title !== undefined;
    },
    {
      path: ["position_title"],
      error: ruleMessage("required", { field: LABELS.position_title }),
      // Also when other fields are invalid, but not when either of these two is.
      when: (payload) =>
        typeof payload.value === "object" &&
        payload.value !== null &&
        !payload.issues.some((issue) => issue.path?.[0] === "position_id" || issue.path?.[0] === "position_title"),
    },
  );
}

export const careerApplySchema = positionRequired(z.object(careerApplyShape));

/** What the form validates: the payload plus the resume file it sends beside it. (An intersection,
 *  not one object: a missing file would otherwise stop the "title required" check from running.) */
export const careerApplyFormSchema = careerApplySchema.and(z.object({ resume: resumeFileRule }));

export type CareerApplyInput = z.input<typeof careerApplyFormSchema>;
export type CareerApply = z.output<typeof careerApplySchema>;
/** The form's values once validated (numbers parsed, the file checked). */
export type CareerApplyFormValues = z.output<typeof careerApplyFormSchema>;
