// POST /api/v1/mentor/advice-request: a mentoring or consultation session {session_type, mentor_id?,
// topic_category_id, topic_title, topic_description, business_stage, full_name, mobile, email,
// preferred_time, preferred_mode} (captcha for anonymous senders); its subject is the mentor, when chosen.
import { ValidationFailure } from "@/server/http/validation";
import { findMentor, mentorCategoryExists } from "@/server/mentors/queries";
import { fromList, requestRoute } from "@/server/requests/create";
import { mentorAdviceSchema } from "@/validation/requests/mentor-advice";

export const dynamic = "force-dynamic";

export const POST = requestRoute({
  kind: "mentor-advice",
  schema: mentorAdviceSchema,
  choice: fromList("topic_category_id", mentorCategoryExists, "حوزه موضوع را از فهرست انتخاب کنید"),
  subject: async (input, db) => {
    if (input.mentor_id === undefined) return undefined;
    const mentor = await findMentor(db, input.mentor_id);
    if (!mentor) throw new ValidationFailure("mentor_id", "منتور انتخاب‌شده پیدا نشد؛ منتور دیگری انتخاب کنید.");
    return { id: mentor.id, title: mentor.name };
  },
});
