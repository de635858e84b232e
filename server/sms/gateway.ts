import "server-only";
// The one HTTP call both template gateways make (Kavenegar, sms.ir): a POST with a time limit,
// its JSON answer read whatever it is, and every failure (unreachable, refused) as
// SmsUnavailableError naming the gateway, so sendSms records it and the caller sees one error.
import { SmsUnavailableError } from "./provider";

/** How a gateway is reached: the account's key, the address (a test's stand-in), the time limit. */
export type GatewayAccess = { apiKey: string; baseUrl?: string; timeoutMs?: number };

/** A gateway's answer waits this long at most (a slow gateway must not hold a sign-in for long). */
const DEFAULT_TIMEOUT_MS = 8000;

export type GatewayCall = {
  /** The gateway's name in the errors ("kavenegar", "sms.ir"). */
  gateway: string;
  url: URL;
  init?: Omit<RequestInit, "method" | "signal">;
  timeoutMs?: number;
  /** Whether the gateway took the message, and its own words when not. */
  accepted: (body: unknown) => { ok: boolean; message?: string };
};

export async function postToGateway({
  gateway,
  url,
  init,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  accepted,
}: GatewayCall): Promise<void> {
  const response = await fetch(url, { ...init, method: "POST", signal: AbortSignal.timeout(timeoutMs) }).catch(
    (error: unknown) => {
      throw new SmsUnavailableError(`${gateway} unreachable: ${String(error)}`);
    },
  );
  const answer = accepted(await response.json().catch(() => null));
  if (!response.ok || !answer.ok) {
    throw new SmsUnavailableError(`${gateway} refused: ${response.status} ${answer.message ?? ""}`);
  }
}
