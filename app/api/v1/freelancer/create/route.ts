// POST /api/v1/freelancer/create: freelancer registration {full_name, mobile, email, city, birthday?,
// category_id, title, years_of_experience, hourly_rate (toman), bio, skills[], instagram?, linkedin?,
// twitter?, telegram?} plus the required `resume` file (PDF/Word, 5 MB) and an optional `avatar`
// (JPG/PNG/WebP, 512 KB; the form sends it at 148×148) as multipart (captcha for anonymous senders).
import { freelancerCategoryExists } from "@/server/freelancers/queries";
import { ValidationFailure } from "@/server/http/validation";
import { requestRoute } from "@/server/requests/create";
import { senderContact } from "@/validation/requests/common";
import { freelancerSchema } from "@/validation/requests/freelancer";
import { AVATAR_UPLOAD, FREELANCER_RESUME_UPLOAD, uploadRule } from "@/validation/requests/uploads";

export const dynamic = "force-dynamic";

export const POST = requestRoute({
  kind: "freelancer-create",
  schema: freelancerSchema,
  captcha: true,
  files: {
    resume: uploadRule(FREELANCER_RESUME_UPLOAD, { required: true }),
    avatar: uploadRule(AVATAR_UPLOAD, { required: false }),
  },
  contact: senderContact,
  // Not about an existing entity; only the category must be one of the list.
  subject: async (input, db) => {
    if (!(await freelancerCategoryExists(db, input.category_id)))
      throw new ValidationFailure("category_id", "حوزه کاری را از فهرست انتخاب کنید");
    return undefined;
  },
});
