// Accounts API: sign-in by code and by password, registration, the abuse rules of DESIGN
// "Accounts and sessions", refresh rotation, logout and the 'login as' stack, profile completion.
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { POST as login } from "@/app/api/v1/security/login/route";
import { POST as loginPassword } from "@/app/api/v1/security/login-password/route";
import { GET as me } from "@/app/api/v1/security/me/route";
import { POST as refresh } from "@/app/api/v1/security/refresh/route";
import { POST as register } from "@/app/api/v1/security/register/route";
import { POST as validateLogin } from "@/app/api/v1/security/validate-login/route";
import { POST as validateRegister } from "@/app/api/v1/security/validate-register/route";
import { POST as updateProfile } from "@/app/api/v1/panel/user/update/route";
import { POST as logout } from "@/app/api/v1/user/logout/route";
import { GET as userView } from "@/app/api/v1/user/view/route";
import { call, captureSms, lastCode, lastSms, signIn, webClient } from "../support/accounts";
import { resetPasswordWithCode, sendPasswordCodeTo, setPasswordSignedIn } from "../support/password-steps";
import { solvedCaptcha } from "../support/captcha";
import { withFreshDatabase } from "../support/database";
import { getFrom } from "../support/http";

describe("accounts", () => {
  const database = withFreshDatabase();
  captureSms();

  it("sends a 6-digit code from the CSPRNG and tells how long until a resend", async () => {
    const response = await call(login, "security/login", { number: "۰۹۱۲۱۱۱۲۲۳۳" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ remind_valid_time: 120, code_length: 6 });
    const sms = lastSms()!;
    expect(sms.to).toBe("09121112233");
    expect(sms.code).toMatch(/^\d{6}$/);
    expect(sms.text).toContain(sms.code);
    const result = (await database
      .handle()
      .db.execute(sql`select code_hash from otp_codes where mobile = '09121112233'`)) as unknown as {
      rows: Array<{ code_hash: string }>;
    };
    const [row] = result.rows;
    expect(row!.code_hash).not.toContain(sms.code);
  });

  it("refuses numbers that are not Iranian mobiles, in Persian", async () => {
    const response = await call(login, "security/login", { number: "02112345678" });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual([{ field: "number", message: "مقدار شماره موبایل معتبر نیست" }]);
  });

  it("answers a known and an unknown number the same way", async () => {
    await signIn("09120000001", { liftCodeWindow: false });
    const known = await call(login, "security/login", { number: "09120000001" });
    const unknown = await call(login, "security/login", { number: "09120000002" });
    // The known number just had a code; wait out its window by clearing it, as time would.
    expect(known.status).toBe(429);
    await database.handle().db.execute(sql`delete from rate_limits where key like 'otp:window:%09120000001'`);
    const knownAgain = await call(login, "security/login", { number: "09120000001" });
    expect(knownAgain.status).toBe(unknown.status);
    expect(await knownAgain.json()).toEqual(await unknown.json());
  });

  it("refuses a resend before the window ends, with Retry-After", async () => {
    expect((await call(login, "security/login", { number: "09123330001" })).status).toBe(200);
    const early = await call(login, "security/login", { number: "09123330001" });
    expect(early.status).toBe(429);
    expect(Number(early.headers.get("retry-after"))).toBeGreaterThan(100);
    expect((await early.json()).message).toMatch(/ثانیه دیگر دوباره تلاش کنید/);
  });

  it("limits sends per number per hour from one network, and per network", async () => {
    const db = database.handle().db;
    const sameNetwork = "192.0.2.76";
    for (let i = 0; i < 5; i++) {
      await db.execute(sql`delete from rate_limits where key like 'otp:window:%'`);
      // Past the first three codes of the hour each request carries a solved captcha (tests/api/lock-out.test.ts).
      expect(
        (
          await call(
            login,
            "security/login",
            { number: "09124440001", ...(i >= 3 ? await solvedCaptcha() : {}) },
            { ip: sameNetwork },
          )
        ).status,
      ).toBe(200);
    }
    await db.execute(sql`delete from rate_limits where key like 'otp:window:%'`);
    const sixth = await call(
      login,
      "security/login",
      { number: "09124440001", ...(await solvedCaptcha()) },
      { ip: sameNetwork },
    );
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get("x-rate-limit-limit")).toBe("5");

    const ip = "192.0.2.77";
    for (let i = 0; i < 20; i++)
      expect(
        (await call(login, "security/login", { number: `0935000${String(i).padStart(4, "0")}` }, { ip })).status,
      ).toBe(200);
    expect((await call(login, "security/login", { number: "09350009999" }, { ip })).status).toBe(429);
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
    const whoAmI = await (await getFrom(me, "", { token: result.token.access_token })).json();
    expect(whoAmI.identity.mobile).toBe("09125550001");
  });

  it("does not accept a code twice", async () => {
    const number = "09125550002";
    await call(login, "security/login", { number });
    const code = lastCode(number);
    expect((await call(validateLogin, "security/validate-login", { number, code, ...webClient })).status).toBe(200);
    const again = await call(validateLogin, "security/validate-login", { number, code, ...webClient });
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual([
      { field: "code", message: "کد تایید منقضی شده یا وجود ندارد؛ لطفاً کد جدید دریافت کنید." },
    ]);
  });

  it("burns a code after five wrong tries", async () => {
    const number = "09125550003";
    await call(login, "security/login", { number });
    const code = lastCode(number);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 4; i++) {
      const response = await call(validateLogin, "security/validate-login", { number, code: wrong, ...webClient });
      expect(await response.json()).toEqual([{ field: "code", message: "کد تایید وارد شده نادرست است." }]);
    }
    const fifth = await call(validateLogin, "security/validate-login", { number, code: wrong, ...webClient });
    expect((await fifth.json())[0].message).toBe(
      "کد تایید چند بار نادرست وارد شد و باطل شد؛ لطفاً کد جدید دریافت کنید.",
    );
    expect((await call(validateLogin, "security/validate-login", { number, code, ...webClient })).status).toBe(422);
  });

  it("refuses an expired code, and a code sent for another purpose or number", async () => {
    const number = "09125550004";
    await call(login, "security/login", { number });
    const code = lastCode(number);
    expect((await call(validateRegister, "security/validate-register", { number, code, ...webClient })).status).toBe(
      422,
    );
    expect(
      (await call(validateLogin, "security/validate-login", { number: "09125550005", code, ...webClient })).status,
    ).toBe(422);
    await database
      .handle()
      .db.execute(sql`update otp_codes set expires_at = now() - interval '1 second' where mobile = ${number}`);
    expect((await call(validateLogin, "security/validate-login", { number, code, ...webClient })).status).toBe(422);
  });

  it("refuses a wrong client secret", async () => {
    const number = "09125550006";
    await call(login, "security/login", { number });
    const response = await call(validateLogin, "security/validate-login", {
      number,
      code: lastCode(number),
      client_id: "web",
      client_secret: "nope-nope-nope",
    });
    expect(response.status).toBe(400);
  });

  it("rotates refresh tokens, and revokes everything when an old one comes back after the grace", async () => {
    const first = await signIn("09126660001");
    const rotated = await call(refresh, "security/refresh", { refresh_token: first.token.refresh_token });
    expect(rotated.status).toBe(200);
    const next = (await rotated.json()).token;
    expect(next.access_token).not.toBe(first.token.access_token);
    expect(next.refresh_token).not.toBe(first.token.refresh_token);
    expect((await getFrom(me, "", { token: first.token.access_token })).status).toBe(401);
    expect((await getFrom(me, "", { token: next.access_token })).status).toBe(200);
    // Two tabs refreshing at once: refused, nothing revoked.
    const race = await call(refresh, "security/refresh", { refresh_token: first.token.refresh_token });
    expect(race.status).toBe(401);
    expect((await getFrom(me, "", { token: next.access_token })).status).toBe(200);
    // The same token long after: it leaked.
    await database
      .handle()
      .db.execute(sql`update auth_sessions set rotated_at = now() - interval '5 minutes' where rotated_at is not null`);
    const reused = await call(refresh, "security/refresh", { refresh_token: first.token.refresh_token });
    expect(reused.status).toBe(401);
    expect((await getFrom(me, "", { token: next.access_token })).status).toBe(401);
  });

  it("revokes the token on logout; logging out again still answers 200 and clears the cookies", async () => {
    const session = await signIn("09126660002");
    expect((await call(logout, "user/logout", {}, { token: session.token.access_token })).status).toBe(200);
    expect((await getFrom(userView, "", { token: session.token.access_token })).status).toBe(401);
    const again = await call(logout, "user/logout", {}, { token: session.token.access_token });
    expect(again.status).toBe(200);
    expect(again.headers.getSetCookie().find((c) => c.startsWith("avinox_token="))).toMatch(/Max-Age=0/);
  });

  it("keeps accounts apart: a code or token of one user never acts for another", async () => {
    const alice = await signIn("09127770001");
    const bob = await signIn("09127770002");
    await sendPasswordCodeTo("09127770001");
    const aliceCode = lastCode("09127770001");
    const stolen = await setPasswordSignedIn(bob.token.access_token, aliceCode, "secret123");
    expect(stolen.status).toBe(422);
    const bobView = await (await getFrom(userView, "", { token: bob.token.access_token })).json();
    expect(bobView.mobile).toBe("09127770002");
    expect(alice.identity.id).not.toBe(bob.identity.id);
  });

  it("requires the web client header on cookie-authenticated changes (CSRF)", async () => {
    const session = await signIn("09127770003");
    const cookie = `avinox_token=${session.token.access_token}`;
    const profile = {
      first_name: "سارا",
      last_name: "کرمانی",
      national_code: "0499370899",
      birthday: "1995-04-12",
      email: "sara@example.com",
    };
    expect((await call(updateProfile, "panel/user/update", profile, { cookie, clientId: false })).status).toBe(403);
    expect((await call(updateProfile, "panel/user/update", profile, { cookie })).status).toBe(200);
  });

  it("completes the profile with a valid national code, and refuses a bad or taken one", async () => {
    const session = await signIn("09128880001");
    const token = session.token.access_token;
    const bad = await call(
      updateProfile,
      "panel/user/update",
      {
        first_name: "علی",
        last_name: "رضایی",
        national_code: "1234567890",
        birthday: "1990-01-01",
        email: "ali@example.com",
      },
      { token },
    );
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual([{ field: "national_code", message: "کد ملی باید یک کد ملی معتبر باشد" }]);
    const good = await call(
      updateProfile,
      "panel/user/update",
      {
        first_name: "علی",
        last_name: "رضایی",
        national_code: "۰۰۱۳۵۴۲۴۱۹",
        birthday: "1990-01-01",
        email: "Ali@Example.com",
      },
      { token },
    );
    expect(good.status).toBe(200);
    expect((await good.json()).identity).toMatchObject({
      full_name: "علی رضایی",
      national_code: "0013542419",
      email: "ali@example.com",
      is_complete: true,
    });
    const other = await signIn("09128880002");
    const taken = await call(
      updateProfile,
      "panel/user/update",
      { first_name: "ب", last_name: "ج", national_code: "0013542419", birthday: "1991-01-01", email: "b@example.com" },
      { token: other.token.access_token },
    );
    expect(await taken.json()).toEqual([
      { field: "national_code", message: "این کد ملی برای حساب دیگری ثبت شده است." },
    ]);
  });

  it("registers with a password, then signs in with it; wrong tries are limited", async () => {
    const number = "09129990001";
    const sent = await call(register, "security/register", {
      number,
      first_name: "مریم",
      last_name: "احمدی",
      password: "Pass@123",
    });
    expect(sent.status).toBe(200);
    const confirmed = await call(validateRegister, "security/validate-register?expand=identity", {
      number,
      code: lastCode(number),
      ...webClient,
    });
    expect((await confirmed.json()).identity).toMatchObject({ first_name: "مریم", has_password: true });
    const ok = await call(loginPassword, "security/login-password?expand=identity", {
      number,
      password: "Pass@123",
      ...webClient,
    });
    expect(ok.status).toBe(200);
    const wrong = await call(loginPassword, "security/login-password", { number, password: "nope123", ...webClient });
    const unknown = await call(loginPassword, "security/login-password", {
      number: "09129990002",
      password: "nope123",
      ...webClient,
    });
    expect(await wrong.json()).toEqual([{ field: "password", message: "شماره موبایل یا رمز عبور نادرست است." }]);
    expect(await unknown.json()).toEqual([{ field: "password", message: "شماره موبایل یا رمز عبور نادرست است." }]);
    for (let i = 0; i < 4; i++)
      await call(loginPassword, "security/login-password", { number, password: "nope123", ...webClient });
    expect(
      (await call(loginPassword, "security/login-password", { number, password: "Pass@123", ...webClient })).status,
    ).toBe(429);
  });

  it("sets a forgotten password with a code and signs in", async () => {
    const number = "09129990003";
    await sendPasswordCodeTo(number);
    const mismatch = await resetPasswordWithCode(number, "Abc@1234", { confirmation: "Abc@12345" });
    expect(await mismatch.json()).toEqual([
      { field: "password_confirmation", message: expect.stringContaining("رمز عبور") },
    ]);
    const done = await resetPasswordWithCode(number, "Abc@1234", { expand: true });
    expect(done.status).toBe(200);
    expect(
      (await call(loginPassword, "security/login-password", { number, password: "Abc@1234", ...webClient })).status,
    ).toBe(200);
  });

  it("keeps a 'login as' stack: logging out of the second account returns to the first", async () => {
    const first = await signIn("09120101001");
    const cookie = `avinox_token=${first.token.access_token}; avinox_refresh=${first.token.refresh_token}`;
    const second = await signIn("09120101002", { cookie });
    const stack = second.cookies.find((c) => c.startsWith("avinox_accounts="))!;
    expect(stack).toMatch(/HttpOnly/);
    const stackValue = stack.split(";")[0]!;
    const out = await call(
      logout,
      "user/logout",
      {},
      { cookie: `avinox_token=${second.token.access_token}; ${stackValue}` },
    );
    const body = await out.json();
    expect(body.switched_to.mobile).toBe("09120101001");
    // The first account is back with fresh tokens of its own session.
    const restored = decodeURIComponent(
      out.headers
        .getSetCookie()
        .find((c) => c.startsWith("avinox_token="))!
        .split(";")[0]!
        .split("=")[1]!,
    );
    expect((await (await getFrom(me, "", { token: restored })).json()).identity.mobile).toBe("09120101001");
    const last = await call(logout, "user/logout", {}, { cookie: `avinox_token=${restored}` });
    expect((await last.json()).switched_to).toBeNull();
    expect(last.headers.getSetCookie().find((c) => c.startsWith("avinox_token="))).toMatch(/Max-Age=0/);
  });
});
