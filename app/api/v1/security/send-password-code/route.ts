// POST /api/v1/security/send-password-code {number}: sends the code for setting a password
// (forgotten password, or a first password for a code-only account).
import { issueOtp } from "@/server/auth/otp";
import { apiHandler, readJson } from "@/server/http/handler";
import { loginSchema } from "@/validation/auth";

export const dynamic = "force-dynamic";

export const POST = apiHandler(async (request: Request) => {
  const { number, altcha } = loginSchema.parse(await readJson(request));
  return issueOtp(request, number, "set-password", { proof: altcha });
});
