import "server-only";
// One SMS budget for every message the site sends (issue "Safe to face the internet", item 1):
// per destination number (hour and day, sign-in codes and notices each their own), per signed-in account, per client address, and a
// global daily ceiling. Each is a counter shared by every instance (server/rate-limit). A message
// past any of them is not sent; the caller decides what that means (a sign-in code answers 429,
// a request's confirmation is simply skipped) and the attempt is recorded in sms_log.
import { serverEnv } from "@/server/env";
import { hitAll } from "@/server/rate-limit";
import type { SmsMessage } from "./provider";

export type SmsBudgetContext = {
  /** The client address of the call that caused the message, when there was one. */
  ip?: string | null;
  /** The signed-in account that caused it, when there was one. */
  userId?: number | null;
};

export type SmsBudgetRefusal = { reason: "number-hour" | "number-day" | "account-day" | "address-day" | "global-day"; retryAfterSeconds: number };

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * Spends one message of every budget that applies (refused attempts count too, so a flood keeps
 * its own budgets spent); answers the narrowest one exhausted, if any. The global ceiling counts
 * only messages the narrower budgets let through, so a flood aimed at one number or from one
 * address never eats into what everybody else shares.
 */
export async function spendSmsBudget(to: string, context: SmsBudgetContext, kind: SmsMessage["kind"] = "notice"): Promise<SmsBudgetRefusal | undefined> {
  const env = serverEnv();
  // A number's budgets count sign-in codes and notices apart: notices naming a number (forms sent
  // with it, staff alerts to a colleague's phone) must never lock its owner out of signing in.
  const budgets: Array<{ reason: SmsBudgetRefusal["reason"]; key: string; limit: number; window: number }> = [
    { reason: "number-hour", key: `sms:number:hour:${kind}:${to}`, limit: env.SMS_MAX_PER_NUMBER_PER_HOUR, window: HOUR },
    { reason: "number-day", key: `sms:number:day:${kind}:${to}`, limit: env.SMS_MAX_PER_NUMBER_PER_DAY, window: DAY },
  ];
  if (context.userId) budgets.push({ reason: "account-day", key: `sms:account:day:${context.userId}`, limit: env.SMS_MAX_PER_ACCOUNT_PER_DAY, window: DAY });
  if (context.ip) budgets.push({ reason: "address-day", key: `sms:address:day:${context.ip}`, limit: env.SMS_MAX_PER_ADDRESS_PER_DAY, window: DAY });
  const results = await hitAll(budgets.map((b) => ({ key: b.key, limit: b.limit, windowSeconds: b.window })));
  const refused = results.findIndex((r) => !r.allowed);
  if (refused >= 0) return { reason: budgets[refused]!.reason, retryAfterSeconds: results[refused]!.retryAfterSeconds };
  const [global] = await hitAll([{ key: "sms:global:day", limit: env.SMS_MAX_PER_DAY, windowSeconds: DAY }]);
  return global!.allowed ? undefined : { reason: "global-day", retryAfterSeconds: global!.retryAfterSeconds };
}
