// POST /api/v1/security/register {number, first_name?, last_name?, password?}: sends a
// registration code; what was sent is applied when the code is confirmed.
import { hashPassword } from "@/server/auth/crypto";
import { issueOtp } from "@/server/auth/otp";
import { apiHandler, readJson } from "@/server/http/handler";
import { registerSchema } from "@/validation/auth";

export const dynamic = "force-dynamic";

export const POST = apiHandler(async (request: Request) => {
  const input = registerSchema.parse(await readJson(request));
  return issueOtp(request, input.number, "register", {
    proof: input.altcha,
    payload: async () => ({
      firstName: input.first_name,
      lastName: input.last_name,
      passwordHash: input.password ? await hashPassword(input.password) : undefined,
    }),
  });
});
