// POST /api/v1/career-apply/create: a general application to a unit (multipart: payload {unit_id, position_id? | position_title, full_name, mobile, email, altcha} + file resume; captcha for anonymous senders).
import { ValidationFailure } from "@/server/http/validation";
import { findPosition, findUnit } from "@/server/jobs/queries";
import { requestRoute } from "@/server/requests/create";
import { careerApplySchema } from "@/validation/requests/career-apply";
import { RESUME_UPLOAD } from "@/validation/requests/uploads";

export const dynamic = "force-dynamic";

export const POST = requestRoute({
  kind: "career-apply",
  schema: careerApplySchema,
  uploads: { required: { resume: RESUME_UPLOAD } },
  // The unit must exist; a chosen position must be one of its open ones. Both come from the
  // form's lists, so a stale choice is a field error (422), not a missing page.
  subject: async (input, db) => {
    const unit = await findUnit(db, input.unit_id);
    if (!unit) throw new ValidationFailure("unit_id", "این واحد پیدا نشد؛ واحد را از فهرست انتخاب کنید.");
    if (input.position_id === undefined) return { id: unit.id, title: `${unit.name}: ${input.position_title}` };
    const job = await findPosition(db, input.position_id);
    const open = job && job.unitId === unit.id && !(job.expiresAt && job.expiresAt.getTime() < Date.now());
    if (!job || !open)
      throw new ValidationFailure("position_id", "این موقعیت در واحد انتخاب‌شده باز نیست؛ موقعیت دیگری انتخاب کنید.");
    return { id: unit.id, title: `${unit.name}: ${job.title}` };
  },
});
