// POST /api/v1/mentor/apply: an application to become a mentor {full_name, mobile, email, category_id,
// title, company?, years_of_experience, topics, linkedin?, bio, hours_per_month} (captcha for
// anonymous senders). Not in SPEC §7; it took POST /v1/mentor/create's place when that endpoint
// became the request for a mentor, and its requests are of kind mentor-apply.
import { mentorCategoryExists } from "@/server/mentors/queries";
import { fromList, requestRoute } from "@/server/requests/create";
import { mentorApplicationSchema } from "@/validation/requests/mentor-application";

export const dynamic = "force-dynamic";

export const POST = requestRoute({
  kind: "mentor-apply",
  schema: mentorApplicationSchema,
  // Not about an existing entity; only the category must be one of the list.
  choice: fromList("category_id", mentorCategoryExists, "حوزه تخصصی را از فهرست انتخاب کنید"),
});
