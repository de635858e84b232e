// The desk's events (issue 13, "Events") on a seeded database: the events list with its counts;
// an event's attendees (seated and waiting in order, searched by name or mobile in either digit
// script); check-in and its undo, idempotent; a staff cancellation frees the seat and offers it by
// SMS to the first person waiting, whose link accepts it (seated, again: same answer); an offer that
// lapses passes to the next person and can no longer be accepted (410), two sweepers pass it on
// once; declining passes it on at once; with nobody left the seat goes back to the public; and the
// role matrix of every endpoint (anonymous 401, a user 403, a reviewer of another kind 403, a
// reviewer of event registrations and an admin 200).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as cancel } from "@/app/api/v1/admin/events/[id]/attendees/[requestId]/cancel/route";
import {
  DELETE as undoCheckIn,
  POST as checkIn,
} from "@/app/api/v1/admin/events/[id]/attendees/[requestId]/check-in/route";
import { GET as attendees } from "@/app/api/v1/admin/events/[id]/attendees/route";
import { GET as eventsList } from "@/app/api/v1/admin/events/route";
import { POST as decide } from "@/app/api/v1/admin/requests/[id]/status/route";
import { POST as create } from "@/app/api/v1/event-attendance/create/route";
import { POST as accept } from "@/app/api/v1/event-seat-offers/[token]/accept/route";
import { POST as decline } from "@/app/api/v1/event-seat-offers/[token]/decline/route";
import { GET as viewOffer } from "@/app/api/v1/event-seat-offers/[token]/route";
import { auditLog, events, eventSeatOffers, requests } from "@/server/db/schema";
import { sweepExpiredOffers } from "@/server/events/seat-offers";
import { seedEvents } from "@/server/seed/events";
import { setSmsProvider } from "@/server/sms";
import type { SmsMessage } from "@/server/sms/provider";
import type {
  DeskAttendee,
  DeskCancelAnswer,
  DeskEventAttendees,
  DeskEventItem,
  SeatOfferView,
} from "@/shared/types/desk-events";
import { WAITLIST_SUFFIX } from "@/validation/requests/event-attendance-terms";
import { solvedCaptcha } from "../../support/captcha";
import { withFreshDatabase } from "../../support/database";
import { getFrom, nextIp, postJson } from "../../support/http";
import { staffAccount, userAccount, type Account } from "../../support/staff";

type Handler = (request: Request, context: never) => Promise<Response>;

