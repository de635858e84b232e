// POST /api/v1/mentor/create (SPEC §7): asking for a mentor {team_name, team_size, business_stage,
// team_description, topic_category_id, topic_title, topic_description, duration, frequency,
// meeting_mode, full_name, mobile, email} (captcha for anonymous senders). No mentor is named: the
// provider's team matches one from the topic's field and phones the sender. Applications to become
// a mentor, which this endpoint took before, go to POST /v1/mentor/apply.
import { mentorCategoryExists } from "@/server/mentors/queries";
import { fromList, requestRoute } from "@/server/requests/create";
import { mentorRequestSchema } from "@/validation/requests/mentor-request";

export const dynamic = "force-dynamic";

export const POST = requestRoute({
  kind: "mentor-request",
  schema: mentorRequestSchema,
  choice: fromList("topic_category_id", mentorCategoryExists, "حوزه موضوع را از فهرست انتخاب کنید"),
});
