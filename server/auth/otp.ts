import "server-only";
// One-time codes (DESIGN "Accounts and sessions"): 6 digits from the CSPRNG by default, stored as
// an HMAC, valid for the resend window, single use, bound to number and purpose; five wrong tries
// burn a code. Sends are limited (issue 35, items 1 and 2) so that nobody can lock an owner out:
// one per window for a number and purpose; after a few for a number in an hour, each further one
// needs a fresh captcha instead of a refusal (none from a device the number signed in on before);
// a number's hourly count per requester (the network asking, or such a device); and per network.
import { log } from "@/server/log";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { serverEnv } from "@/server/env";
import { toPersianDigits } from "@/shared/format/digits";
import { getDb } from "@/server/db/client";
import { otpCodes } from "@/server/db/schema";
import { HttpError, tooManyRequests } from "@/server/http/errors";
import { ValidationFailure } from "@/server/http/validation";
import { clientIp, clientNetwork } from "@/server/http/client-address";
import { checkCaptcha } from "@/server/captcha/captcha";
import { hit, hitAll, limitReached } from "@/server/rate-limit";
import { sendSms } from "@/server/sms";
import type { SmsBudgetRefusal } from "@/server/sms/budget";
import { SmsUnavailableError } from "@/server/sms/provider";
import { CAPTCHA_MESSAGES } from "@/validation/requests/captcha-messages";
import { hmac, randomCode, safeEqualHex } from "./crypto";
import { trustedDevice } from "./trusted-device";

export type OtpPurpose = "login" | "register" | "set-password";
export const MAX_CODE_ATTEMPTS = 5;

const MESSAGES = {
  expired: "کد تایید منقضی شده یا وجود ندارد؛ لطفاً کد جدید دریافت کنید.",
  wrong: "کد تایید وارد شده نادرست است.",
  burned: "کد تایید چند بار نادرست وارد شد و باطل شد؛ لطفاً کد جدید دریافت کنید.",
  smsDown: "ارسال پیامک در حال حاضر ممکن نیست؛ لطفاً چند دقیقه دیگر دوباره تلاش کنید.",
};

/** Which SMS budget a refused code met, as the 429 names it. */
function smsBudgetLimit(refusal: SmsBudgetRefusal): string {
  const count = toPersianDigits(refusal.limit);
  switch (refusal.reason) {
    case "number-hour":
      return `سقف ${count} پیامک کد در یک ساعت برای این شماره از این اتصال پر شده است`;
    case "number-day":
      return `سقف ${count} پیامک کد در روز برای این شماره از این اتصال پر شده است`;
    case "account-day":
      return `سقف ${count} پیامک در روز برای این حساب پر شده است`;
    case "network-day":
      return `سقف ${count} پیامک در روز از این شبکه پر شده است`;
    case "global-day":
      return "سقف روزانه ارسال پیامک سایت پر شده است";
  }
}

const SMS_TEXT: Record<OtpPurpose, string> = {
  login: "کد ورود شما به آوینوکس",
  register: "کد ثبت‌نام شما در آوینوکس",
  "set-password": "کد تعیین رمز عبور شما در آوینوکس",
};

function codeHash(mobile: string, purpose: OtpPurpose, code: string): string {
  return hmac(serverEnv().AUTH_SECRET, `${purpose}:${mobile}:${code}`);
}

/** Staff, and numbers that have signed in before: their codes may use the SMS reserve. */
async function hasSignedInBefore(mobile: string): Promise<boolean> {
  const db = await getDb();
  const result = (await db.execute(sql`
    select 1 from users u
    where u.mobile = ${mobile}
      and (exists (select 1 from auth_sessions s where s.user_id = u.id) or exists (select 1 from staff_members m where m.user_id = u.id))
    limit 1`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

export type OtpIssued = { remind_valid_time: number; code_length: number };

export type IssueOtpOptions = {
  /** What to apply when the code is confirmed; made only after the limits pass (it may hash a password: costly work an attacker must not get for free). */
  payload?: () => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** The captcha's payload, when the caller was asked for one. */
  proof?: string;
};

/** Sends a fresh code; the answer is the same whether or not the number has an account. */
export async function issueOtp(
  request: Request,
  mobile: string,
  purpose: OtpPurpose,
  options: IssueOtpOptions = {},
): Promise<OtpIssued> {
  const env = serverEnv();
  const ttl = env.OTP_TTL_SECONDS;
  const network = clientNetwork(request);
  const [forNumber, perNetwork] = await hitAll([
    { key: `otp:number:${mobile}`, limit: env.OTP_FREE_PER_NUMBER_PER_HOUR, windowSeconds: 3600 },
    { key: `otp:network:${network}`, limit: env.OTP_MAX_PER_NETWORK_PER_HOUR, windowSeconds: 3600 },
  ]);
  if (!perNetwork!.allowed)
    throw limitReached(perNetwork!, `از این شبکه در یک ساعت ${toPersianDigits(perNetwork!.limit)} کد خواسته شده است`);
  // Past the free few, a stranger's request costs a proof of work, never locks the number: the
  // owner solves the box too, or asks from a device they signed in on before. Asked before the
  // resend window is spent, so the request sent again with the proof is not told to wait.
  const device = trustedDevice(request, mobile);
  if (!forNumber!.allowed && !device) {
    if (!options.proof) throw new ValidationFailure("altcha", CAPTCHA_MESSAGES.codeProof);
    if (!(await checkCaptcha(options.proof))) throw new ValidationFailure("altcha", CAPTCHA_MESSAGES.failed);
  }
  const window = await hit(`otp:window:${purpose}:${mobile}`, 1, ttl);
  if (!window.allowed) {
    throw tooManyRequests(
      window.retryAfterSeconds,
      1,
      0,
      `کد تایید قبلاً ارسال شده است؛ لطفاً ${toPersianDigits(window.retryAfterSeconds)} ثانیه دیگر دوباره تلاش کنید.`,
    );
  }
  // A resend refused above costs nothing more; a send counts against the number for this requester.
  const requester = device ? `device:${device}` : `network:${network}`;
  const perRequester = await hit(`otp:hour:${mobile}:${requester}`, env.OTP_MAX_PER_NUMBER_PER_HOUR, 3600);
  if (!perRequester.allowed)
    throw limitReached(
      perRequester,
      `برای این شماره از این اتصال در یک ساعت ${toPersianDigits(perRequester.limit)} کد خواسته شده است`,
    );
  const payload = (await options.payload?.()) ?? {};

  const code = randomCode(env.OTP_CODE_LENGTH);
  const db = await getDb();
  // A new code replaces any earlier one for the same purpose.
  await db
    .update(otpCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(otpCodes.mobile, mobile), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)));
  const [row] = await db
    .insert(otpCodes)
    .values({
      mobile,
      purpose,
      codeHash: codeHash(mobile, purpose, code),
      expiresAt: sql`now() + make_interval(secs => ${ttl})`,
      payload,
      ip: clientIp(request),
    })
    .returning({ id: otpCodes.id });
  try {
    const sent = await sendSms(
      { to: mobile, kind: "otp", code, text: `${SMS_TEXT[purpose]}: ${code}\nاین کد را در اختیار دیگران قرار ندهید.` },
      { ip: clientIp(request), requester, reserved: await hasSignedInBefore(mobile) },
    );
    if (sent.outcome === "skipped") throw limitReached(sent, smsBudgetLimit(sent));
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
    .where(
      and(
        eq(otpCodes.mobile, mobile),
        eq(otpCodes.purpose, purpose),
        isNull(otpCodes.consumedAt),
        sql`${otpCodes.expiresAt} > now()`,
      ),
    )
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
