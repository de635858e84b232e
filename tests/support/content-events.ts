// What the content desk's event API tests (tests/api/content/events*.test.ts) share: calling the
// desk's routes as an account, what the public sees of an event (list, page, search, sitemap), a
// draft typed in Persian with Jalali moments, the cache tags each write drops, and one suite's
// database seeded with the demo events, its accounts and the calls every test makes.
import { and, asc, eq } from "drizzle-orm";
import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from "vitest";
import { POST as create } from "@/app/api/v1/admin/content/events/route";
import { GET as eventIndex } from "@/app/api/v1/event/index/route";
import { GET as eventBySlug } from "@/app/api/v1/event/slug/route";
import { GET as search } from "@/app/api/v1/search/route";
import sitemap from "@/app/sitemap";
import { auditLog } from "@/server/db/schema";
import { seedEvents } from "@/server/seed/events";
import { gregorianFromJalali, jalaliParts } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import type { AdminEvent, EventDetail, EventSummary } from "@/shared/types/events";
import type { SearchGroup } from "@/shared/types/search";
import { withFreshDatabase } from "./database";
import { mockServer } from "./msw";
import { staffAccount, userAccount, type Account } from "./staff";

export type Handler = (request: Request, context: never) => Promise<Response>;

/** An admin content route called as this account (or nobody), with its path params. */
export function call(
  account: Account | null,
  handler: Handler,
  options: { params?: Record<string, string | number>; method?: string; query?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = { "x-avinox-client-ip": "10.79.0.2" };
  if (account) headers.authorization = `Bearer ${account.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const request = new Request(`http://localhost/api/v1/admin/content/events${options.query ?? ""}`, {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const params = Object.fromEntries(Object.entries(options.params ?? {}).map(([k, v]) => [k, String(v)]));
  return handler(request, { params: Promise.resolve(params) } as never);
}

export const publicGet = (handler: Handler, path: string) =>
  handler(new Request(`http://localhost/api/v1/${path}`), undefined as never);

/** What the public sees of an event with this slug: in the list, by its slug, in search, in the sitemap. */
export async function publicView(slug: string, title: string) {
  const listed = (await (await publicGet(eventIndex, "event/index?per-page=50")).json()) as EventSummary[];
  const bySlug = await publicGet(eventBySlug, `event/slug?slug=${encodeURIComponent(slug)}`);
  const groups = (await (await publicGet(search, `search?q=${encodeURIComponent(title)}`)).json()) as SearchGroup[];
  const found = groups.find((g) => g.type === "event")?.items.some((hit) => hit.url === `/events/${slug}`) ?? false;
  const urls = (await sitemap()).map((entry) => decodeURI(entry.url));
  return {
    listed: listed.some((e) => e.slug === slug),
    page: bySlug.status,
    searched: found,
    inSitemap: urls.some((url) => url.endsWith(`/events/${slug}`)),
  };
}

export const HIDDEN = { listed: false, page: 404, searched: false, inSitemap: false };
export const SHOWN = { listed: true, page: 200, searched: true, inSitemap: true };

/** A Jalali date and time on Tehran's clock, `days` from now, written in Persian digits ("۱۴۰۵/۰۹/۱۲ ۱۸:۳۰"), and the instant it names. */
export function jalaliIn(days: number, clock: string): { text: string; instant: Date } {
  const { year, month, day } = jalaliParts(new Date(Date.now() + days * 86_400_000));
  const isoDay = gregorianFromJalali(year, month, day).toISOString().slice(0, 10);
  return {
    text: toPersianDigits(`${year}/${String(month).padStart(2, "0")}/${String(day).padStart(2, "0")} ${clock}`),
    instant: new Date(`${isoDay}T${clock}:00+03:30`),
  };
}

export const TITLE = "کارگاه ساخت ربات با پایتون";
export const start = jalaliIn(10, "18:30");
export const end = jalaliIn(10, "20:30");

export const draftInput = () => ({
  title: TITLE,
  summary: "یک عصر با پایتون و آردوینو: از ایده تا ربات کوچکی که راه می‌رود.",
  description:
    "در این کارگاه گام‌به‌گام یک ربات ساده می‌سازیم و با پایتون برنامه‌ریزی‌اش می‌کنیم. لپ‌تاپ همراه داشته باشید.",
  category: "کارگاه",
  capacity: "۴۰",
  price: "۱٬۵۰۰٬۰۰۰",
  location_title: "سالن اصلی آوینوکس",
  address: "کرمان، بلوار جمهوری، کافه نوآوری آوینوکس",
  lat: "۳۰٫۲۸۳۹",
  lng: 57.0834,
  starts_at: start.text,
  ends_at: end.instant.toISOString(),
  sessions: [{ title: "ساخت بدنه و مدار", starts_at: start.text, ends_at: end.text, host_name: "تیم آوینوکس" }],
  tags: ["programming", "ai"],
});

/** The entry's cache bridge as server.mjs installs it, recording the tags each write drops. */
const bridgeKey = Symbol.for("avinox.response-cache");
export const invalidated: string[][] = [];

/** One suite's database seeded with the demo events, its accounts (filled before its tests) and the calls its tests make. */
export function eventDeskSuite() {
  const database = withFreshDatabase();
  const api = mockServer();
  const who = {} as Record<"admin" | "editor" | "reviewer" | "user", Account>;
  const db = () => database.handle().db;

  beforeAll(async () => {
    (globalThis as Record<symbol, unknown>)[bridgeKey] = {
      marks: () => undefined,
      invalidate: (tags: string[]) => invalidated.push([...tags]),
      recordViews: undefined,
    };
    await seedEvents(db());
    who.admin = await staffAccount(db(), "admin");
    who.editor = await staffAccount(db(), "editor", [], "ویراستار");
    who.reviewer = await staffAccount(db(), "reviewer");
    who.user = await userAccount();
  });
  afterAll(() => {
    delete (globalThis as Record<symbol, unknown>)[bridgeKey];
  });
  afterEach(() => vi.useRealTimers());

  // The sitemap reads the API over HTTP, as every page does: its calls reach the route handlers here
  // (msw forgets its handlers after each test).
  beforeEach(() => {
    api.use(
      http.get("*/api/v1/event/index", ({ request }) => {
        const url = new URL(request.url);
        return publicGet(eventIndex, `event/index${url.search}`);
      }),
      http.get("*/api/v1/*", () =>
        HttpResponse.json([], {
          headers: {
            "X-Pagination-Total-Count": "0",
            "X-Pagination-Page-Count": "1",
            "X-Pagination-Current-Page": "1",
            "X-Pagination-Per-Page": "50",
          },
        }),
      ),
    );
  });

  async function createDraft(body: Record<string, unknown> = draftInput()): Promise<AdminEvent> {
    const response = await call(who.editor, create, { body });
    expect(response.status).toBe(201);
    return (await response.json()) as AdminEvent;
  }

  const act = async (handler: Handler, id: number, body: unknown = {}, account: Account = who.editor) => {
    const response = await call(account, handler, { params: { id }, body });
    expect(response.status).toBe(200);
    return (await response.json()) as AdminEvent;
  };

  const auditOf = (id: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "event"), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id));

  /** The public answer for the event's slug with these expansions. */
  const publicDetail = async (slug: string, expand: string) =>
    (await (
      await publicGet(eventBySlug, `event/slug?slug=${encodeURIComponent(slug)}&expand=${expand}`)
    ).json()) as EventDetail;

  return { db, who, createDraft, act, auditOf, publicDetail };
}
