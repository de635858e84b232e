// The reviewer's work through the admin API: queues with their filters, search, sort and paging;
// a request's page; decisions along the kind's workflow that the requester sees on /track, with the
// status SMS; a second decision made against an old version refused; notes, calls, assignment; and
// every action in the audit log.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as auditLog } from "@/app/api/v1/admin/audit/route";
import { POST as assign } from "@/app/api/v1/admin/requests/[id]/assign/route";
import { POST as calls } from "@/app/api/v1/admin/requests/[id]/calls/route";
import { POST as notes } from "@/app/api/v1/admin/requests/[id]/notes/route";
import { GET as requestCase } from "@/app/api/v1/admin/requests/[id]/route";
import { POST as status } from "@/app/api/v1/admin/requests/[id]/status/route";
import { GET as queue } from "@/app/api/v1/admin/requests/route";
import { GET as summary } from "@/app/api/v1/admin/requests/summary/route";
import { GET as track } from "@/app/api/v1/request/track/route";
import { setSmsProvider } from "@/server/sms";
import type { SmsMessage } from "@/server/sms/provider";
import type { DeskAuditEntry, DeskQueueSummary, DeskRequestCase, DeskRequestItem } from "@/shared/types/desk";
import type { RequestDetail } from "@/shared/types/requests";
import { withFreshDatabase } from "../../support/database";
import { callAs, staffAccount, storeRequest, type Account } from "../../support/staff";

const DAY = 24 * 3600 * 1000;
const sms: SmsMessage[] = [];

