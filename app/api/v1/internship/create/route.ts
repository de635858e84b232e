// POST /api/v1/internship/create: an internship request from a signed-in user (multipart: payload {field_of_study, university, education_level, start_month, duration_months, team, skills[], motivation} + file resume).
import { accountContact, requestRoute } from "@/server/requests/create";
import { RESUME_UPLOAD } from "@/validation/requests/uploads";
import { internshipSchema } from "@/validation/requests/internship";

export const dynamic = "force-dynamic";

export const POST = requestRoute({
  kind: "internship",
  schema: internshipSchema,
  requiresUser: true,
  uploads: { required: { resume: RESUME_UPLOAD } },
  // Name and mobile are the account's (requiresUser: the caller is always there).
  contact: accountContact,
});
