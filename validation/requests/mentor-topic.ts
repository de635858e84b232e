// The rules both mentor requests (mentor-advice.ts, mentor-request.ts) ask the same way: the field
// and title of SPEC §2's topic section, and the business's stage.
import { maxLength, minLength, oneOf, requiredText } from "../rules";
import { choiceId } from "./common";
import { BUSINESS_STAGES } from "./mentor-advice-terms";

/** A mentor category (GET /v1/mentor/category-list); the API checks it exists. */
export const topicCategoryId = choiceId("حوزه موضوع");
export const topicTitle = requiredText("عنوان موضوع")
  .pipe(minLength("عنوان موضوع", 5))
  .pipe(maxLength("عنوان موضوع", 120));
export const businessStage = oneOf("مرحله فعلی کسب‌وکار", BUSINESS_STAGES);
