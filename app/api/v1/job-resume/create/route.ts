// POST /api/v1/job-resume/create: an application to an open position (multipart: payload {job_id, full_name, mobile, email, city, experience_years, expected_salary?, cover_letter?, altcha} + file resume; captcha for anonymous senders).
import { notFound } from "@/server/http/errors";
import { ValidationFailure } from "@/server/http/validation";
import { JOB_NOT_FOUND } from "@/server/jobs/http";
import { findPosition } from "@/server/jobs/queries";
import { requestRoute } from "@/server/requests/create";
import { jobResumeSchema } from "@/validation/requests/job-resume";
import { RESUME_UPLOAD } from "@/validation/requests/uploads";

export const dynamic = "force-dynamic";

const JOB_CLOSED = "مهلت ارسال رزومه برای این موقعیت به پایان رسیده است.";

export const POST = requestRoute({
  kind: "job-resume",
  schema: jobResumeSchema,
  uploads: { required: { resume: RESUME_UPLOAD } },
  // A published position (404 otherwise) whose application window is still open (422 otherwise).
  subject: async (input, db) => {
    const job = await findPosition(db, input.job_id);
    if (!job) throw notFound(JOB_NOT_FOUND);
    if (job.expiresAt && job.expiresAt.getTime() < Date.now()) throw new ValidationFailure("job_id", JOB_CLOSED);
    return { id: job.id, title: job.title };
  },
});
