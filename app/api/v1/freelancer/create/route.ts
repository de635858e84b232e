// POST /api/v1/freelancer/create: freelancer registration {full_name, mobile, email, city, birthday?,
// category_id, title, years_of_experience, hourly_rate (toman), bio, skills[], instagram?, linkedin?,
// twitter?, telegram?} plus the required `resume` file (PDF/Word, 5 MB) and an optional `avatar`
// (JPG/PNG/WebP, 512 KB; the form sends it at 148×148) as multipart (captcha for anonymous senders).
import { freelancerCategoryExists } from "@/server/freelancers/queries";
import { fromList, requestRoute } from "@/server/requests/create";
import { freelancerSchema } from "@/validation/requests/freelancer";
import { AVATAR_UPLOAD, FREELANCER_RESUME_UPLOAD } from "@/validation/requests/uploads";

export const dynamic = "force-dynamic";

export const POST = requestRoute({
  kind: "freelancer-create",
  schema: freelancerSchema,
  uploads: { required: { resume: FREELANCER_RESUME_UPLOAD }, optional: { avatar: AVATAR_UPLOAD } },
  // Not about an existing entity; only the category must be one of the list.
  choice: fromList("category_id", freelancerCategoryExists, "حوزه کاری را از فهرست انتخاب کنید"),
});
