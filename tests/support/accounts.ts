// Calling the accounts API's route handlers as a client would, and signing a number in with the
// code from a captured SMS outbox (install `captureSms()` in the test file).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { POST as login } from "@/app/api/v1/security/login/route";
import { POST as validateLogin } from "@/app/api/v1/security/validate-login/route";
import type { Identity, TokenPair } from "@/shared/types/auth";
import { createSession } from "@/server/auth/sessions";
import { findOrCreateUser } from "@/server/auth/users";
import { getDb } from "@/server/db/client";
import { setSmsProvider } from "@/server/sms";
import type { SmsMessage } from "@/server/sms/provider";

export type Handler = (request: Request, context: unknown) => Promise<Response>;
export type CallInit = { ip?: string; token?: string; cookie?: string; clientId?: boolean; method?: string };
export type SignedIn = { token: TokenPair; identity: Identity; cookies: string[] };
export type SignInOptions = {
  /** The browser's cookies (a cookie call carries the web client's header, as `call` does). */
  cookie?: string;
  /** Names the device. */
  userAgent?: string;
  /** false keeps the one-code-per-window wait, for a test of the code limits themselves (default: lifted). */
  liftCodeWindow?: boolean;
};

/** The web client's id and secret, as the site sends them when signing in. */
export const webClient = { client_id: "web", client_secret: "avinox-web-client-secret" };

let ipCounter = 1;

/** A call with a JSON body (or none for GET); a cookie call carries the web client's header. */
export function call(handler: Handler, path: string, body?: unknown, init: CallInit = {}): Promise<Response> {
  const method = init.method ?? (body === undefined ? "GET" : "POST");
  const headers: Record<string, string> = {
    "x-avinox-client-ip": init.ip ?? `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`,
  };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.cookie) headers.cookie = init.cookie;
  if (init.clientId !== false && init.cookie) headers["client-id"] = "web";
  const request = new Request(`http://localhost/api/v1/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return handler(request, undefined);
}

const outbox: SmsMessage[] = [];

/** Codes go to a list in memory for the whole test file. */
export function captureSms(): void {
  beforeAll(() => setSmsProvider({ name: "test", send: async (m) => void outbox.push(m) }));
  afterAll(() => setSmsProvider(undefined));
}

/** The last code sent to a number. */
export const lastCode = (to: string) => [...outbox].reverse().find((m) => m.to === to)!.code!;

/** The last message sent to anyone. */
export const lastSms = (): SmsMessage | undefined => outbox.at(-1);

/** Signs a number in by code and answers the tokens, the identity and the Set-Cookie lines. */
export async function signIn(number: string, init: SignInOptions = {}): Promise<SignedIn> {
  // Another device of the same number: as if the one-code-per-window wait had passed, and with it
  // the hour in which a few codes for a number go without a captcha (server/auth/otp.ts).
  if (init.liftCodeWindow !== false)
    await (
      await getDb()
    ).execute(
      sql`delete from rate_limits where key like ${`otp:window:%${number}`} or key = ${`otp:number:${number}`}`,
    );
  expect((await call(login, "security/login", { number })).status).toBe(200);
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "x-avinox-client-ip": `10.2.0.${(ipCounter++ % 250) + 1}`,
  };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.cookie) headers["client-id"] = "web";
  if (init.userAgent) headers["user-agent"] = init.userAgent;
  const request = new Request("http://localhost/api/v1/security/validate-login?expand=identity", {
    method: "POST",
    headers,
    body: JSON.stringify({ number, code: lastCode(number), ...webClient }),
  });
  const response = await validateLogin(request, undefined);
  expect(response.status).toBe(200);
  return { ...((await response.json()) as Omit<SignedIn, "cookies">), cookies: response.headers.getSetCookie() };
}

/** An access token of a web session for this number (its account made if new), without the SMS round trip. */
export async function sessionToken(mobile: string): Promise<string> {
  const user = await findOrCreateUser(mobile);
  return (await createSession(user.id, { clientId: "web" })).access_token;
}

/** `name=value` of a Set-Cookie line, or undefined. */
export function cookiePair(setCookies: string[], name: string): string | undefined {
  return setCookies.find((c) => c.startsWith(`${name}=`))?.split(";")[0];
}
