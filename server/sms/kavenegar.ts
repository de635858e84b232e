import "server-only";
// Kavenegar: codes through the Verify Lookup API (template), notices through the same API with the
// notice template. https://api.kavenegar.com/v1/{API-KEY}/verify/lookup.json?receptor=&token=&template=
import { postToGateway, type GatewayAccess } from "./gateway";
import type { SmsMessage, SmsProvider } from "./provider";

type Options = GatewayAccess & { template: string; noticeTemplate?: string };

export function kavenegarSms({ apiKey, template, noticeTemplate, baseUrl, timeoutMs }: Options): SmsProvider {
  return {
    name: "kavenegar",
    async send(message: SmsMessage) {
      const url = new URL(
        `/v1/${encodeURIComponent(apiKey)}/verify/lookup.json`,
        baseUrl ?? "https://api.kavenegar.com",
      );
      const tokens = message.kind === "otp" ? [message.code ?? ""] : (message.tokens ?? []);
      url.searchParams.set("receptor", message.to);
      url.searchParams.set("template", message.kind === "otp" ? template : (noticeTemplate ?? template));
      tokens
        .slice(0, 3)
        .forEach((token, i) => url.searchParams.set(i === 0 ? "token" : `token${i + 1}`, token.replace(/\s+/g, "‌")));
      await postToGateway({
        gateway: "kavenegar",
        url,
        timeoutMs,
        accepted: (body) => {
          const answer = (body as { return?: { status?: number; message?: string } } | null)?.return;
          return { ok: answer?.status === 200, message: answer?.message };
        },
      });
    },
  };
}
