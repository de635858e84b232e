// A member cancels their own event registration ("I cannot come") from /profile/orders: the seat
// goes to the first person waiting by SMS, as a cancellation at the desk does; someone else's
// registration, another kind of request and an event already over cannot be cancelled; again:
// the same answer, no seat freed twice.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/v1/event-attendance/create/route";
import { POST as cancel } from "@/app/api/v1/user/requests/cancel/route";
import { GET as view } from "@/app/api/v1/user/requests/view/route";
import { auditLog, events, eventSeatOffers, requests } from "@/server/db/schema";
import { seedEvents } from "@/server/seed/events";
import { setSmsProvider } from "@/server/sms";
import type { SmsMessage } from "@/server/sms/provider";
import type { RequestDetail } from "@/shared/types/requests";
import { withFreshDatabase } from "../support/database";
import { bearer, getFrom, postJson } from "../support/http";
import { storeRequest, userAccount, type Account } from "../support/staff";

describe("a member's own event cancellation", () => {
  const database = withFreshDatabase();
  const db = () => database.handle().db;
  const sms: SmsMessage[] = [];
  let member: Account;
  let waiting: Account;
  let stranger: Account;
  let eventId = 0;

  const register = async (account: Account, waitlist: boolean) => {
    const response = await postJson(
      create,
      { full_name: "شرکت‌کننده آزمون", mobile: account.mobile, email: "", event_id: eventId, waitlist },
      { path: "event-attendance/create", headers: bearer(account.token) },
    );
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const cancelAs = (account: Account, id: number) =>
    postJson(cancel, { id }, { path: "user/requests/cancel", headers: bearer(account.token) });
  const viewAs = async (account: Account, id: number) =>
    (await (
      await getFrom(view, `?id=${id}`, { path: "user/requests/view", headers: bearer(account.token) })
    ).json()) as RequestDetail;
  const seatsTaken = async () => (await db().select().from(events).where(eq(events.id, eventId)))[0]!.attendeesCount;

  beforeAll(async () => {
    setSmsProvider({ name: "test", send: async (m) => void sms.push(m) });
    await seedEvents(db());
    member = await userAccount("نرگس");
    waiting = await userAccount("کامران");
    stranger = await userAccount("غریبه");
    const [event] = await db().select().from(events).where(eq(events.slug, "product-design-workshop"));
    eventId = event!.id;
    await db()
      .update(events)
      .set({ attendeesCount: event!.capacity - 1 })
      .where(eq(events.id, eventId));
  });
  afterAll(() => setSmsProvider(undefined));

  it("frees the seat for the first person waiting, once; the page no longer offers it", async () => {
    const mine = await register(member, false);
    const theirs = await register(waiting, true);
    expect((await viewAs(member, mine)).can_cancel).toBe(true);
    const full = await seatsTaken();

    expect((await cancelAs(stranger, mine)).status).toBe(404);
    const response = await cancelAs(member, mine);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as RequestDetail;
    expect(answer).toMatchObject({ status: "cancelled", status_label: "لغو شد", can_cancel: false });
    expect(answer.history.at(-1)).toMatchObject({ status: "cancelled", note: "به درخواست خود شرکت‌کننده لغو شد." });
    expect((await viewAs(member, mine)).can_cancel).toBe(false);

    // Held for the first person waiting, who gets the SMS link.
    expect(await db().select().from(eventSeatOffers).where(eq(eventSeatOffers.requestId, theirs))).toMatchObject([
      { status: "pending" },
    ]);
    expect(sms.some((m) => m.to === waiting.mobile && m.text.includes("/events/offer/"))).toBe(true);
    expect(await seatsTaken()).toBe(full);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "event.cancel_own"));
    expect(entry).toMatchObject({
      actorId: member.id,
      entityId: String(mine),
      before: { status: "received", waitlist: false },
    });

    // Again: the same answer, no second offer.
    expect((await cancelAs(member, mine)).status).toBe(200);
    expect(await db().select().from(eventSeatOffers).where(eq(eventSeatOffers.eventId, eventId))).toHaveLength(1);
  });

  it("refuses another kind of request and an event already over, in Persian", async () => {
    const { id: idea } = await storeRequest(db(), { kind: "idea", userId: member.id, mobile: member.mobile });
    expect((await cancelAs(member, idea)).status).toBe(404);
    expect((await viewAs(member, idea)).can_cancel).toBe(false);

    const late = await register(stranger, true);
    await db()
      .update(events)
      .set({ endsAt: new Date(Date.now() - 60_000) })
      .where(eq(events.id, eventId));
    expect((await viewAs(stranger, late)).can_cancel).toBe(false);
    const refused = await cancelAs(stranger, late);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      "این رویداد برگزار شده است و ثبت‌نام آن دیگر لغو نمی‌شود.",
    );
    expect((await db().select().from(requests).where(eq(requests.id, late)))[0]!.status).toBe("received");
  });
});
