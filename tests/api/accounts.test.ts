// Accounts API: sign-in by code and by password, registration, the abuse rules of DESIGN
// "Accounts and sessions", refresh rotation, logout and the 'login as' stack, profile completion.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { POST as login } from "@/app/api/v1/security/login/route";
import { POST as loginPassword } from "@/app/api/v1/security/login-password/route";
import { GET as me } from "@/app/api/v1/security/me/route";
import { POST as refresh } from "@/app/api/v1/security/refresh/route";
import { POST as register } from "@/app/api/v1/security/register/route";
import { POST as sendPasswordCode } from "@/app/api/v1/security/send-password-code/route";
import { POST as setPassword } from "@/app/api/v1/security/set-password/route";
import { POST as validateCodePassword } from "@/app/api/v1/security/validate-code-password/route";
import { POST as validateLogin } from "@/app/api/v1/security/validate-login/route";
import { POST as validateRegister } from "@/app/api/v1/security/validate-register/route";
import { POST as updateProfile } from "@/app/api/v1/panel/user/update/route";
import { POST as logout } from "@/app/api/v1/user/logout/route";
import { GET as userView } from "@/app/api/v1/user/view/route";
import { setSmsProvider } from "@/server/sms";
import type { SmsMessage } from "@/server/sms/provider";
import { withFreshDatabase } from "../support/database";

type Handler = (request: Request, context: unknown) => Promise<Response>;
const SECRET = "avinox-web-client-secret";
const client = { client_id: "web", client_secret: SECRET };
let ipCounter = 1;

function post(handler: Handler, path: string, body: unknown, init: { ip?: string; token?: string; cookie?: string; clientId?: boolean } = {}) {
  const headers: Record<string, string> = { "content-type": "application/json", "x-avinox-client-ip": init.ip ?? `10.0.0.${ipCounter++}` };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.cookie) headers.cookie = init.cookie;
  if (init.clientId !== false && init.cookie) headers["client-id"] = "web";
  return handler(new Request(`http://localhost/api/v1/${path}`, { method: "POST", headers, body: JSON.stringify(body) }), undefined);
}

function get(handler: Handler, token?: string) {
  return handler(new Request("http://localhost/api/v1/x", { headers: token ? { authorization: `Bearer ${token}` } : {} }), undefined);
}

const outbox: SmsMessage[] = [];
const lastCode = (to: string) => [...outbox].reverse().find((m) => m.to === to)!.code!;

/** Signs a number in by code; answers the tokens, identity and cookies. */
async function signIn(number: string, ip?: string, cookie?: string) {
  expect((await post(login, "security/login", { number }, { ip })).status).toBe(200);
  const response = await post(validateLogin, "security/validate-login?expand=identity", { number, code: lastCode(number), ...client }, { ip, cookie });
  expect(response.status).toBe(200);
  const body = await response.json();
  return { ...body, cookies: response.headers.getSetCookie() } as {
    token: { access_token: string; refresh_token: string; expires_in: number };
    identity: { id: number; is_complete: boolean; mobile: string; has_password: boolean };
    cookies: string[];
  };
}

