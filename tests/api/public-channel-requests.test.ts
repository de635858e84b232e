// SPEC §7's public request calls (contact, job resume, hi-tech proposal) go on the browser's public
// channel: no bearer header, but the browser still sends its session cookie and the web client's
// id. Sent that way by a signed-in person, the request is theirs (no captcha, listed under their
// requests); with no session it is anonymous and needs the captcha.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as internshipCreate } from "@/app/api/v1/internship/create/route";
import { getDb } from "@/server/db/client";
import { SESSION_LAPSED_MESSAGE } from "@/server/requests/create";
import { POST as contactCreate } from "@/app/api/v1/contact-us/create/route";
import { GET as myRequests } from "@/app/api/v1/user/requests/route";
import { CAPTCHA_MESSAGES } from "@/validation/requests/captcha-messages";
import { call, captureSms, cookiePair, signIn } from "../support/accounts";
import { withFreshDatabase } from "../support/database";
import { CONTACT_MESSAGE } from "../support/contact-message";

describe("public request calls", () => {
  withFreshDatabase();
  captureSms();

  it("a signed-in sender's contact message, sent with the session cookie only, is stored under their account", async () => {
    const session = await signIn("09131230001");
    const cookie = cookiePair(session.cookies, "avinox_token")!;
    // As the public channel sends it: the cookie and the client id, no Authorization header.
    const sent = await call(contactCreate, "contact-us/create", CONTACT_MESSAGE, { cookie });
    expect(sent.status).toBe(201);
    const receipt = await sent.json();
    const mine = await call(myRequests, "user/requests", undefined, { token: session.token.access_token });
    expect(mine.status).toBe(200);
    expect((await mine.json()).map((r: { tracking_code: string }) => r.tracking_code)).toContain(receipt.tracking_code);
  });

  it("without a session the same call is anonymous and needs the captcha", async () => {
    const sent = await call(contactCreate, "contact-us/create", CONTACT_MESSAGE);
    expect(sent.status).toBe(422);
    expect(await sent.json()).toContainEqual({ field: "altcha", message: CAPTCHA_MESSAGES.failed });
  });

  it("a lapsed session is refused with 401, not taken for an anonymous sender who owes a captcha", async () => {
    const session = await signIn("09131230002");
    const cookie = cookiePair(session.cookies, "avinox_token")!;
    // The access token's fifteen minutes are over; the session itself still lives (renewable).
    await (await getDb()).execute(sql`update auth_sessions set access_expires_at = now() - interval '1 minute'`);
    for (const [handler, path] of [
      [contactCreate, "contact-us/create"],
      [internshipCreate, "internship/create"],
    ] as const) {
      const sent = await call(handler, path, CONTACT_MESSAGE, { cookie });
      expect(sent.status, path).toBe(401);
      expect((await sent.json()).message, path).toBe(SESSION_LAPSED_MESSAGE);
    }
    const bearer = await call(contactCreate, "contact-us/create", CONTACT_MESSAGE, {
      token: session.token.access_token,
    });
    expect(bearer.status).toBe(401);
  });
});