describe("the reviewer's desk API", () => {
  const database = withFreshDatabase();
  let admin: Account;
  let reviewer: Account;
  let ideaReviewer: Account;
  // The queue's requests, stored before the tests: two of Mina's (a reservation and a contact message), one of Reza's, an idea.
  const ids = { oldReservation: 0, reservation: 0, secondOfMina: 0, idea: 0 };
  const STORED: Record<keyof typeof ids, Parameters<typeof storeRequest>[1]> = {
    oldReservation: {
      kind: "reservation",
      fullName: "مینا کرمانی",
      mobile: "09131111111",
      payload: { branch: 2 },
      createdAt: new Date("2026-11-10T08:00:00Z"),
    },
    reservation: {
      kind: "reservation",
      fullName: "رضا افشار",
      mobile: "09132222222",
      payload: { branch: 1 },
      createdAt: new Date("2026-11-14T08:00:00Z"),
    },
    secondOfMina: {
      kind: "contact",
      fullName: "مینا کرمانی",
      mobile: "09131111111",
      createdAt: new Date("2026-11-13T08:00:00Z"),
    },
    idea: {
      kind: "idea",
      fullName: "نیما ایده‌پرداز",
      mobile: "09133333333",
      createdAt: new Date("2026-11-11T21:00:00Z"),
    },
  };

  beforeAll(async () => {
    setSmsProvider({ name: "test", send: async (m) => void sms.push(m) });
    const db = database.handle().db;
    admin = await staffAccount(db, "admin", [], "مدیر");
    reviewer = await staffAccount(db, "reviewer", ["reservation", "contact"], "سارا");
    ideaReviewer = await staffAccount(db, "reviewer", ["idea"], "امید");
    for (const name of Object.keys(STORED) as Array<keyof typeof ids>) {
      ids[name] = (await storeRequest(db, STORED[name])).id;
    }
    return () => setSmsProvider(undefined);
  });

  const list = async (account: Account, query = "") => {
    const response = await callAs(account, queue, `admin/requests${query}`);
    expect(response.status).toBe(200);
    return {
      items: (await response.json()) as DeskRequestItem[],
      total: Number(response.headers.get("x-pagination-total-count")),
    };
  };
  const caseOf = async (account: Account, id: number) =>
    (await (await callAs(account, requestCase, `admin/requests/${id}`, { id })).json()) as DeskRequestCase;

  it("a reviewer's queue holds only the kinds it reviews, newest first, whatever the filter asks", async () => {
    const { items, total } = await list(reviewer);
    expect(items.map((i) => i.id)).toEqual([ids.reservation, ids.secondOfMina, ids.oldReservation]);
    expect(total).toBe(3);
    expect((await list(reviewer, "?kind=idea")).items).toEqual([]);
    expect((await list(ideaReviewer)).items.map((i) => i.id)).toEqual([ids.idea]);
    expect((await list(admin)).total).toBe(4);
  });

  // Days are Tehran's: the idea, sent at 00:30 on 22 Aban (12 November) in Tehran, is still 11 November in UTC.
  it.each<[string, Array<keyof typeof ids>]>([
    ["?kind=reservation&sort=oldest", ["oldReservation", "reservation"]],
    ["?branch=2", ["oldReservation"]],
    ["?from=2026-11-12", ["reservation", "secondOfMina", "idea"]],
    ["?to=2026-11-11", ["oldReservation"]],
    [`?from=${encodeURIComponent("۲۰۲۶-۱۱-۱۳")}&to=2026-11-13`, ["secondOfMina"]],
    [`?q=${encodeURIComponent("کرمانی")}`, ["secondOfMina", "oldReservation"]],
    [`?q=${encodeURIComponent("۲۲۲۲۲۲۲")}`, ["reservation"]],
  ])(
    "filters by kind, branch, date range and search (name, mobile in any digits), and sorts: %s",
    async (query, expected) => {
      expect((await list(admin, query)).items.map((i) => i.id)).toEqual(expected.map((name) => ids[name]));
    },
  );

  it("finds a request by its tracking code in any case, and pages", async () => {
    const { items } = await list(admin, "?kind=idea");
    expect((await list(admin, `?q=${items[0]!.tracking_code.toLowerCase()}`)).items.map((i) => i.id)).toEqual([
      ids.idea,
    ]);
    const page = await callAs(admin, queue, "admin/requests?per-page=2&page=2");
    expect(page.headers.get("x-pagination-page-count")).toBe("2");
    expect(((await page.json()) as DeskRequestItem[]).map((i) => i.id)).toEqual([ids.idea, ids.oldReservation]);
  });

  it("the summary counts each status and points at the oldest request nobody has touched", async () => {
    const response = await callAs(reviewer, summary, "admin/requests/summary");
    const body = (await response.json()) as DeskQueueSummary;
    expect(body.counts).toEqual({ received: 3 });
    expect(body.total).toBe(3);
    expect(body.oldest_untouched).toMatchObject({ id: ids.oldReservation, full_name: "مینا کرمانی" });
  });

  it("a request's page has every field, the timeline, what may come next and the requester's other requests; opening it is audited", async () => {
    const opened = await caseOf(reviewer, ids.oldReservation);
    expect(opened).toMatchObject({
      id: ids.oldReservation,
      full_name: "مینا کرمانی",
      mobile: "09131111111",
      payload: { branch: 2 },
      status: "received",
      version: 1,
    });
    expect(opened.history.map((h) => h.status)).toEqual(["received"]);
    expect(opened.next_statuses.map((s) => s.status)).toEqual(["in-review", "rejected"]);
    expect(opened.others.map((o) => o.id)).toEqual([ids.secondOfMina]);
    const entries = (await (
      await callAs(admin, auditLog, `admin/audit?entity=request&entity_id=${ids.oldReservation}`)
    ).json()) as DeskAuditEntry[];
    expect(entries[0]).toMatchObject({ action: "request.view", actor: { id: reviewer.id, name: "سارا عادی" } });
    // A reviewer of ideas does not see it at all.
    expect(
      (await callAs(ideaReviewer, requestCase, `admin/requests/${ids.oldReservation}`, { id: ids.oldReservation }))
        .status,
    ).toBe(404);
  });

  it("decisions follow the workflow, reach /track with who decided, send the status SMS when asked, and are audited", async () => {
    const id = ids.oldReservation;
    const skip = await callAs(reviewer, status, `admin/requests/${id}/status`, {
      id,
      body: { status: "approved", version: 1 },
    });
    expect(skip.status).toBe(409);
    expect(((await skip.json()) as { message: string }).message).toBe(
      "درخواستی با وضعیت «دریافت شد» نمی‌تواند به «تایید شد» برود.",
    );

    const review = await callAs(reviewer, status, `admin/requests/${id}/status`, {
      id,
      body: { status: "in-review", version: 1 },
    });
    expect(review.status).toBe(200);
    expect(((await review.json()) as { request: DeskRequestItem }).request).toMatchObject({
      status: "in-review",
      version: 2,
    });
    sms.length = 0;
    const approve = await callAs(reviewer, status, `admin/requests/${id}/status`, {
      id,
      body: { status: "approved", version: 2, note: "میز اختصاصی شنبه آماده است.", notify: true },
    });
    expect(await approve.json()).toMatchObject({ request: { status: "approved", version: 3 }, sms: "sent" });
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ to: "09131111111", kind: "notice" });
    const code = (await caseOf(admin, id)).tracking_code;
    expect(sms[0]!.text).toBe(
      `«رزرو فضای کار» شما با کد پیگیری ${code} در آوینوکس تایید شد. برای هماهنگی با شما تماس می‌گیریم.`,
    );

    const tracked = (await (
      await track(
        new Request(`http://localhost/api/v1/request/track?code=${code}&mobile=09131111111`, {
          headers: { "x-avinox-client-ip": "10.78.0.9" },
        }),
        undefined as never,
      )
    ).json()) as RequestDetail;
    expect(tracked.status_label).toBe("تایید شد");
    expect(tracked.history.map((h) => [h.status, h.note])).toEqual([
      ["received", null],
      ["in-review", null],
      ["approved", "میز اختصاصی شنبه آماده است."],
    ]);
    const page = await caseOf(admin, id);
    expect(page.history.at(-1)).toMatchObject({ status: "approved", staff: { id: reviewer.id } });
    expect(page.next_statuses.map((s) => s.status)).toEqual(["contacted"]);
    const entries = (await (
      await callAs(admin, auditLog, `admin/audit?entity=request&entity_id=${id}&action=request.status`)
    ).json()) as DeskAuditEntry[];
    expect(entries[0]).toMatchObject({
      actor: { id: reviewer.id },
      before: { status: "in-review", version: 2 },
      after: { status: "approved", version: 3, notify: true },
    });
  });

  it("two people deciding at once: one decision stands, the other gets a clear 409 and nothing is lost", async () => {
    const id = ids.reservation;
    const [first, second] = await Promise.all([
      callAs(reviewer, status, `admin/requests/${id}/status`, { id, body: { status: "in-review", version: 1 } }),
      callAs(admin, status, `admin/requests/${id}/status`, { id, body: { status: "rejected", version: 1 } }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = first.status === 409 ? first : second;
    expect(((await refused.json()) as { message: string }).message).toBe(
      "این درخواست همین حالا از طرف همکار دیگری تغییر کرده است. صفحه را تازه کنید و دوباره تصمیم بگیرید.",
    );
    const page = await caseOf(admin, id);
    expect(page.version).toBe(2);
    expect(page.history).toHaveLength(2);
  });

  it("a decision from a page a colleague has since changed is told the page is stale, not that the move is invalid", async () => {
    const { id } = await storeRequest(database.handle().db, {
      kind: "contact",
      fullName: "نگار صدری",
      mobile: "09135555555",
    });
    expect(
      (await callAs(admin, status, `admin/requests/${id}/status`, { id, body: { status: "rejected", version: 1 } }))
        .status,
    ).toBe(200);
    // The reviewer's page still shows "received" (version 1), where "in-review" was a valid move.
    const late = await callAs(reviewer, status, `admin/requests/${id}/status`, {
      id,
      body: { status: "in-review", version: 1 },
    });
    expect(late.status).toBe(409);
    expect(((await late.json()) as { message: string }).message).toBe(
      "این درخواست همین حالا از طرف همکار دیگری تغییر کرده است. صفحه را تازه کنید و دوباره تصمیم بگیرید.",
    );
    expect((await caseOf(admin, id)).status).toBe("rejected");
  });

  it("notes and calls are kept with their author; a call takes the request out of 'not yet called'; a call back needs its time", async () => {
    const id = ids.secondOfMina;
    expect((await list(reviewer, "?not_called=1")).items.map((i) => i.id)).toContain(id);
    expect(
      (
        await callAs(reviewer, notes, `admin/requests/${id}/notes`, {
          id,
          body: { text: "پیام درباره ساعت کار شعبه است." },
        })
      ).status,
    ).toBe(201);
    const missingTime = await callAs(reviewer, calls, `admin/requests/${id}/calls`, {
      id,
      body: { outcome: "call-back" },
    });
    expect(missingTime.status).toBe(422);
    expect(await missingTime.json()).toEqual([{ field: "call_back_at", message: "زمان تماس دوباره الزامی است" }]);
    const later = new Date(Date.now() + DAY).toISOString();
    expect(
      (
        await callAs(reviewer, calls, `admin/requests/${id}/calls`, {
          id,
          body: { outcome: "call-back", call_back_at: later, note: "عصر تماس بگیرید" },
        })
      ).status,
    ).toBe(201);
    const page = await caseOf(reviewer, id);
    expect(page.notes).toMatchObject([{ text: "پیام درباره ساعت کار شعبه است.", author: { id: reviewer.id } }]);
    expect(page.calls).toMatchObject([
      {
        outcome: "call-back",
        outcome_label: "بعداً تماس بگیرید",
        call_back_at: later,
        note: "عصر تماس بگیرید",
        staff: { id: reviewer.id },
      },
    ]);
    expect(page.last_called_at).not.toBeNull();
    expect((await list(reviewer, "?not_called=1")).items.map((i) => i.id)).not.toContain(id);
  });

  it("a request goes only to a colleague who reviews its kind; assignee=me and =none filter the queue", async () => {
    const id = ids.secondOfMina;
    const wrong = await callAs(admin, assign, `admin/requests/${id}/assign`, {
      id,
      body: { assignee_id: ideaReviewer.id, version: 1 },
    });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual([
      { field: "assignee_id", message: "این همکار درخواست‌های این نوع را بررسی نمی‌کند." },
    ]);
    const given = await callAs(admin, assign, `admin/requests/${id}/assign`, {
      id,
      body: { assignee_id: reviewer.id, version: 1 },
    });
    expect(await given.json()).toMatchObject({ assignee: { id: reviewer.id, name: "سارا عادی" }, version: 2 });
    expect((await list(reviewer, "?assignee=me")).items.map((i) => i.id)).toEqual([id]);
    expect((await list(reviewer, "?assignee=none")).items.map((i) => i.id)).not.toContain(id);
  });

  it("'not yet called' lists only requests still waiting: one decided without a call leaves it", async () => {
    const { id } = await storeRequest(database.handle().db, {
      kind: "contact",
      fullName: "کاوه نادری",
      mobile: "09134444444",
    });
    expect((await list(reviewer, "?not_called=1")).items.map((i) => i.id)).toContain(id);
    expect(
      (await callAs(reviewer, status, `admin/requests/${id}/status`, { id, body: { status: "rejected", version: 1 } }))
        .status,
    ).toBe(200);
    expect((await list(reviewer, "?not_called=1")).items.map((i) => i.id)).not.toContain(id);
  });
});
