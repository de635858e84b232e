// The captcha of anonymous forms (ALTCHA proof of work), at the API's door. The finding it
// answers: the old SVG captcha drew its answer as <text> digits, so a regex read it. Now the
// challenge carries no answer (nothing in it, read by any pattern, passes), and a payload counts
// only when it is our own challenge, solved, unexpired and used once.
import { createChallenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as contactCreate } from "@/app/api/v1/contact-us/create/route";
import { GET as captchaRoute } from "@/app/api/v1/site/captcha/route";
import { CAPTCHA_ALGORITHM, CAPTCHA_COST, CAPTCHA_TTL_SECONDS, createCaptchaChallenge } from "@/server/captcha/captcha";
import { CAPTCHA_MESSAGES } from "@/validation/requests/captcha-messages";
import { altchaPayload, solve, solvedCaptcha, TEST_CAPTCHA } from "../support/captcha";
import { withFreshDatabase } from "../support/database";
import { getFrom, nextIp, postJson } from "../support/http";

const message = {
  contact_name: "مهسا کریمی",
  contact_phone: "09131234567",
  subject: "رویدادها",
  message: "سلام، برای برگزاری یک کارگاه در سالن رویدادها چه شرایطی دارید؟",
};

const refused = [{ field: "altcha", message: CAPTCHA_MESSAGES.failed }];

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");
const decode = (altcha: string) =>
  JSON.parse(Buffer.from(altcha, "base64").toString()) as {
    challenge: { parameters: Record<string, unknown>; signature: string };
    solution: { counter: number; derivedKey: string };
  };

