import "server-only";
// The captcha of anonymous forms: an ALTCHA proof of work instead of a picture to read. The
// browser fetches a signed challenge (GET /api/v1/site/captcha), spends about a second of CPU
// finding the number behind it, and the form sends the result as `altcha`. A solution counts
// only with our signature, before its expiry (10 minutes) and once: its challenge's signature is
// written to captcha_solutions, and a second insert of it finds the row already there.
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { sql } from "drizzle-orm";
import { serverEnv } from "@/server/env";
import { hmac } from "@/server/auth/crypto";
import { getDb } from "@/server/db/client";
import { captchaSolutions } from "@/server/db/schema";
import { CAPTCHA_PAYLOAD_MAX } from "@/validation/requests/captcha-field";

export const CAPTCHA_TTL_SECONDS = 600;

// PBKDF2/SHA-256 because browsers run it natively (WebCrypto): a phone pays per guess about what
// a bot pays, while SHA-256 chains (one `crypto.subtle.digest` call per round) would cost phones
// far more than bots. Each guess is 5,000 PBKDF2 rounds and the number to find is drawn from
// 200..1,000, so the expected work is ~600 guesses ≈ 3 million rounds. Measured on this 2-core
// server: altcha-lib's solveChallenge in node, ~1.75 ms a guess, 0.4 to 1.8 s (1.2 s on average);
// the widget in Chromium, ~0.8 ms a guess per worker, 0.2 to 0.8 s with one worker. A cheap phone's
// cores are some 4 to 8 times slower, and the widget uses up to 4 workers there, so it needs about
// a second (the widget never answers in under 0.5 s anyway). Checking a solution costs one HMAC.
export const CAPTCHA_ALGORITHM = "PBKDF2/SHA-256";
export const CAPTCHA_COST = 5_000;
export const CAPTCHA_COUNTER = { min: 200, max: 1_000 } as const;

/** Two keys derived from AUTH_SECRET, so nothing else signed with it can pass for a challenge. */
function signingKeys() {
  const secret = serverEnv().AUTH_SECRET;
  return {
    hmacSignatureSecret: hmac(secret, "altcha:challenge-signature"),
    hmacKeySignatureSecret: hmac(secret, "altcha:key-signature"),
  };
}

export type CaptchaChallengeOptions = {
  /** Rounds per guess. Tests pass a low cost to solve in milliseconds; production never passes it. */
  cost?: number;
  /** The range the number to find is drawn from (tests: a small one). */
  counter?: { min: number; max: number };
  /** When it expires (tests: one already past). */
  expiresAt?: Date;
};

/**
 * A new challenge {parameters, signature}. Its counter is known here only: the parameters carry the
 * first half of the key it derives (the puzzle) and an HMAC of the whole key, never the counter.
 */
export async function createCaptchaChallenge(options: CaptchaChallengeOptions = {}): Promise<Challenge> {
  const { min, max } = options.counter ?? CAPTCHA_COUNTER;
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: options.cost ?? CAPTCHA_COST,
    counter: randomInt(max, min),
    deriveKey,
    expiresAt: options.expiresAt ?? new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000),
    ...signingKeys(),
  });
}

type DecodedPayload = {
  challenge: Challenge & { signature: string; parameters: Challenge["parameters"] & { expiresAt: number } };
  solution: Solution;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The widget's payload (base64 of {challenge, solution}) in the shape verifySolution expects, or undefined. */
function decodePayload(payload: unknown): DecodedPayload | undefined {
  if (typeof payload !== "string" || payload.length === 0 || payload.length > CAPTCHA_PAYLOAD_MAX) return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
  } catch {
    return undefined;
  }
  if (!isObject(decoded) || !isObject(decoded.challenge) || !isObject(decoded.solution)) return undefined;
  const { parameters, signature } = decoded.challenge;
  if (!isObject(parameters) || typeof signature !== "string" || !/^[0-9a-f]{64}$/.test(signature)) return undefined;
  // Ours are always this algorithm and always expire; the signature covers both.
  if (parameters.algorithm !== CAPTCHA_ALGORITHM || typeof parameters.expiresAt !== "number") return undefined;
  const { counter, derivedKey } = decoded.solution;
  if (typeof counter !== "number" || typeof derivedKey !== "string") return undefined;
  return {
    challenge: { parameters, signature } as unknown as DecodedPayload["challenge"],
    solution: { counter, derivedKey },
  };
}

let lastSweep = 0;

/** Spent solutions are kept only while their challenge could still be used; swept at most once a minute. */
async function sweepSpentSolutions(db: Awaited<ReturnType<typeof getDb>>) {
  if (Date.now() - lastSweep < 60_000) return;
  lastSweep = Date.now();
  // Ten minutes of slack for a database clock that runs ahead of ours.
  await db.delete(captchaSolutions).where(sql`${captchaSolutions.expiresAt} < now() - interval '10 minutes'`);
}

/** Spends a solved captcha: true only for our own challenge, solved, unexpired, the first time. */
export async function checkCaptcha(payload: unknown): Promise<boolean> {
  const decoded = decodePayload(payload);
  if (!decoded) return false;
  try {
    const result = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey,
      ...signingKeys(),
    });
    if (!result.verified) return false;
  } catch {
    return false; // malformed parameters (e.g. a nonce that is not hex)
  }
  const db = await getDb();
  await sweepSpentSolutions(db);
  const spent = await db
    .insert(captchaSolutions)
    .values({
      signature: decoded.challenge.signature,
      expiresAt: new Date(decoded.challenge.parameters.expiresAt * 1000),
    })
    .onConflictDoNothing()
    .returning({ signature: captchaSolutions.signature });
  return spent.length === 1;
}
