import "server-only";
// The configured SMS provider of this process, and the one way to send: through the SMS budget
// (./budget), with every attempt recorded in sms_log (who and why, never the text).
import { log } from "@/server/log";
import { serverEnv } from "@/server/env";
import { getDb } from "@/server/db/client";
import { smsLog } from "@/server/db/schema";
import { spendSmsBudget, type SmsBudgetContext, type SmsBudgetRefusal } from "./budget";
import { consoleSms } from "./console";
import { kavenegarSms } from "./kavenegar";
import { SmsUnavailableError, type SmsMessage, type SmsProvider } from "./provider";
import { smsirSms } from "./smsir";

let provider: SmsProvider | undefined;

export function smsProvider(): SmsProvider {
  if (provider) return provider;
  const env = serverEnv();
  // The template gateways are reached alike; each names its two templates its own way.
  const gatewayAccess = { apiKey: env.SMS_API_KEY!, baseUrl: env.SMS_BASE_URL };
  const otpTemplate = env.SMS_TEMPLATE!;
  const noticeTemplate = env.SMS_NOTICE_TEMPLATE;
  switch (env.smsProvider) {
    case "console":
      provider = consoleSms(env.DATA_DIR);
      break;
    case "kavenegar":
      provider = kavenegarSms({ ...gatewayAccess, template: otpTemplate, noticeTemplate });
      break;
    case "smsir":
      provider = smsirSms({ ...gatewayAccess, templateId: otpTemplate, noticeTemplateId: noticeTemplate });
      break;
    case "none":
      provider = {
        name: "none",
        send: async () => {
          throw new SmsUnavailableError("no SMS gateway configured (SMS_PROVIDER)");
        },
      };
  }
  return provider;
}

/** Tests swap in a provider. */
export function setSmsProvider(next: SmsProvider | undefined): void {
  provider = next;
}

export type SmsResult = { outcome: "sent" } | ({ outcome: "skipped" } & SmsBudgetRefusal);

async function record(
  message: SmsMessage,
  context: SmsBudgetContext,
  outcome: "sent" | "skipped" | "failed",
  reason: string | null,
) {
  const db = await getDb();
  await db.insert(smsLog).values({
    mobile: message.to,
    kind: message.kind,
    outcome,
    reason,
    userId: context.userId ?? null,
    ip: context.ip ?? null,
  });
}

/**
 * Sends a message if the budget allows. Answers whether it went; a provider failure is recorded
 * and thrown (SmsUnavailableError when no gateway can take it).
 */
export async function sendSms(message: SmsMessage, context: SmsBudgetContext): Promise<SmsResult> {
  const refusal = await spendSmsBudget(message.to, context, message.kind);
  if (refusal) {
    await record(message, context, "skipped", refusal.reason);
    log.warn({ kind: message.kind, budget: refusal.reason }, "sms not sent: budget spent");
    return { outcome: "skipped", ...refusal };
  }
  try {
    await smsProvider().send(message);
  } catch (error) {
    await record(message, context, "failed", error instanceof Error ? error.name : "error").catch(() => {});
    throw error;
  }
  await record(message, context, "sent", null);
  return { outcome: "sent" };
}
