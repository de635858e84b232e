import "server-only";
// One-time codes (DESIGN "Accounts and sessions"): 6 digits from the CSPRNG by default, stored as
// an HMAC, valid for the resend window, single use, bound to number and purpose; five wrong tries
// burn a code. Sends are limited per number (one per window, a few an hour) and per IP.
import { log } from "@/server/log";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { serverEnv } from "@/server/env";
import { toPersianDigits } from "@/shared/format/digits";
import { getDb } from "@/server/db/client";
import { otpCodes } from "@/server/db/schema";
import { HttpError, tooManyRequests } from "@/server/http/errors";
import { ValidationFailure } from "@/server/http/validation";
import { clientIp } from "@/server/http/client-address";
import { hit, hitAll } from "@/server/rate-limit";
import { sendSms } from "@/server/sms";
import { SmsUnavailableError } from "@/server/sms/provider";
import { hmac, randomCode, safeEqualHex } from "./crypto";

export type OtpPurpose = "login" | "register" | "set-password";
export const MAX_CODE_ATTEMPTS = 5;

const MESSAGES = {
  expired: "کد تایید منقضی شده یا وجود ندارد؛ لطفاً کد جدید دریافت کنید.",
  wrong: "کد تایید وارد شده نادرست است.",
  burned: "کد تایید چند بار نادرست وارد شد و باطل شد؛ لطفاً کد جدید دریافت کنید.",
  smsDown: "ارسال پیامک در حال حاضر ممکن نیست؛ لطفاً چند دقیقه دیگر دوباره تلاش کنید.",
  smsBudget: "سقف ارسال پیامک برای این شماره یا از این اتصال پر شده است؛ لطفاً بعداً دوباره تلاش کنید.",
};

const SMS_TEXT: Record<OtpPurpose, string> = {
  login: "کد ورود شما به آوینوکس",
  register: "کد ثبت‌نام شما در آوینوکس",
  "set-password": "کد تعیین رمز عبور شما در آوینوکس",
};

function codeHash(mobile: string, purpose: OtpPurpose, code: string): string {
  return hmac(serverEnv().AUTH_SECRET, `${purpose}:${mobile}:${code}`);
}

export type OtpIssued = { remind_valid_time: number; code_length: number };

/**
 * Sends a fresh code; the answer is the same whether or not the number has an account. `payload`
 * is made only after the limits pass (it may hash a password: costly work an attacker must not
 * get for free).
 */
export async function issueOtp(request: Request, mobile: string, purpose: OtpPurpose, makePayload: () => Promise<Record<string, unknown>> | Record<string, unknown> = () => ({})): Promise<OtpIssued> {
  const env = serverEnv();
  const ttl = env.OTP_TTL_SECONDS;
  const window = await hit(`otp:window:${purpose}:${mobile}`, 1, ttl);
  if (!window.allowed) {
    throw tooManyRequests(window.retryAfterSeconds, 1, 0, `کد تایید قبلاً ارسال شده است؛ لطفاً ${toPersianDigits(window.retryAfterSeconds)} ثانیه دیگر دوباره تلاش کنید.`);
  }
  // A resend refused above costs nothing more; a send counts against the number and the address.
  const [perNumber, perAddress] = await hitAll([
    { key: `otp:hour:${mobile}`, limit: env.OTP_MAX_PER_NUMBER_PER_HOUR, windowSeconds: 3600 },
    { key: `otp:ip:${clientIp(request)}`, limit: env.OTP_MAX_PER_IP_PER_HOUR, windowSeconds: 3600 },
  ]);
  for (const limit of [perNumber!, perAddress!]) if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds, limit.limit, 0);
  const payload = await makePayload();

  const code = randomCode(env.OTP_CODE_LENGTH);
  const db = await getDb();
  // A new code replaces any earlier one for the same purpose.
  await db
    .update(otpCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(otpCodes.mobile, mobile), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)));
  const [row] = await db
    .insert(otpCodes)
    .values({ mobile, purpose, codeHash: codeHash(mobile, purpose, code), expiresAt: sql`now() + make_interval(secs => ${ttl})`, payload, ip: clientIp(request) })
    .returning({ id: otpCodes.id });
  try {
    const sent = await sendSms({ to: mobile, kind: "otp", code, text: `${SMS_TEXT[purpose]}: ${code}\nاین کد را در اختیار دیگران قرار ندهید.` }, { ip: clientIp(request) });
    if (sent.outcome === "skipped") throw tooManyRequests(sent.retryAfterSeconds, 0, 0, MESSAGES.smsBudget);
  } catch (error) {
    // No code stays valid that was never sent.
    await db.delete(otpCodes).where(eq(otpCodes.id, row!.id));
    if (error instanceof HttpError) throw error;
    if (error instanceof SmsUnavailableError) {
      log.error({ err: error.name }, "sign-in code not sent");
      throw new HttpError(503, MESSAGES.smsDown);
    }
    throw error;
  }
  return { remind_valid_time: ttl, code_length: env.OTP_CODE_LENGTH };
}

/** Checks and spends a code; answers its payload, or a 422 on the `code` field. */
export async function consumeOtp(mobile: string, purpose: OtpPurpose, code: string): Promise<Record<string, unknown>> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.mobile, mobile), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt), sql`${otpCodes.expiresAt} > now()`))
    .orderBy(desc(otpCodes.id))
    .limit(1);
  if (!row || row.attempts >= MAX_CODE_ATTEMPTS) throw new ValidationFailure("code", MESSAGES.expired);

  if (!safeEqualHex(row.codeHash, codeHash(mobile, purpose, code))) {
    const [updated] = await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(eq(otpCodes.id, row.id))
      .returning({ attempts: otpCodes.attempts });
    if ((updated?.attempts ?? MAX_CODE_ATTEMPTS) >= MAX_CODE_ATTEMPTS) {
      await db
        .update(otpCodes)
        .set({ consumedAt: sql`now()` })
        .where(eq(otpCodes.id, row.id));
      throw new ValidationFailure("code", MESSAGES.burned);
    }
    throw new ValidationFailure("code", MESSAGES.wrong);
  }
  // Single use, even under two simultaneous tries.
  const spent = await db
    .update(otpCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (!spent.length) throw new ValidationFailure("code", MESSAGES.expired);
  return row.payload;
}