describe("accounts", () => {
  const database = withFreshDatabase();
  beforeAll(() => setSmsProvider({ name: "test", send: async (m) => void outbox.push(m) }));
  afterAll(() => setSmsProvider(undefined));

  it("sends a 6-digit code from the CSPRNG and tells how long until a resend", async () => {
    const response = await post(login, "security/login", { number: "۰۹۱۲۱۱۱۲۲۳۳" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ remind_valid_time: 120, code_length: 6 });
    const sms = outbox.at(-1)!;
    expect(sms.to).toBe("09121112233");
    expect(sms.code).toMatch(/^\d{6}$/);
    expect(sms.text).toContain(sms.code);
    const result = (await database.handle().db.execute(sql`select code_hash from otp_codes where mobile = '09121112233'`)) as unknown as { rows: Array<{ code_hash: string }> };
    const [row] = result.rows;
    expect(row!.code_hash).not.toContain(sms.code);
  });

  it("refuses numbers that are not Iranian mobiles, in Persian", async () => {
    const response = await post(login, "security/login", { number: "02112345678" });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual([{ field: "number", message: "مقدار شماره موبایل معتبر نیست" }]);
  });

  it("answers a known and an unknown number the same way", async () => {
    await signIn("09120000001");
    const known = await post(login, "security/login", { number: "09120000001" });
    const unknown = await post(login, "security/login", { number: "09120000002" });
    // The known number just had a code; wait out its window by clearing it, as time would.
    expect(known.status).toBe(429);
    await database.handle().db.execute(sql`delete from rate_limits where key like 'otp:window:%09120000001'`);
    const knownAgain = await post(login, "security/login", { number: "09120000001" });
    expect(knownAgain.status).toBe(unknown.status);
    expect(await knownAgain.json()).toEqual(await unknown.json());
  });

  it("refuses a resend before the window ends, with Retry-After", async () => {
    expect((await post(login, "security/login", { number: "09123330001" })).status).toBe(200);
    const early = await post(login, "security/login", { number: "09123330001" });
    expect(early.status).toBe(429);
    expect(Number(early.headers.get("retry-after"))).toBeGreaterThan(100);
    expect((await early.json()).message).toMatch(/ثانیه دیگر دوباره تلاش کنید/);
  });

  it("limits sends per number per hour and per IP", async () => {
    const db = database.handle().db;
    for (let i = 0; i < 5; i++) {
      await db.execute(sql`delete from rate_limits where key like 'otp:window:%'`);
      expect((await post(login, "security/login", { number: "09124440001" })).status).toBe(200);
    }
    await db.execute(sql`delete from rate_limits where key like 'otp:window:%'`);
    const sixth = await post(login, "security/login", { number: "09124440001" });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get("x-rate-limit-limit")).toBe("5");

    const ip = "192.0.2.77";
    for (let i = 0; i < 20; i++) expect((await post(login, "security/login", { number: `0935000${String(i).padStart(4, "0")}` }, { ip })).status).toBe(200);
    expect((await post(login, "security/login", { number: "09350009999" }, { ip })).status).toBe(429);
  });

  it("signs in with the right code, creating the account, and sets an HttpOnly cookie", async () => {
    const result = await signIn("09125550001");
    expect(result.token.access_token.length).toBeGreaterThan(30);
    // Short-lived access token (ACCESS_TOKEN_TTL_SECONDS); the cookies last the idle window.
    expect(result.token.expires_in).toBe(900);
    expect(result.identity).toMatchObject({ mobile: "09125550001", is_complete: false, has_password: false });
    const tokenCookie = result.cookies.find((c) => c.startsWith("avinox_token="))!;
    expect(tokenCookie).toMatch(/HttpOnly/);
    expect(tokenCookie).toMatch(/Max-Age=2592000/);
    const refreshCookie = result.cookies.find((c) => c.startsWith("avinox_refresh="))!;
    expect(refreshCookie).toMatch(/HttpOnly/);
    expect(refreshCookie).toMatch(/Path=\/api\/v1\/security(;|$)/);
    expect(refreshCookie).toMatch(/SameSite=Lax/);
    expect(tokenCookie).toMatch(/SameSite=Lax/);
    expect(result.cookies.find((c) => c.startsWith("avinox_session="))).not.toMatch(/HttpOnly/);
    const whoAmI = await (await get(me, result.token.access_token)).json();
    expect(whoAmI.identity.mobile).toBe("09125550001");
  });

  it("does not accept a code twice", async () => {
    const number = "09125550002";
    await post(login, "security/login", { number });
    const code = lastCode(number);
    expect((await post(validateLogin, "security/validate-login", { number, code, ...client })).status).toBe(200);
    const again = await post(validateLogin, "security/validate-login", { number, code, ...client });
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual([{ field: "code", message: "کد تایید منقضی شده یا وجود ندارد؛ لطفاً کد جدید دریافت کنید." }]);
  });

  it("burns a code after five wrong tries", async () => {
    const number = "09125550003";
    await post(login, "security/login", { number });
    const code = lastCode(number);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 4; i++) {
      const response = await post(validateLogin, "security/validate-login", { number, code: wrong, ...client });
      expect(await response.json()).toEqual([{ field: "code", message: "کد تایید وارد شده نادرست است." }]);
    }
    const fifth = await post(validateLogin, "security/validate-login", { number, code: wrong, ...client });
    expect((await fifth.json())[0].message).toBe("کد تایید چند بار نادرست وارد شد و باطل شد؛ لطفاً کد جدید دریافت کنید.");
    expect((await post(validateLogin, "security/validate-login", { number, code, ...client })).status).toBe(422);
  });

  it("refuses an expired code, and a code sent for another purpose or number", async () => {
    const number = "09125550004";
    await post(login, "security/login", { number });
    const code = lastCode(number);
    expect((await post(validateRegister, "security/validate-register", { number, code, ...client })).status).toBe(422);
    expect((await post(validateLogin, "security/validate-login", { number: "09125550005", code, ...client })).status).toBe(422);
    await database.handle().db.execute(sql`update otp_codes set expires_at = now() - interval '1 second' where mobile = ${number}`);
    expect((await post(validateLogin, "security/validate-login", { number, code, ...client })).status).toBe(422);
  });

  it("refuses a wrong client secret", async () => {
    const number = "09125550006";
    await post(login, "security/login", { number });
    const response = await post(validateLogin, "security/validate-login", { number, code: lastCode(number), client_id: "web", client_secret: "nope-nope-nope" });
    expect(response.status).toBe(400);
  });

  it("rotates refresh tokens, and revokes everything when an old one comes back after the grace", async () => {
    const first = await signIn("09126660001");
    const rotated = await post(refresh, "security/refresh", { refresh_token: first.token.refresh_token });
    expect(rotated.status).toBe(200);
    const next = (await rotated.json()).token;
    expect(next.access_token).not.toBe(first.token.access_token);
    expect(next.refresh_token).not.toBe(first.token.refresh_token);
    expect((await get(me, first.token.access_token)).status).toBe(401);
    expect((await get(me, next.access_token)).status).toBe(200);
    // Two tabs refreshing at once: refused, nothing revoked.
    const race = await post(refresh, "security/refresh", { refresh_token: first.token.refresh_token });
    expect(race.status).toBe(401);
    expect((await get(me, next.access_token)).status).toBe(200);
    // The same token long after: it leaked.
    await database.handle().db.execute(sql`update auth_sessions set rotated_at = now() - interval '5 minutes' where rotated_at is not null`);
    const reused = await post(refresh, "security/refresh", { refresh_token: first.token.refresh_token });
    expect(reused.status).toBe(401);
    expect((await get(me, next.access_token)).status).toBe(401);
  });

  it("revokes the token on logout; logging out again still answers 200 and clears the cookies", async () => {
    const session = await signIn("09126660002");
    expect((await post(logout, "user/logout", {}, { token: session.token.access_token })).status).toBe(200);
    expect((await get(userView, session.token.access_token)).status).toBe(401);
    const again = await post(logout, "user/logout", {}, { token: session.token.access_token });
    expect(again.status).toBe(200);
    expect(again.headers.getSetCookie().find((c) => c.startsWith("avinox_token="))).toMatch(/Max-Age=0/);
  });

  it("keeps accounts apart: a code or token of one user never acts for another", async () => {
    const alice = await signIn("09127770001");
    const bob = await signIn("09127770002");
    await post(sendPasswordCode, "security/send-password-code", { number: "09127770001" });
    const aliceCode = lastCode("09127770001");
    const stolen = await post(validateCodePassword, "security/validate-code-password", { code: aliceCode, password: "secret123", password_confirmation: "secret123" }, { token: bob.token.access_token });
    expect(stolen.status).toBe(422);
    const bobView = await (await get(userView, bob.token.access_token)).json();
    expect(bobView.mobile).toBe("09127770002");
    expect(alice.identity.id).not.toBe(bob.identity.id);
  });

  it("requires the web client header on cookie-authenticated changes (CSRF)", async () => {
    const session = await signIn("09127770003");
    const cookie = `avinox_token=${session.token.access_token}`;
    const profile = { first_name: "سارا", last_name: "کرمانی", national_code: "0499370899", birthday: "1995-04-12", email: "sara@example.com" };
    expect((await post(updateProfile, "panel/user/update", profile, { cookie, clientId: false })).status).toBe(403);
    expect((await post(updateProfile, "panel/user/update", profile, { cookie })).status).toBe(200);
  });

  it("completes the profile with a valid national code, and refuses a bad or taken one", async () => {
    const session = await signIn("09128880001");
    const token = session.token.access_token;
    const bad = await post(updateProfile, "panel/user/update", { first_name: "علی", last_name: "رضایی", national_code: "1234567890", birthday: "1990-01-01", email: "ali@example.com" }, { token });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual([{ field: "national_code", message: "کد ملی باید یک کد ملی معتبر باشد" }]);
    const good = await post(updateProfile, "panel/user/update", { first_name: "علی", last_name: "رضایی", national_code: "۰۰۱۳۵۴۲۴۱۹", birthday: "1990-01-01", email: "Ali@Example.com" }, { token });
    expect(good.status).toBe(200);
    expect((await good.json()).identity).toMatchObject({ full_name: "علی رضایی", national_code: "0013542419", email: "ali@example.com", is_complete: true });
    const other = await signIn("09128880002");
    const taken = await post(updateProfile, "panel/user/update", { first_name: "ب", last_name: "ج", national_code: "0013542419", birthday: "1991-01-01", email: "b@example.com" }, { token: other.token.access_token });
    expect(await taken.json()).toEqual([{ field: "national_code", message: "این کد ملی برای حساب دیگری ثبت شده است." }]);
  });

  it("registers with a password, then signs in with it; wrong tries are limited", async () => {
    const number = "09129990001";
    const sent = await post(register, "security/register", { number, first_name: "مریم", last_name: "احمدی", password: "Pass@123" });
    expect(sent.status).toBe(200);
    const confirmed = await post(validateRegister, "security/validate-register?expand=identity", { number, code: lastCode(number), ...client });
    expect((await confirmed.json()).identity).toMatchObject({ first_name: "مریم", has_password: true });
    const ok = await post(loginPassword, "security/login-password?expand=identity", { number, password: "Pass@123", ...client });
    expect(ok.status).toBe(200);
    const wrong = await post(loginPassword, "security/login-password", { number, password: "nope123", ...client });
    const unknown = await post(loginPassword, "security/login-password", { number: "09129990002", password: "nope123", ...client });
    expect(await wrong.json()).toEqual([{ field: "password", message: "شماره موبایل یا رمز عبور نادرست است." }]);
    expect(await unknown.json()).toEqual([{ field: "password", message: "شماره موبایل یا رمز عبور نادرست است." }]);
    for (let i = 0; i < 4; i++) await post(loginPassword, "security/login-password", { number, password: "nope123", ...client });
    expect((await post(loginPassword, "security/login-password", { number, password: "Pass@123", ...client })).status).toBe(429);
  });

  it("sets a forgotten password with a code and signs in", async () => {
    const number = "09129990003";
    await post(sendPasswordCode, "security/send-password-code", { number });
    const mismatch = await post(setPassword, "security/set-password", { number, code: lastCode(number), password: "Abc@1234", password_confirmation: "Abc@12345", ...client });
    expect(await mismatch.json()).toEqual([{ field: "password_confirmation", message: expect.stringContaining("رمز عبور") }]);
    const done = await post(setPassword, "security/set-password?expand=identity", { number, code: lastCode(number), password: "Abc@1234", password_confirmation: "Abc@1234", ...client });
    expect(done.status).toBe(200);
    expect((await post(loginPassword, "security/login-password", { number, password: "Abc@1234", ...client })).status).toBe(200);
  });

  it("keeps a 'login as' stack: logging out of the second account returns to the first", async () => {
    const first = await signIn("09120101001");
    const cookie = `avinox_token=${first.token.access_token}; avinox_refresh=${first.token.refresh_token}`;
    const second = await signIn("09120101002", undefined, cookie);
    const stack = second.cookies.find((c) => c.startsWith("avinox_accounts="))!;
    expect(stack).toMatch(/HttpOnly/);
    const stackValue = stack.split(";")[0]!;
    const out = await post(logout, "user/logout", {}, { cookie: `avinox_token=${second.token.access_token}; ${stackValue}` });
    const body = await out.json();
    expect(body.switched_to.mobile).toBe("09120101001");
    // The first account is back with fresh tokens of its own session.
    const restored = decodeURIComponent(out.headers.getSetCookie().find((c) => c.startsWith("avinox_token="))!.split(";")[0]!.split("=")[1]!);
    expect((await (await get(me, restored)).json()).identity.mobile).toBe("09120101001");
    const last = await post(logout, "user/logout", {}, { cookie: `avinox_token=${restored}` });
    expect((await last.json()).switched_to).toBeNull();
    expect(last.headers.getSetCookie().find((c) => c.startsWith("avinox_token="))).toMatch(/Max-Age=0/);
  });
});
