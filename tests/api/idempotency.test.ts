// Idempotency keys (issue "Safe to face the internet", item 8): they were global and looked up
// before anything else, so an anonymous empty POST with another user's key got that user's
// receipt and tracking code. Now a key belongs to its caller and endpoint, and a replay must
// carry the same body.
import { describe, expect, it } from "vitest";
import { POST as contactCreate } from "@/app/api/v1/contact-us/create/route";
import { POST as mentorAdvice } from "@/app/api/v1/mentor/advice-request/route";
import { withFreshDatabase } from "../support/database";
import { expectReplayed, postJson } from "../support/http";
import { signedInMember } from "../support/staff";
import { CONTACT_MESSAGE } from "../support/contact-message";

describe("idempotency keys", () => {
  withFreshDatabase();

  const signedIn = async (mobile: string) => (await signedInMember(mobile)).auth;

  it("never hands one caller's receipt to another who sends the same key", async () => {
    const owner = await signedIn("09121110001");
    const key = "b0b1c2d3-0000-4000-8000-000000000001";
    const first = await postJson(contactCreate, CONTACT_MESSAGE, {
      ip: "198.51.100.30",
      headers: { ...owner, "idempotency-key": key },
    });
    expect(first.status).toBe(201);
    const { tracking_code } = await first.json();

    const anonymous = await postJson(
      contactCreate,
      {},
      { ip: "198.51.100.30", headers: { "idempotency-key": key, "x-avinox-client-ip": "203.0.113.66" } },
    );
    expect(anonymous.status).toBe(422);
    expect(JSON.stringify(await anonymous.json())).not.toContain(tracking_code);

    const otherUser = await postJson(contactCreate, CONTACT_MESSAGE, {
      ip: "198.51.100.30",
      headers: { ...(await signedIn("09121110002")), "idempotency-key": key },
    });
    expect(otherUser.status).toBe(201);
    expect((await otherUser.json()).tracking_code).not.toBe(tracking_code);
  });

  it("replays the first answer to the same caller with the same body, and refuses another body with 422", async () => {
    const owner = await signedIn("09121110003");
    const key = "b0b1c2d3-0000-4000-8000-000000000002";
    const first = await postJson(contactCreate, CONTACT_MESSAGE, {
      ip: "198.51.100.30",
      headers: { ...owner, "idempotency-key": key },
    });
    const again = await postJson(contactCreate, CONTACT_MESSAGE, {
      ip: "198.51.100.30",
      headers: { ...owner, "idempotency-key": key },
    });
    await expectReplayed(first, again);

    const changed = await postJson(
      contactCreate,
      { ...CONTACT_MESSAGE, message: "یک پیام دیگر، با همان کلید تکرار فرستاده شده" },
      { ip: "198.51.100.30", headers: { ...owner, "idempotency-key": key } },
    );
    expect(changed.status).toBe(422);
    const [error] = await changed.json();
    expect(error.message).toMatch(/Idempotency-Key/);
  });

  it("keeps one key apart on two endpoints", async () => {
    const owner = await signedIn("09121110004");
    const key = "b0b1c2d3-0000-4000-8000-000000000003";
    expect(
      (
        await postJson(contactCreate, CONTACT_MESSAGE, {
          ip: "198.51.100.30",
          headers: { ...owner, "idempotency-key": key },
        })
      ).status,
    ).toBe(201);
    const advice = await postJson(
      mentorAdvice,
      {},
      { ip: "198.51.100.30", headers: { ...owner, "idempotency-key": key } },
    );
    // Not a replay of the contact message: the advice form's own validation answers.
    expect(advice.status).toBe(422);
    expect(advice.headers.get("idempotent-replayed")).toBeNull();
  });
});
