import "server-only";
// One SMS budget for every message the site sends (issue "Safe to face the internet", item 1, and
// issue 35, items 1 and 2): per destination number (hour and day, sign-in codes and notices each
// their own), per signed-in account, per network (an IPv4 address or an IPv6 /64), and a global
// daily ceiling. Each is a counter shared by every instance (server/rate-limit). A message past
// any of them is not sent; the caller decides what that means (a sign-in code answers 429, a
// request's confirmation is simply skipped) and the attempt is recorded in sms_log.
//
// Nobody can spend what others need: a number's code budget is counted per requester (the network
// that asked, or the device the number signed in on before), so strangers cannot use up its
// owner's; one network may spend only its share of the ceiling; and the last SMS_RESERVE_PERCENT
// of the ceiling goes only to sign-in codes for staff and numbers that have signed in before.
import { serverEnv, smsOpenShare } from "@/server/env";
import { addressNetwork } from "@/server/http/client-address";
import { hitAll, takeWithin } from "@/server/rate-limit";
import type { SmsMessage } from "./provider";

export type SmsBudgetContext = {
  /** The client address of the call that caused the message, when there was one. */
  ip?: string | null;
  /** The signed-in account that caused it, when there was one. */
  userId?: number | null;
  /**
   * Who asked for a sign-in code: `device:<id>` (a device the number signed in on before) or the
   * network; the number's code budget is counted for each apart. Default: the network.
   */
  requester?: string;
  /** A sign-in code for staff or a number that has signed in before: it may use the reserve. */
  reserved?: boolean;
};

export type SmsBudgetReason = "number-hour" | "number-day" | "account-day" | "network-day" | "global-day";
export type SmsBudgetRefusal = { reason: SmsBudgetReason; limit: number; retryAfterSeconds: number };

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * Spends one message of every budget that applies (refused attempts count too, so a flood keeps
 * its own budgets spent); answers the narrowest one exhausted, if any. The global ceiling counts
 * only messages that were sent, so refused floods never eat into what everybody else shares.
 */
export async function spendSmsBudget(
  to: string,
  context: SmsBudgetContext,
  kind: SmsMessage["kind"] = "notice",
): Promise<SmsBudgetRefusal | undefined> {
  const env = serverEnv();
  const network = context.ip ? addressNetwork(context.ip) : undefined;
  // A number's budgets count sign-in codes and notices apart: notices naming a number (forms sent
  // with it, staff alerts to a colleague's phone) must never lock its owner out of signing in; and
  // codes per requester, so one asking from elsewhere cannot either.
  const numberScope =
    kind === "otp" ? `otp:${to}:${context.requester ?? `network:${network ?? "-"}`}` : `${kind}:${to}`;
  const budgets: Array<{ reason: SmsBudgetReason; key: string; limit: number; window: number }> = [
    {
      reason: "number-hour",
      key: `sms:number:hour:${numberScope}`,
      limit: env.SMS_MAX_PER_NUMBER_PER_HOUR,
      window: HOUR,
    },
    { reason: "number-day", key: `sms:number:day:${numberScope}`, limit: env.SMS_MAX_PER_NUMBER_PER_DAY, window: DAY },
  ];
  if (context.userId)
    budgets.push({
      reason: "account-day",
      key: `sms:account:day:${context.userId}`,
      limit: env.SMS_MAX_PER_ACCOUNT_PER_DAY,
      window: DAY,
    });
  if (network)
    budgets.push({
      reason: "network-day",
      key: `sms:network:day:${network}`,
      limit: env.SMS_MAX_PER_NETWORK_PER_DAY,
      window: DAY,
    });
  const results = await hitAll(budgets.map((b) => ({ key: b.key, limit: b.limit, windowSeconds: b.window })));
  const refused = results.findIndex((r) => !r.allowed);
  if (refused >= 0)
    return {
      reason: budgets[refused]!.reason,
      limit: budgets[refused]!.limit,
      retryAfterSeconds: results[refused]!.retryAfterSeconds,
    };
  // One counter for the whole site; ordinary messages stop at the open share, reserved ones may go on to the ceiling.
  const ceiling = context.reserved && kind === "otp" ? env.SMS_MAX_PER_DAY : smsOpenShare(env);
  const global = await takeWithin("sms:global:day", ceiling, DAY);
  return global.allowed
    ? undefined
    : { reason: "global-day", limit: ceiling, retryAfterSeconds: global.retryAfterSeconds };
}
