import "server-only";
// The configured SMS provider of this process.
import { serverEnv } from "@/lib/env";
import { consoleSms } from "./console";
import { kavenegarSms } from "./kavenegar";
import { SmsUnavailableError, type SmsMessage, type SmsProvider } from "./provider";
import { smsirSms } from "./smsir";

let provider: SmsProvider | undefined;

export function smsProvider(): SmsProvider {
  if (provider) return provider;
  const env = serverEnv();
  switch (env.smsProvider) {
    case "console":
      provider = consoleSms(env.DATA_DIR);
      break;
    case "kavenegar":
      provider = kavenegarSms({ apiKey: env.SMS_API_KEY!, template: env.SMS_TEMPLATE!, noticeTemplate: env.SMS_NOTICE_TEMPLATE, baseUrl: env.SMS_BASE_URL });
      break;
    case "smsir":
      provider = smsirSms({ apiKey: env.SMS_API_KEY!, templateId: env.SMS_TEMPLATE!, noticeTemplateId: env.SMS_NOTICE_TEMPLATE, baseUrl: env.SMS_BASE_URL });
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

export async function sendSms(message: SmsMessage): Promise<void> {
  await smsProvider().send(message);
}