/** An admin route called as this account (or nobody), with its path params. */
function call(
  account: Account | null,
  handler: Handler,
  params: Record<string, string | number>,
  options: { method?: string; query?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = { "x-avinox-client-ip": "10.78.0.2" };
  if (account) headers.authorization = `Bearer ${account.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const request = new Request(`http://localhost/api/v1/admin/events${options.query ?? ""}`, {
    method: options.method ?? "GET",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const stringParams = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return handler(request, { params: Promise.resolve(stringParams) } as never);
}

const offerCall = (handler: Handler, token: string, method = "POST") =>
  method === "GET"
    ? getFrom(handler, "", {
        path: `event-seat-offers/${token}`,
        ip: nextIp(),
        context: { params: Promise.resolve({ token }) },
      })
    : postJson(handler, undefined, {
        path: `event-seat-offers/${token}`,
        context: { params: Promise.resolve({ token }) },
      });

describe("the desk's events and the waiting list's seat offers", () => {
  const database = withFreshDatabase();
  const sms: SmsMessage[] = [];
  let admin: Account;
  let eventReviewer: Account;
  let eventId = 0;
  let mobileSeq = 1000;
  const people: Record<string, { id: number; mobile: string; code: string }> = {};

  const db = () => database.handle().db;
  const eventRow = async () => (await db().select().from(events).where(eq(events.id, eventId)))[0]!;
  const requestRow = async (id: number) => (await db().select().from(requests).where(eq(requests.id, id)))[0]!;
  const offersOf = async (requestId: number) =>
    db().select().from(eventSeatOffers).where(eq(eventSeatOffers.requestId, requestId));
  /** The token in the last SMS to this number (the link's last part). */
  const offeredToken = (mobile: string) => {
    const text = sms.filter((m) => m.to === mobile).at(-1)?.text ?? "";
    return /\/events\/offer\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  };
  const list = async (query = "") => {
    const response = await call(admin, attendees, { id: eventId }, { query });
    expect(response.status).toBe(200);
    return (await response.json()) as DeskEventAttendees;
  };

  async function register(name: string, fullName: string, waitlist: boolean) {
    const mobile = `0912111${mobileSeq++}`;
    const response = await postJson(
      create,
      { full_name: fullName, mobile, email: "", event_id: eventId, waitlist, ...(await solvedCaptcha()) },
      { path: "event-attendance/create" },
    );
    expect(response.status).toBe(201);
    const receipt = (await response.json()) as { id: number; tracking_code: string };
    people[name] = { id: receipt.id, mobile, code: receipt.tracking_code };
  }

  beforeAll(async () => {
    setSmsProvider({ name: "test", send: async (m) => void sms.push(m) });
    await seedEvents(db());
    admin = await staffAccount(db(), "admin", [], "مدیر");
    eventReviewer = await staffAccount(db(), "reviewer", ["event-attendance"], "رویدادی");
    const [event] = await db().select().from(events).where(eq(events.slug, "product-design-workshop"));
    eventId = event!.id;
    // Two seats left: two people take them, three join the waiting list (in this order).
    await db()
      .update(events)
      .set({ attendeesCount: event!.capacity - 2 })
      .where(eq(events.id, eventId));
    await register("seatedA", "آرش کاظمی", false);
    await register("seatedB", "بهاره یزدانی", false);
    await register("waiting1", "پریسا نوری", true);
    await register("waiting2", "تینا رفیعی", true);
    await register("waiting3", "ثمین جهانی", true);
  });
  afterAll(() => setSmsProvider(undefined));

  it("lists events, upcoming first, with their seats, and an event's seated and waiting in order", async () => {
    const response = await call(eventReviewer, eventsList, {});
    expect(response.status).toBe(200);
    const items = (await response.json()) as DeskEventItem[];
    const firstPast = items.findIndex((e) => Date.parse(e.ends_at) < Date.now());
    expect(items.slice(0, firstPast).every((e) => Date.parse(e.ends_at) >= Date.now())).toBe(true);
    const ours = items.find((e) => e.id === eventId)!;
    expect(ours).toMatchObject({ seated: 2, waiting: 3, checked_in: 0, held: 0, seats_taken: ours.capacity });

    const { seated, waiting } = await list();
    expect(seated.map((a) => a.full_name)).toEqual(["آرش کاظمی", "بهاره یزدانی"]);
    expect(waiting.map((a) => a.full_name)).toEqual(["پریسا نوری", "تینا رفیعی", "ثمین جهانی"]);
    expect(waiting.every((a) => a.offer === null)).toBe(true);
    // Opening the list (personal data) is in the audit log.
    const viewed = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "event.attendees_view"), eq(auditLog.entityId, String(eventId))));
    expect(viewed.length).toBeGreaterThan(0);
  });

  it("lists drafts nobody could register for no more, but keeps an unpublished event that has registrations", async () => {
    const { id: _id, ...copy } = await eventRow();
    const [draft] = await db()
      .insert(events)
      .values({ ...copy, slug: "desk-draft-only", title: "پیش‌نویس بی‌ثبت‌نام", status: "draft", attendeesCount: 0 })
      .returning();
    await db().update(events).set({ status: "draft" }).where(eq(events.id, eventId));
    try {
      const response = await call(eventReviewer, eventsList, {});
      const ids = ((await response.json()) as DeskEventItem[]).map((e) => e.id);
      expect(ids).not.toContain(draft!.id);
      expect(ids).toContain(eventId);
    } finally {
      await db().update(events).set({ status: "published" }).where(eq(events.id, eventId));
      await db().delete(events).where(eq(events.id, draft!.id));
    }
  });

  it("searches by name, or by mobile in Persian or Latin digits", async () => {
    expect((await list(`?q=${encodeURIComponent("بهاره")}`)).seated.map((a) => a.full_name)).toEqual(["بهاره یزدانی"]);
    const persianDigits = people.waiting2!.mobile.slice(-4).replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]!);
    const found = await list(`?q=${encodeURIComponent(persianDigits)}`);
    expect(found.seated).toEqual([]);
    expect(found.waiting.map((a) => a.mobile)).toEqual([people.waiting2!.mobile]);
    expect((await list(`?q=${people.seatedA!.mobile}`)).seated.map((a) => a.id)).toEqual([people.seatedA!.id]);
  });

  it("checks a seated person in, idempotently, and takes it back; the waiting list cannot check in", async () => {
    const path = { id: eventId, requestId: people.seatedA!.id };
    const first = await call(admin, checkIn, path, { method: "POST" });
    expect(first.status).toBe(200);
    const at = ((await first.json()) as DeskAttendee).checked_in_at;
    expect(at).not.toBeNull();
    const again = await call(admin, checkIn, path, { method: "POST" });
    expect(((await again.json()) as DeskAttendee).checked_in_at).toBe(at);
    expect((await list()).event.checked_in).toBe(1);

    const undone = await call(admin, undoCheckIn, path, { method: "DELETE" });
    expect(((await undone.json()) as DeskAttendee).checked_in_at).toBeNull();
    expect((await call(admin, undoCheckIn, path, { method: "DELETE" })).status).toBe(200);
    expect((await list()).event.checked_in).toBe(0);

    const waiting = await call(admin, checkIn, { id: eventId, requestId: people.waiting1!.id }, { method: "POST" });
    expect(waiting.status).toBe(409);
    await call(admin, checkIn, path, { method: "POST" });
  });

  it("cancelling a seated registration offers its seat by SMS to the first waiting, whose link accepts it", async () => {
    const before = await eventRow();
    const response = await call(
      eventReviewer,
      cancel,
      { id: eventId, requestId: people.seatedB!.id },
      { method: "POST", body: { note: "خودش تماس گرفت" } },
    );
    expect(response.status).toBe(200);
    const answer = (await response.json()) as DeskCancelAnswer;
    expect(answer.attendee.status).toBe("cancelled");
    expect(answer.attendee.status_label).toBe("لغو شد");
    expect(answer.offered_to).toEqual({ id: people.waiting1!.id, full_name: "پریسا نوری" });
    // The seat stays held for the offer: a newcomer cannot take it.
    expect((await eventRow()).attendeesCount).toBe(before.attendeesCount);
    const token = offeredToken(people.waiting1!.mobile)!;
    expect(token).toBeTruthy();
    expect(sms.find((m) => m.to === people.waiting1!.mobile && m.text.includes(token))!.text).toContain(before.title);
    // Cancelling again frees nothing twice.
    expect(
      (await call(admin, cancel, { id: eventId, requestId: people.seatedB!.id }, { method: "POST", body: {} })).status,
    ).toBe(200);
    expect(await offersOf(people.waiting2!.id)).toEqual([]);

    const shown = (await (await offerCall(viewOffer, token, "GET")).json()) as SeatOfferView;
    expect(shown).toMatchObject({ status: "pending", event: { id: eventId }, tracking_code: null });

    const accepted = await offerCall(accept, token);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ status: "accepted", tracking_code: people.waiting1!.code });
    const seated = await requestRow(people.waiting1!.id);
    expect(seated.payload.waitlist).toBe(false);
    expect(seated.subjectTitle).toBe(before.title);
    expect(seated.subjectTitle!.endsWith(WAITLIST_SUFFIX)).toBe(false);
    // Again: the same answer, no second seat.
    expect((await offerCall(accept, token)).status).toBe(200);
    expect((await eventRow()).attendeesCount).toBe(before.attendeesCount);
    const after = await list();
    expect(after.seated.map((a) => a.full_name)).toEqual(["آرش کاظمی", "پریسا نوری"]);
    expect(after.waiting.map((a) => a.full_name)).toEqual(["تینا رفیعی", "ثمین جهانی"]);
  });

  it("a lapsed offer passes to the next person, once whoever sweeps, and can no longer be accepted", async () => {
    const before = await eventRow();
    await call(admin, cancel, { id: eventId, requestId: people.seatedA!.id }, { method: "POST", body: {} });
    const lapsing = offeredToken(people.waiting2!.mobile)!;
    expect(lapsing).toBeTruthy();
    const [offer] = await offersOf(people.waiting2!.id);
    const later = new Date(offer!.expiresAt.getTime() + 1000);
    // Two sweepers after the hold: one passes the seat on, the other finds nothing to do.
    const swept = await Promise.all([
      sweepExpiredOffers(db(), eventId, later),
      sweepExpiredOffers(db(), eventId, later),
    ]);
    expect(swept.sort()).toEqual([0, 1]);
    expect(await offersOf(people.waiting3!.id)).toHaveLength(1);
    expect(offeredToken(people.waiting3!.mobile)).toBeTruthy();
    expect((await eventRow()).attendeesCount).toBe(before.attendeesCount);

    const refused = await offerCall(accept, lapsing);
    expect(refused.status).toBe(410);
    expect((await refused.json()).message).toContain("مهلت این پیشنهاد تمام شده است");
    expect((await requestRow(people.waiting2!.id)).payload.waitlist).toBe(true);
    expect(((await (await offerCall(viewOffer, lapsing, "GET")).json()) as SeatOfferView).status).toBe("expired");
    const waiting = (await list()).waiting;
    expect(waiting.find((a) => a.id === people.waiting2!.id)!.offer!.status).toBe("expired");
    expect(waiting.find((a) => a.id === people.waiting3!.id)!.offer!.status).toBe("pending");
  });

  it("declining passes on at once; with nobody left waiting the seat goes back to the public", async () => {
    const before = await eventRow();
    const token = offeredToken(people.waiting3!.mobile)!;
    const declined = await offerCall(decline, token);
    expect(declined.status).toBe(200);
    expect(((await declined.json()) as SeatOfferView).status).toBe("declined");
    // Everyone waiting has had their offer: the seat is free for anyone.
    expect((await eventRow()).attendeesCount).toBe(before.attendeesCount - 1);
    expect((await offerCall(accept, token)).status).toBe(410);
  });

  it("a registration rejected at the desk gives its seat back to the waiting list too", async () => {
    // The seat given back above goes to a newcomer; the next one waits.
    await register("latecomer", "جواد صالحی", true);
    await register("waiting4", "حدیث کریمی", true);
    expect((await requestRow(people.latecomer!.id)).payload.waitlist).toBe(false);
    const before = await eventRow();
    const rejected = await call(
      eventReviewer,
      decide,
      { id: people.latecomer!.id },
      { method: "POST", body: { status: "rejected", version: 1 } },
    );
    expect(rejected.status).toBe(200);
    expect(await offersOf(people.waiting4!.id)).toMatchObject([{ status: "pending" }]);
    expect(offeredToken(people.waiting4!.mobile)).toBeTruthy();
    // Held for the offer: no seat opens to the public meanwhile, and nobody offered before is asked again.
    expect((await eventRow()).attendeesCount).toBe(before.attendeesCount);
    expect(await offersOf(people.waiting2!.id)).toHaveLength(1);
  });

  it("answers 404 in Persian for an unknown link", async () => {
    const response = await offerCall(viewOffer, "x".repeat(43), "GET");
    expect(response.status).toBe(404);
    expect((await response.json()).message).toBe("این پیوند معتبر نیست یا دیگر وجود ندارد.");
  });

  describe("role matrix", () => {
    const accounts = {} as Record<"user" | "reviewer of ideas" | "reviewer of events" | "reviewer" | "admin", Account>;
    beforeAll(async () => {
      accounts.user = await userAccount();
      accounts["reviewer of ideas"] = await staffAccount(db(), "reviewer", ["idea"]);
      accounts["reviewer of events"] = await staffAccount(db(), "reviewer", ["event-attendance"]);
      accounts.reviewer = await staffAccount(db(), "reviewer");
      accounts.admin = await staffAccount(db(), "admin");
    });
    const expected = {
      anonymous: 401,
      user: 403,
      "reviewer of ideas": 403,
      "reviewer of events": 200,
      reviewer: 200,
      admin: 200,
    } as const;
    const endpoints: Array<{ name: string; handler: Handler; method: string; params: () => Record<string, number> }> = [
      { name: "GET admin/events", handler: eventsList, method: "GET", params: () => ({}) },
      { name: "GET admin/events/{id}/attendees", handler: attendees, method: "GET", params: () => ({ id: eventId }) },
      {
        name: "POST …/check-in",
        handler: checkIn,
        method: "POST",
        params: () => ({ id: eventId, requestId: people.waiting1!.id }),
      },
      {
        name: "DELETE …/check-in",
        handler: undoCheckIn,
        method: "DELETE",
        params: () => ({ id: eventId, requestId: people.waiting1!.id }),
      },
      // Already cancelled: the role check passes, then the same answer (nothing changes).
      {
        name: "POST …/cancel",
        handler: cancel,
        method: "POST",
        params: () => ({ id: eventId, requestId: people.seatedB!.id }),
      },
    ];
    for (const endpoint of endpoints) {
      it(endpoint.name, async () => {
        for (const [who, status] of Object.entries(expected)) {
          const account = who === "anonymous" ? null : accounts[who as keyof typeof accounts];
          const response = await call(account, endpoint.handler, endpoint.params(), {
            method: endpoint.method,
            body: endpoint.method === "POST" ? {} : undefined,
          });
          expect(`${who}: ${response.status}`).toBe(`${who}: ${status}`);
        }
      });
    }
  });
});
