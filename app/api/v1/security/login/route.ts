// POST /api/v1/security/login {number}: sends a sign-in code; answers {remind_valid_time, code_length}.
import { issueOtp } from "@/server/auth/otp";
import { apiHandler, readJson } from "@/server/http/handler";
import { loginSchema } from "@/validation/auth";

export const dynamic = "force-dynamic";

export const POST = apiHandler(async (request: Request) => {
  const { number } = loginSchema.parse(await readJson(request));
  return issueOtp(request, number, "login");
});
