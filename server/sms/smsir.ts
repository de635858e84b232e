import "server-only";
// sms.ir: codes and notices through the Verify API (template with named parameters).
// POST https://api.sms.ir/v1/send/verify  x-api-key, {mobile, templateId, parameters: [{name, value}]}
import { postToGateway, type GatewayAccess } from "./gateway";
import type { SmsMessage, SmsProvider } from "./provider";

type Options = GatewayAccess & { templateId: string; noticeTemplateId?: string };

export function smsirSms({ apiKey, templateId, noticeTemplateId, baseUrl, timeoutMs }: Options): SmsProvider {
  return {
    name: "smsir",
    async send(message: SmsMessage) {
      const parameters =
        message.kind === "otp"
          ? [{ name: "CODE", value: message.code ?? "" }]
          : (message.tokens ?? []).map((value, i) => ({ name: i === 0 ? "TRACKING" : `TOKEN${i + 1}`, value }));
      await postToGateway({
        gateway: "sms.ir",
        url: new URL("/v1/send/verify", baseUrl ?? "https://api.sms.ir"),
        init: {
          headers: { "Content-Type": "application/json", Accept: "text/plain", "x-api-key": apiKey },
          body: JSON.stringify({
            mobile: message.to,
            templateId: Number(message.kind === "otp" ? templateId : (noticeTemplateId ?? templateId)),
            parameters,
          }),
        },
        timeoutMs,
        accepted: (body) => {
          const answer = body as { status?: number; message?: string } | null;
          return { ok: answer?.status === 1, message: answer?.message };
        },
      });
    },
  };
}
