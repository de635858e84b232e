// POST /api/v1/security/login {number, altcha?}: sends a sign-in code (altcha: when asked for, server/auth/otp.ts); answers {remind_valid_time, code_length}.
import { issueOtp } from "@/server/auth/otp";
import { apiHandler, readJson } from "@/server/http/handler";
import { loginSchema } from "@/validation/auth";

export const dynamic = "force-dynamic";

export const POST = apiHandler(async (request: Request) => {
  const { number, altcha } = loginSchema.parse(await readJson(request));
  return issueOtp(request, number, "login", { proof: altcha });
});
