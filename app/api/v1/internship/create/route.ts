// POST /api/v1/internship/create: an internship request from a signed-in user (multipart: payload {field_of_study, university, education_level, start_month, duration_months, team, skills[], motivation} + file resume).
import { requestRoute } from "@/server/requests/create";
import { RESUME_UPLOAD, uploadRule } from "@/validation/requests/uploads";
import { internshipSchema } from "@/validation/requests/internship";

export const dynamic = "force-dynamic";

export const POST = requestRoute({
  kind: "internship",
  schema: internshipSchema,
  requiresUser: true,
  files: {
    resume: uploadRule(RESUME_UPLOAD, { required: true }),
  },
  // Name and mobile are the account's (requiresUser: the caller is always there).
  contact: (_input, caller) => {
    const user = caller!.user;
    const name = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
    return { mobile: user.mobile, fullName: name || user.mobile };
  },
});