describe("captcha (ALTCHA)", () => {
  const database = withFreshDatabase();

  it("answers a signed challenge that expires in ten minutes and holds no solution", async () => {
    const response = await getFrom(captchaRoute, "", { path: "site/captcha", ip: nextIp() });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    const challenge = JSON.parse(text);
    expect(Object.keys(challenge).sort()).toEqual(["parameters", "signature"]);
    expect(Object.keys(challenge.parameters).sort()).toEqual([
      "algorithm",
      "cost",
      "expiresAt",
      "keyLength",
      "keyPrefix",
      "keySignature",
      "nonce",
      "salt",
    ]);
    expect(challenge.parameters).toMatchObject({ algorithm: CAPTCHA_ALGORITHM, cost: CAPTCHA_COST, keyLength: 32 });
    const now = Date.now() / 1000;
    expect(challenge.parameters.expiresAt).toBeGreaterThan(now + CAPTCHA_TTL_SECONDS - 30);
    expect(challenge.parameters.expiresAt).toBeLessThanOrEqual(now + CAPTCHA_TTL_SECONDS + 1);

    // Solving it (the work the browser does) finds a key the answer never contained.
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
    expect(solution).not.toBeNull();
    expect(text).not.toContain(solution!.derivedKey);
    expect(solution!.derivedKey.startsWith(challenge.parameters.keyPrefix)).toBe(true);
    expect(challenge.parameters.keyPrefix.length).toBeLessThan(solution!.derivedKey.length);
    // And that solution is accepted, once.
    expect(
      (
        await postJson(
          contactCreate,
          { ...message, altcha: altchaPayload(challenge, solution!) },
          { path: "contact-us/create" },
        )
      ).status,
    ).toBe(201);
  }, 60_000);

  it("gives a regex reading the challenge nothing usable (the original finding)", async () => {
    const text = await (await getFrom(captchaRoute, "", { path: "site/captcha", ip: nextIp() })).text();
    // What read the old captcha: its image (an SVG data URL) decoded, and its digits taken from <text>.
    const images = [...text.matchAll(/data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)/g)].map((m) =>
      Buffer.from(m[1]!, "base64").toString(),
    );
    expect([text, ...images].flatMap((part) => [...part.matchAll(/<text[^>]*>(\d)<\/text>/g)])).toEqual([]);
    // Every number and hex string in the answer, tried as the counter or the key, is refused.
    const challenge = JSON.parse(text);
    const numbers = [...new Set([...text.matchAll(/\d+/g)].map((m) => Number(m[0])))].filter(
      (n) => Number.isSafeInteger(n) && n <= 0xffffffff,
    );
    const hexes = [...new Set([...text.matchAll(/[0-9a-f]{32,}/g)].map((m) => m[0]))];
    const guesses = [
      ...numbers.map((counter) => ({ counter, derivedKey: challenge.parameters.keyPrefix.padEnd(64, "0") })),
      ...hexes.map((derivedKey) => ({ counter: 0, derivedKey: derivedKey.slice(0, 64).padEnd(64, "0") })),
      ...hexes.map((derivedKey) => ({ counter: 0, derivedKey })),
    ];
    expect(guesses.length).toBeGreaterThan(5);
    for (const solution of guesses) {
      const response = await postJson(
        contactCreate,
        { ...message, altcha: altchaPayload(challenge, solution) },
        { path: "contact-us/create" },
      );
      expect(response.status, JSON.stringify(solution)).toBe(422);
      expect(await response.json()).toEqual(refused);
    }
  });

  it("refuses a forged payload: garbage, a solution changed, parameters changed, a signature made up", async () => {
    const spentCount = async () =>
      (
        (await database.handle().db.execute(sql`select count(*)::int as n from captcha_solutions`)) as unknown as {
          rows: Array<{ n: number }>;
        }
      ).rows[0]!.n;
    const spentBefore = await spentCount();
    const good = decode((await solvedCaptcha()).altcha);
    const forgeries: unknown[] = [
      "",
      "not base64 at all!",
      encode({}),
      encode({ challenge: null, solution: null, test: true }), // the widget's test mode
      encode({ ...good, solution: { ...good.solution, derivedKey: "00".repeat(32) } }),
      encode({
        ...good,
        solution: { counter: good.solution.counter + 1, derivedKey: good.solution.derivedKey.slice(2) + "00" },
      }),
      encode({
        ...good,
        challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 1, keyPrefix: "0" } },
      }),
      encode({
        ...good,
        challenge: {
          ...good.challenge,
          parameters: { ...good.challenge.parameters, expiresAt: Math.floor(Date.now() / 1000) + 86_400 },
        },
      }),
      encode({ ...good, challenge: { ...good.challenge, signature: "ab".repeat(32) } }),
      encode({ ...good, challenge: { parameters: good.challenge.parameters } }),
    ];
    for (const altcha of forgeries) {
      const response = await postJson(contactCreate, { ...message, altcha }, { path: "contact-us/create" });
      expect(response.status, String(altcha).slice(0, 60)).toBe(422);
      expect(await response.json()).toEqual(refused);
    }
    // Not a string, or far too long: the same field and message.
    for (const altcha of [{ $ne: null }, ["x"], 12345, "A".repeat(4001)]) {
      const response = await postJson(contactCreate, { ...message, altcha }, { path: "contact-us/create" });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual(refused);
    }
    // None of them was stored as spent.
    expect(await spentCount()).toBe(spentBefore);
  });

  it("refuses a challenge that has expired, though solved", async () => {
    const response = await postJson(
      contactCreate,
      { ...message, ...(await solvedCaptcha({ expiresAt: new Date(Date.now() - 1000) })) },
      { path: "contact-us/create" },
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(refused);
  });

  it("refuses a challenge signed with another key, though solved", async () => {
    for (const secret of ["another-server-secret-0123456789abcdef", "avinox-development-auth-secret-change-me"]) {
      const challenge = await createChallenge({
        algorithm: CAPTCHA_ALGORITHM,
        cost: TEST_CAPTCHA.cost,
        counter: 5,
        deriveKey,
        expiresAt: new Date(Date.now() + 600_000),
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: secret,
      });
      const response = await postJson(
        contactCreate,
        { ...message, altcha: altchaPayload(challenge, await solve(challenge)) },
        { path: "contact-us/create" },
      );
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual(refused);
    }
  });

  it("accepts a solution once: a second use of it is refused, and it is kept until it expires", async () => {
    const captcha = await solvedCaptcha();
    const first = await postJson(contactCreate, { ...message, ...captcha }, { path: "contact-us/create" });
    expect(first.status).toBe(201);
    const again = await postJson(contactCreate, { ...message, ...captcha }, { path: "contact-us/create" });
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual(refused);
    // Two sends racing with the same solution: one request is stored.
    const racing = await solvedCaptcha();
    const statuses = (
      await Promise.all([
        postJson(contactCreate, { ...message, ...racing }, { path: "contact-us/create" }),
        postJson(contactCreate, { ...message, ...racing }, { path: "contact-us/create" }),
      ])
    )
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual([201, 422]);

    const { signature, parameters } = decode(captcha.altcha).challenge;
    const rows = (await database
      .handle()
      .db.execute(sql`select expires_at from captcha_solutions where signature = ${signature}`)) as unknown as {
      rows: Array<{ expires_at: string | Date }>;
    };
    expect(new Date(rows.rows[0]!.expires_at).getTime()).toBe((parameters.expiresAt as number) * 1000);
  });

  it("needs a solution from anonymous senders only", async () => {
    const anonymous = await postJson(contactCreate, message, { path: "contact-us/create" });
    expect(anonymous.status).toBe(422);
    expect(await anonymous.json()).toEqual(refused);
  });

  it("makes challenges at the production cost unless a test asks otherwise", async () => {
    const challenge = await createCaptchaChallenge();
    expect(challenge.parameters.cost).toBe(CAPTCHA_COST);
    expect(CAPTCHA_COST).toBeGreaterThanOrEqual(1000);
    expect((await createCaptchaChallenge({ cost: 1 })).parameters.cost).toBe(1);
  });
});
