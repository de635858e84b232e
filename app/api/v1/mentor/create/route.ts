// POST /api/v1/mentor/create: a request to become a mentor {full_name, mobile, email, category_id,
// title, company?, years_of_experience, topics, linkedin?, bio, hours_per_month} (captcha for anonymous senders).
import { eq } from "drizzle-orm";
import { mentorCategories } from "@/server/db/schema";
import { ValidationFailure } from "@/server/http/validation";
import { requestRoute } from "@/server/requests/create";
import { mentorCreateSchema } from "@/validation/requests/mentor";

export const dynamic = "force-dynamic";

export const POST = requestRoute({
  kind: "mentor-create",
  schema: mentorCreateSchema,
  captcha: true,
  contact: (input) => ({ mobile: input.mobile, fullName: input.full_name }),
  // Not about an existing entity; only the category must be one of the list.
  subject: async (input, db) => {
    const [category] = await db.select({ id: mentorCategories.id }).from(mentorCategories).where(eq(mentorCategories.id, input.category_id)).limit(1);
    if (!category) throw new ValidationFailure("category_id", "حوزه تخصصی را از فهرست انتخاب کنید");
    return undefined;
  },
});
