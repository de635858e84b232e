// Solved captchas for API tests: a real challenge from the server's own function, solved with
// altcha-lib the way the browser's widget solves it, and sent as the widget sends it (`altcha`:
// base64 JSON of {challenge, solution}). Tests ask for a tiny cost so solving takes milliseconds;
// only this optional parameter lowers it, never anything production could set.
import { solveChallenge, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { createCaptchaChallenge, type CaptchaChallengeOptions } from "@/server/captcha/captcha";

/** One PBKDF2 round a guess and at most 20 guesses. */
export const TEST_CAPTCHA = { cost: 1, counter: { min: 1, max: 20 } } as const;

/** The payload the widget would send for this challenge and solution. */
export function altchaPayload(challenge: Challenge, solution: Solution): string {
  return Buffer.from(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  ).toString("base64");
}

/** Solves a challenge as the widget's worker does. */
export async function solve(challenge: Challenge): Promise<Solution> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error("captcha challenge not solved");
  return solution;
}

/** A fresh challenge solved: spread it into a request body as anonymous forms do. */
export async function solvedCaptcha(options: CaptchaChallengeOptions = {}): Promise<{ altcha: string }> {
  const challenge = await createCaptchaChallenge({ ...TEST_CAPTCHA, ...options });
  return { altcha: altchaPayload(challenge, await solve(challenge)) };
}
