// POST /api/v1/idea/create: an idea for a programme (JSON or multipart: payload {service, title, problem, solution, customers, stage, founder_name, founder_mobile, founder_email, team_size, team_roles, city, website?, altcha} + optional file pitch_deck; captcha for anonymous senders).
import { requestRoute } from "@/server/requests/create";
import { ideaSchema } from "@/validation/requests/idea";
import { PITCH_DECK_UPLOAD } from "@/validation/requests/uploads";

export const dynamic = "force-dynamic";

export const POST = requestRoute({
  kind: "idea",
  schema: ideaSchema,
  uploads: { optional: { pitch_deck: PITCH_DECK_UPLOAD } },
  contact: (input) => ({ mobile: input.founder_mobile, fullName: input.founder_name }),
});
