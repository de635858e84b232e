// SPEC §7's public request calls (contact, job resume, hi-tech proposal) go on the browser's public
// channel: no bearer header, but the browser still sends its session cookie and the web client's
// id. Sent that way by a signed-in person, the request is theirs (no captcha, listed under their
// requests); with no session it is anonymous and needs the captcha.
import { describe, expect, it } from "vitest";
import { POST as contactCreate } from "@/app/api/v1/contact-us/create/route";
import { GET as myRequests } from "@/app/api/v1/user/requests/route";
import { CAPTCHA_MESSAGES } from "@/validation/requests/common";
import { call, captureSms, cookiePair, signIn } from "../support/accounts";
import { withFreshDatabase } from "../support/database";

const message = {
  contact_name: "مهسا کریمی",
  contact_phone: "09131234567",
  subject: "رویدادها",
  message: "سلام، برای برگزاری یک کارگاه در سالن رویدادها چه شرایطی دارید؟",
};

describe("public request calls", () => {
  withFreshDatabase();
  captureSms();

  it("a signed-in sender's contact message, sent with the session cookie only, is stored under their account", async () => {
    const session = await signIn("09131230001");
    const cookie = cookiePair(session.cookies, "avinox_token")!;
    // As the public channel sends it: the cookie and the client id, no Authorization header.
    const sent = await call(contactCreate, "contact-us/create", message, { cookie });
    expect(sent.status).toBe(201);
    const receipt = await sent.json();
    const mine = await call(myRequests, "user/requests", undefined, { token: session.token.access_token });
    expect(mine.status).toBe(200);
    expect((await mine.json()).map((r: { tracking_code: string }) => r.tracking_code)).toContain(receipt.tracking_code);
  });

  it("without a session the same call is anonymous and needs the captcha", async () => {
    const sent = await call(contactCreate, "contact-us/create", message);
    expect(sent.status).toBe(422);
    expect(await sent.json()).toContainEqual({ field: "altcha", message: CAPTCHA_MESSAGES.failed });
  });
});
