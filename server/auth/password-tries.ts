import "server-only";
// Password guesses, wherever a password is checked (sign-in, changing it while signed in): 5 per
// number and 30 per client address in 15 minutes, shared, counted before any hashing.
import { tooManyRequests } from "@/server/http/errors";
import { hitAll, reset } from "@/server/rate-limit";

const WINDOW_SECONDS = 900;
export const PASSWORD_TRIES_PER_NUMBER = 5;
export const PASSWORD_TRIES_PER_ADDRESS = 30;

const numberKey = (mobile: string) => `password:number:${mobile}`;

/** Counts one try; 429 past either limit. */
export async function countPasswordTry(mobile: string, ip: string): Promise<void> {
  const results = await hitAll([
    { key: numberKey(mobile), limit: PASSWORD_TRIES_PER_NUMBER, windowSeconds: WINDOW_SECONDS },
    { key: `password:ip:${ip}`, limit: PASSWORD_TRIES_PER_ADDRESS, windowSeconds: WINDOW_SECONDS },
  ]);
  for (const result of results) if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds, result.limit, 0);
}

/** The right password was given: the number's failed tries are forgiven. */
export async function forgetPasswordTries(mobile: string): Promise<void> {
  await reset(numberKey(mobile));
}
