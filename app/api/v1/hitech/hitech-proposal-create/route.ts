// POST /api/v1/hitech/hitech-proposal-create: a cooperation request for a hi-tech project {project_id,
// applicant_type, full_name, mobile, email, company_name?, role, experience, proposal, duration_months}
// plus an optional `resume` file (PDF/Word, 5 MB) as multipart (captcha for anonymous senders).
import { ValidationFailure } from "@/server/http/validation";
import { findProject } from "@/server/hitech/queries";
import { requestRoute } from "@/server/requests/create";
import { hitechProposalSchema } from "@/validation/requests/hitech-proposal";
import { PROPOSAL_UPLOAD } from "@/validation/requests/uploads";

export const dynamic = "force-dynamic";

export const POST = requestRoute({
  kind: "hitech-proposal",
  schema: hitechProposalSchema,
  uploads: { optional: { resume: PROPOSAL_UPLOAD } },
  subject: async (input, db) => {
    const project = await findProject(db, input.project_id);
    if (!project) throw new ValidationFailure("project_id", "پروژه انتخاب‌شده پیدا نشد.");
    if (project.stage === "completed") throw new ValidationFailure("project_id", "این پروژه به پایان رسیده است");
    if (!project.needs.includes(input.role))
      throw new ValidationFailure("role", "نقش مورد نظر را از نقش‌های مورد نیاز این پروژه انتخاب کنید");
    return { id: project.id, title: project.title };
  },
});
