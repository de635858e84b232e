// The rules both mentor requests (mentor-advice.ts, mentor-request.ts) ask the same way: the field
// and title of SPEC §2's topic section, and the business's stage.
import { maxLength, minLength, oneOf, requiredText } from "../rules";
import { choiceId } from "./common";
import { MENTOR_TOPIC_LABELS as LABELS } from "./field-labels";
import { BUSINESS_STAGES } from "./mentor-advice-terms";

/** A mentor category (GET /v1/mentor/category-list); the API checks it exists. */
export const topicCategoryId = choiceId(LABELS.topic_category_id);
export const topicTitle = requiredText(LABELS.topic_title)
  .pipe(minLength(LABELS.topic_title, 5))
  .pipe(maxLength(LABELS.topic_title, 120));
export const businessStage = oneOf(LABELS.business_stage, BUSINESS_STAGES);
