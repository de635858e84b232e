// Setting and changing a password while signed in: with a code to the account's own number (a
// first password), or with the current password (POST /v1/security/change-password): answers in
// Persian on the right field, guesses limited with the password sign-in's own counters, every other
// session ended and the caller's kept.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as changePassword } from "@/app/api/v1/security/change-password/route";
import { POST as loginPassword } from "@/app/api/v1/security/login-password/route";
import { GET as me } from "@/app/api/v1/security/me/route";
import { POST as refresh } from "@/app/api/v1/security/refresh/route";
import { call, captureSms, lastCode, signIn, webClient } from "../support/accounts";
import { errorListOf } from "../support/http";
import { withFreshDatabase } from "../support/database";
import { sendPasswordCodeTo, setPasswordSignedIn } from "../support/password-steps";

const change = (token: string, body: Record<string, unknown>, ip?: string) =>
  call(changePassword, "security/change-password", body, { token, ip });
/** The field errors of a refused change (and that it was refused: a 422). */
const changeErrors = async (token: string, current: string, password: string, confirmation = password) =>
  errorListOf(await change(token, { current_password: current, password, password_confirmation: confirmation }));
const identityOf = async (token: string) =>
  (await (await call(me, "security/me", undefined, { token })).json()).identity as { has_password: boolean };
const meStatus = async (token: string) => (await call(me, "security/me", undefined, { token })).status;
const passwordSignIn = (number: string, password: string) =>
  call(loginPassword, "security/login-password", { number, password, ...webClient });

/** A signed-in account whose first password was set with a code, as the profile page does it. */
async function withPassword(number: string, password: string) {
  const session = await signIn(number);
  expect((await sendPasswordCodeTo(number)).status).toBe(200);
  const set = await setPasswordSignedIn(session.token.access_token, lastCode(number), password);
  expect(set.status).toBe(200);
  return session;
}

describe("setting and changing a password while signed in", () => {
  const database = withFreshDatabase();
  captureSms();

  it("a code-only account sets its first password with a code; identity then says it has one", async () => {
    const number = "09141110001";
    const session = await signIn(number);
    expect(await identityOf(session.token.access_token)).toMatchObject({ has_password: false });
    // Nothing to compare with: the current-password way is refused on its field.
    expect(await changeErrors(session.token.access_token, "anything1", "First@123")).toEqual([
      { field: "current_password", message: "حساب شما هنوز رمز عبور ندارد؛ رمز عبور را با کد پیامکی تعیین کنید." },
    ]);

    await sendPasswordCodeTo(number);
    const set = await setPasswordSignedIn(session.token.access_token, lastCode(number), "First@123");
    expect(set.status).toBe(200);
    expect((await set.json()).identity).toMatchObject({ has_password: true });
    expect(JSON.stringify(await identityOf(session.token.access_token))).not.toMatch(/scrypt|hash/);
    expect((await passwordSignIn(number, "First@123")).status).toBe(200);
  });

  it("needs a signed-in caller, and the site's header on a cookie", async () => {
    const body = { current_password: "Old@1234", password: "New@1234", password_confirmation: "New@1234" };
    expect((await call(changePassword, "security/change-password", body)).status).toBe(401);
    const session = await withPassword("09141110002", "Old@1234");
    const cookieCall = await call(changePassword, "security/change-password", body, {
      cookie: `avinox_token=${session.token.access_token}`,
      clientId: false,
    });
    expect(cookieCall.status).toBe(403);
  });

  it("checks the new password with SPEC's rules and messages, in Persian", async () => {
    const session = await withPassword("09141110003", "Old@1234");
    const token = session.token.access_token;
    expect(await changeErrors(token, "Old@1234", "New@1234", "New@12345")).toEqual([
      { field: "password_confirmation", message: "رمز عبور تازه با تکرار آن مطابقت ندارد" },
    ]);
    expect(await changeErrors(token, "Old@1234", "abc")).toEqual([
      {
        field: "password",
        message: "رمز عبور تازه باید حداقل ۶ کاراکتر و فقط شامل حروف انگلیسی، اعداد و نمادهای مجاز باشد",
      },
    ]);
    expect(await changeErrors(token, "", "New@1234")).toEqual([
      { field: "current_password", message: "رمز عبور فعلی الزامی است" },
    ]);
    expect(await changeErrors(token, "Old@1234", "Old@1234")).toEqual([
      { field: "password", message: "رمز عبور تازه باید با رمز عبور فعلی فرق داشته باشد" },
    ]);
    // None of these changed anything.
    expect((await passwordSignIn("09141110003", "Old@1234")).status).toBe(200);
  });

  it("refuses a wrong current password on its field; the right one changes it, ends the other sessions and keeps the caller's", async () => {
    const number = "09141110004";
    const caller = await withPassword(number, "Old@1234");
    const other = await signIn(number, { userAgent: "another device" });
    expect(await changeErrors(caller.token.access_token, "Wrong@123", "New@1234")).toEqual([
      { field: "current_password", message: "رمز عبور فعلی نادرست است." },
    ]);
    expect(await meStatus(other.token.access_token)).toBe(200);

    const changed = await change(caller.token.access_token, {
      current_password: "Old@1234",
      password: "New@1234",
      password_confirmation: "New@1234",
    });
    expect(changed.status).toBe(200);
    expect((await changed.json()).identity).toMatchObject({ mobile: number, has_password: true });
    expect(await meStatus(other.token.access_token)).toBe(401);
    expect((await call(refresh, "security/refresh", { refresh_token: other.token.refresh_token })).status).toBe(401);
    expect(await meStatus(caller.token.access_token)).toBe(200);
    expect((await call(refresh, "security/refresh", { refresh_token: caller.token.refresh_token })).status).toBe(200);
    expect((await passwordSignIn(number, "Old@1234")).status).toBe(422);
    expect((await passwordSignIn(number, "New@1234")).status).toBe(200);
  });

  it("limits guesses with the password sign-in's counters: five wrong tries, then 429 even for the right one", async () => {
    const number = "09141110005";
    const session = await withPassword(number, "Old@1234");
    const token = session.token.access_token;
    const guess = (current_password: string) =>
      change(token, { current_password, password: "New@1234", password_confirmation: "New@1234" });
    for (let i = 0; i < 3; i++) expect((await guess(`Guess@${i}00`)).status).toBe(422);
    // Wrong sign-ins by password count against the same budget.
    for (let i = 0; i < 2; i++) expect((await passwordSignIn(number, `Guess@${i}11`)).status).toBe(422);
    const sixth = await guess("Old@1234");
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await passwordSignIn(number, "Old@1234")).status).toBe(429);
  });

  it("counts against the network's password budget the sign-in spends (30 in 15 minutes)", async () => {
    const ip = "192.0.2.99";
    const session = await withPassword("09142220001", "Old@1234");
    // As if 29 password sign-ins had come from this address already (each costs a slow hash to replay).
    await database
      .handle()
      .db.execute(
        sql`insert into rate_limits (key, count, reset_at) values (${`password:network:${ip}`}, 29, now() + interval '15 minutes')`,
      );
    const body = { current_password: "Wrong@123", password: "New@1234", password_confirmation: "New@1234" };
    expect((await change(session.token.access_token, body, ip)).status).toBe(422);
    const over = await change(session.token.access_token, { ...body, current_password: "Old@1234" }, ip);
    expect(over.status).toBe(429);
    expect(over.headers.get("x-rate-limit-limit")).toBe("30");
    // From another network the same account still may.
    expect((await change(session.token.access_token, { ...body, current_password: "Old@1234" })).status).toBe(200);
  });
});
