import "server-only";
// Kavenegar: codes through the Verify Lookup API (template), notices through the same API with the
// notice template. https://api.kavenegar.com/v1/{API-KEY}/verify/lookup.json?receptor=&token=&template=
import { postToGateway } from "./gateway";
import type { SmsMessage, SmsProvider } from "./provider";

type Options = { apiKey: string; template: string; noticeTemplate?: string; baseUrl?: string; timeoutMs?: number };

export function kavenegarSms({
  apiKey,
  template,
  noticeTemplate,
  baseUrl = "https://api.kavenegar.com",
  timeoutMs = 8000,
}: Options): SmsProvider {
  return {
    name: "kavenegar",
    async send(message: SmsMessage) {
      const url = new URL(`/v1/${encodeURIComponent(apiKey)}/verify/lookup.json`, baseUrl);
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
