// The content desk's events (issue 14) on a database seeded with the demo events: an editor creates
// a draft (Persian digits and a Jalali date accepted) that the public list, the page's slug lookup,
// search and the sitemap do not show; publishing shows it in all four and drops the cached answers;
// a publication scheduled for later shows nothing until its moment; unpublishing and archiving take
// it off again; a changed slug still finds the event (and the page redirects permanently); an edit
// against a stale version is refused (409); versions are listed and one is restored; every write is
// audited with before and after; the role matrix; Persian 422s.
import { and, asc, desc, eq } from "drizzle-orm";
import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as archive } from "@/app/api/v1/admin/content/events/[id]/archive/route";
import { POST as publish } from "@/app/api/v1/admin/content/events/[id]/publish/route";
import { GET as preview } from "@/app/api/v1/admin/content/events/[id]/preview/route";
import { GET as readOne, PATCH as patch } from "@/app/api/v1/admin/content/events/[id]/route";
import { POST as unpublish } from "@/app/api/v1/admin/content/events/[id]/unpublish/route";
import { POST as restore } from "@/app/api/v1/admin/content/events/[id]/versions/[version]/restore/route";
import { GET as versions } from "@/app/api/v1/admin/content/events/[id]/versions/route";
import { GET as choices } from "@/app/api/v1/admin/content/events/choices/route";
import { POST as createOrganizerRoute } from "@/app/api/v1/admin/content/events/choices/organizers/route";
import { POST as createPresenterRoute } from "@/app/api/v1/admin/content/events/choices/presenters/route";
import { POST as createTagRoute } from "@/app/api/v1/admin/content/events/choices/tags/route";
import { GET as list, POST as create } from "@/app/api/v1/admin/content/events/route";
import { GET as eventIndex } from "@/app/api/v1/event/index/route";
import { GET as eventBySlug } from "@/app/api/v1/event/slug/route";
import { GET as eventTags } from "@/app/api/v1/event/tags/route";
import { GET as search } from "@/app/api/v1/search/route";
import sitemap from "@/app/sitemap";
import { redirectToCurrentSlug } from "@/lib/canonical-slug";
import { AUDIT_ACTIONS } from "@/components/desk/audit-labels";
import { auditLog, contentImages, events, organizers } from "@/server/db/schema";
import { seedEvents } from "@/server/seed/events";
import { SQUARE_PICTURE_EXPECTED_MESSAGE } from "@/server/events/choice-creates";
import { SLUG_TAKEN_MESSAGE } from "@/server/publishing/slugs";
import {
  SPONSOR_LOGO_NOT_SQUARE_MESSAGE,
  STALE_CONTENT_MESSAGE,
  UNKNOWN_ORGANIZER_MESSAGE,
  UNKNOWN_PRESENTER_MESSAGE,
} from "@/server/events/desk";
import { IMAGE_NOT_UPLOADED_MESSAGE } from "@/server/media/images";
import { NOT_ALLOWED_MESSAGE } from "@/server/staff/access";
import { gregorianFromJalali, jalaliParts } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import type { AdminEvent, AdminEventChoices, AdminEventListItem, ContentVersionItem } from "@/shared/types/content";
import type { EventDetail, EventSummary } from "@/shared/types/events";
import type { SearchGroup } from "@/shared/types/search";
import { SLUG_MESSAGE } from "@/validation/content/fields";
import { withFreshDatabase } from "../../support/database";
import { mockServer } from "../../support/msw";
import { staffAccount, userAccount, type Account } from "../../support/staff";

type Handler = (request: Request, context: never) => Promise<Response>;

/** An admin content route called as this account (or nobody), with its path params. */
function call(
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

const publicGet = (handler: Handler, path: string) =>
  handler(new Request(`http://localhost/api/v1/${path}`), undefined as never);

/** What the public sees of an event with this slug: in the list, by its slug, in search, in the sitemap. */
async function publicView(slug: string, title: string) {
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

const HIDDEN = { listed: false, page: 404, searched: false, inSitemap: false };
const SHOWN = { listed: true, page: 200, searched: true, inSitemap: true };

/** A Jalali date and time on Tehran's clock, `days` from now, written in Persian digits ("۱۴۰۵/۰۹/۱۲ ۱۸:۳۰"), and the instant it names. */
function jalaliIn(days: number, clock: string): { text: string; instant: Date } {
  const { year, month, day } = jalaliParts(new Date(Date.now() + days * 86_400_000));
  const isoDay = gregorianFromJalali(year, month, day).toISOString().slice(0, 10);
  return {
    text: toPersianDigits(`${year}/${String(month).padStart(2, "0")}/${String(day).padStart(2, "0")} ${clock}`),
    instant: new Date(`${isoDay}T${clock}:00+03:30`),
  };
}

const TITLE = "کارگاه ساخت ربات با پایتون";
const start = jalaliIn(10, "18:30");
const end = jalaliIn(10, "20:30");

const draftInput = () => ({
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
const invalidated: string[][] = [];

describe("the content desk's events", () => {
  const database = withFreshDatabase();
  const api = mockServer();
  let admin: Account;
  let editor: Account;
  let reviewer: Account;
  let user: Account;
  const db = () => database.handle().db;

  beforeAll(async () => {
    (globalThis as Record<symbol, unknown>)[bridgeKey] = {
      marks: () => undefined,
      invalidate: (tags: string[]) => invalidated.push([...tags]),
      recordViews: undefined,
    };
    await seedEvents(db());
    admin = await staffAccount(db(), "admin");
    editor = await staffAccount(db(), "editor", [], "ویراستار");
    reviewer = await staffAccount(db(), "reviewer");
    user = await userAccount();
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
    const response = await call(editor, create, { body });
    expect(response.status).toBe(201);
    return (await response.json()) as AdminEvent;
  }

  const act = async (handler: Handler, id: number, body: unknown = {}, account: Account = editor) => {
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

  it("lets editors and admins in, and no one else", async () => {
    expect((await call(null, list)).status).toBe(401);
    expect((await call(user, list)).status).toBe(403);
    const refused = await call(reviewer, list);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(NOT_ALLOWED_MESSAGE);
    expect((await call(editor, list)).status).toBe(200);
    const adminList = await call(admin, list, { query: "?per-page=5" });
    expect(adminList.status).toBe(200);
    expect(adminList.headers.get("x-pagination-total-count")).toBe("13");
    expect(
      ((await adminList.json()) as AdminEventListItem[]).every((e) => e.status === "published" && e.is_public),
    ).toBe(true);

    const before = await db().select({ id: events.id }).from(events);
    expect((await call(reviewer, create, { body: draftInput() })).status).toBe(403);
    expect((await call(user, create, { body: draftInput() })).status).toBe(403);
    expect(await db().select({ id: events.id }).from(events)).toHaveLength(before.length);
    const [seeded] = before;
    expect(
      (
        await call(reviewer, patch, {
          params: { id: seeded!.id },
          method: "PATCH",
          body: { title: "عنوان دستکاری‌شده", version: 1 },
        })
      ).status,
    ).toBe(403);
    expect((await call(reviewer, unpublish, { params: { id: seeded!.id }, body: {} })).status).toBe(403);
    expect((await call(reviewer, readOne, { params: { id: seeded!.id } })).status).toBe(403);
  });

  it("creates a draft from Persian input, which the site does not show", async () => {
    const marks = invalidated.length;
    const draft = await createDraft();
    expect(draft).toMatchObject({
      title: TITLE,
      slug: "کارگاه-ساخت-ربات-با-پایتون",
      status: "draft",
      is_public: false,
      version: 1,
      capacity: 40,
      price: 1_500_000,
      lat: 30.2839,
      starts_at: start.instant.toISOString(),
      ends_at: end.instant.toISOString(),
      tags: ["ai", "programming"],
    });
    expect(draft.sessions).toEqual([
      {
        title: "ساخت بدنه و مدار",
        starts_at: start.instant.toISOString(),
        ends_at: end.instant.toISOString(),
        host_name: "تیم آوینوکس",
        presenter_id: null,
      },
    ]);
    expect(await publicView(draft.slug, TITLE)).toEqual(HIDDEN);
    // The desk previews it in the public API's shape; the public and a reviewer cannot.
    const shown = await call(editor, preview, { params: { id: draft.id }, query: "?expand=eventTimes,tags" });
    expect(shown.status).toBe(200);
    const previewed = (await shown.json()) as EventDetail;
    expect(previewed).toMatchObject({
      id: draft.id,
      slug: draft.slug,
      title: TITLE,
      price: 1_500_000,
      remaining_capacity: 40,
    });
    expect(previewed.eventTimes?.map((t) => t.title)).toEqual(["ساخت بدنه و مدار"]);
    expect(previewed.tags?.map((t) => t.slug).sort()).toEqual(["ai", "programming"]);
    expect((await call(reviewer, preview, { params: { id: draft.id } })).status).toBe(403);
    expect((await call(null, preview, { params: { id: draft.id } })).status).toBe(401);
    // Nothing public changed, so no cached answer is dropped.
    expect(invalidated.length).toBe(marks);
    const drafts = (await (await call(editor, list, { query: "?status=draft" })).json()) as AdminEventListItem[];
    expect(drafts.map((e) => e.id)).toEqual([draft.id]);
  });

  it("publishes: the list, the page, search and the sitemap show the event, and their cached answers are dropped", async () => {
    const draft = await createDraft({ ...draftInput(), title: "شب بازی‌سازی مستقل", tags: [] });
    const marks = invalidated.length;
    const published = await act(publish, draft.id, { version: draft.version });
    expect(published).toMatchObject({ status: "published", is_public: true, publish_at: null, version: 2 });
    expect(invalidated.slice(marks)).toContainEqual(["event", `event:${draft.id}`]);
    expect(await publicView(draft.slug, "شب بازی‌سازی مستقل")).toEqual(SHOWN);
    const detail = (await (
      await publicGet(eventBySlug, `event/slug?slug=${encodeURIComponent(draft.slug)}&expand=eventTimes`)
    ).json()) as EventDetail;
    expect(detail).toMatchObject({ id: draft.id, title: "شب بازی‌سازی مستقل", price: 1_500_000, capacity: 40 });
    expect(detail.eventTimes?.map((t) => t.title)).toEqual(["ساخت بدنه و مدار"]);

    // The same title again gets the next free slug.
    const twin = await createDraft({ ...draftInput(), title: "شب بازی‌سازی مستقل", tags: [] });
    expect(twin.slug).toBe(`${draft.slug}-2`);
  });

  it("schedules a publication: nothing shows until its moment (a Jalali date and time), then everything does", async () => {
    const draft = await createDraft({ ...draftInput(), title: "همایش سرمایه‌گذاری خطرپذیر", tags: [] });
    const at = jalaliIn(2, "09:00");
    const marks = invalidated.length;
    const scheduled = await act(publish, draft.id, { publish_at: at.text });
    expect(scheduled).toMatchObject({ status: "published", is_public: false, publish_at: at.instant.toISOString() });
    expect(invalidated.length).toBe(marks);
    expect(await publicView(draft.slug, "همایش سرمایه‌گذاری خطرپذیر")).toEqual(HIDDEN);
    const waiting = (await (await call(editor, list, { query: "?status=scheduled" })).json()) as AdminEventListItem[];
    expect(waiting.map((e) => e.id)).toEqual([draft.id]);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(at.instant.getTime() + 60_000));
    expect(await publicView(draft.slug, "همایش سرمایه‌گذاری خطرپذیر")).toEqual(SHOWN);
    // Two days on, the desk says so too (signed in afresh: the first session's token has expired by then).
    const later = await staffAccount(db(), "editor");
    expect(((await (await call(later, readOne, { params: { id: draft.id } })).json()) as AdminEvent).is_public).toBe(
      true,
    );
  });

  it("unpublishes and archives: the event leaves every public place", async () => {
    const first = await createDraft({ ...draftInput(), title: "دورهمی طراحان محصول", tags: [] });
    const second = await createDraft({ ...draftInput(), title: "گفت‌وگوی بنیان‌گذاران", tags: [] });
    await act(publish, first.id);
    await act(publish, second.id);
    expect(await publicView(first.slug, "دورهمی طراحان محصول")).toEqual(SHOWN);

    const marks = invalidated.length;
    const unpublished = await act(unpublish, first.id);
    expect(unpublished).toMatchObject({ status: "draft", is_public: false });
    expect(invalidated.slice(marks)).toContainEqual(["event", `event:${first.id}`]);
    expect(await publicView(first.slug, "دورهمی طراحان محصول")).toEqual(HIDDEN);

    const archived = await act(archive, second.id);
    expect(archived).toMatchObject({ status: "archived", is_public: false });
    expect(await publicView(second.slug, "گفت‌وگوی بنیان‌گذاران")).toEqual(HIDDEN);
    const inArchive = (await (await call(editor, list, { query: "?status=archived" })).json()) as AdminEventListItem[];
    expect(inArchive.map((e) => e.id)).toContain(second.id);
  });

  it("keeps a changed slug answering: the API finds the event by its old slug and the page redirects permanently", async () => {
    const draft = await createDraft({ ...draftInput(), title: "مسابقه ایده‌پردازی کشاورزی", tags: [] });
    await act(publish, draft.id);
    const oldSlug = draft.slug;
    const moved = await call(editor, patch, {
      params: { id: draft.id },
      method: "PATCH",
      body: { slug: "agri-ideathon-۱۴۰۵", version: 2 },
    });
    expect(moved.status).toBe(200);
    const updated = (await moved.json()) as AdminEvent;
    expect(updated).toMatchObject({
      slug: "agri-ideathon-1405",
      url: "/events/agri-ideathon-1405",
      former_slugs: [oldSlug],
      version: 3,
    });

    const byOld = await publicGet(eventBySlug, `event/slug?slug=${encodeURIComponent(oldSlug)}`);
    expect(byOld.status).toBe(200);
    expect(((await byOld.json()) as EventDetail).slug).toBe("agri-ideathon-1405");
    expect((await publicView("agri-ideathon-1405", "مسابقه ایده‌پردازی کشاورزی")).listed).toBe(true);

    // The page asked for the old slug answers 308 to the new address; the current slug renders.
    let redirect: unknown;
    try {
      redirectToCurrentSlug(oldSlug, updated.slug, (slug) => `/events/${slug}`);
    } catch (error) {
      redirect = error;
    }
    expect(String((redirect as { digest?: string }).digest)).toContain(";/events/agri-ideathon-1405;308");
    expect(() => redirectToCurrentSlug(updated.slug, updated.slug, (slug) => `/events/${slug}`)).not.toThrow();

    // The old slug stays reserved for its event: another event cannot take it.
    const other = await createDraft({ ...draftInput(), title: "رویداد دیگری برای آزمون نامک", tags: [] });
    const taken = await call(editor, patch, {
      params: { id: other.id },
      method: "PATCH",
      body: { slug: oldSlug, version: other.version },
    });
    expect(taken.status).toBe(422);
    expect(await taken.json()).toEqual([{ field: "slug", message: SLUG_TAKEN_MESSAGE }]);
  });

  it("refuses an edit made against a version someone else has already changed (409)", async () => {
    const draft = await createDraft({ ...draftInput(), title: "کلاس بازاریابی محتوا", tags: [] });
    expect(
      (
        await call(editor, patch, {
          params: { id: draft.id },
          method: "PATCH",
          body: { summary: "نسخه همکار اول از خلاصه این رویداد.", version: 1 },
        })
      ).status,
    ).toBe(200);
    const stale = await call(admin, patch, {
      params: { id: draft.id },
      method: "PATCH",
      body: { summary: "نسخه همکار دوم که دیر رسید.", version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toBe(STALE_CONTENT_MESSAGE);
    const [row] = await db().select().from(events).where(eq(events.id, draft.id));
    expect(row).toMatchObject({ summary: "نسخه همکار اول از خلاصه این رویداد.", version: 2 });
  });

  it("keeps the gallery in the order the editor put it, on the public page too; a picture never uploaded is refused", async () => {
    const art = (n: number) => `/media/art/gallery/ordered-${n}.svg`;
    const draft = await createDraft({
      ...draftInput(),
      title: "نمایشگاه عکس کرمان",
      tags: [],
      gallery: [
        { image: art(1), caption: "ورودی نمایشگاه" },
        { image: art(2), caption: "دیوار عکس‌ها" },
      ],
    });
    expect(draft.gallery).toEqual([
      { image: art(1), caption: "ورودی نمایشگاه" },
      { image: art(2), caption: "دیوار عکس‌ها" },
    ]);
    const reordered = await act(patch, draft.id, {
      gallery: [
        { image: art(2), caption: "دیوار عکس‌ها" },
        { image: art(1), caption: "ورودی نمایشگاه" },
      ],
      version: 1,
    });
    expect(reordered.gallery.map((picture: { image: string }) => picture.image)).toEqual([art(2), art(1)]);
    await act(publish, draft.id, { version: 2 });
    const detail = (await (
      await publicGet(eventBySlug, `event/slug?slug=${encodeURIComponent(draft.slug)}&expand=galleryFiles`)
    ).json()) as EventDetail;
    expect(detail.galleryFiles!.map((picture) => picture.caption)).toEqual(["دیوار عکس‌ها", "ورودی نمایشگاه"]);

    const never = `/api/v1/media/images/img-${"e".repeat(32)}-1200x675.webp`;
    const refused = await call(editor, patch, {
      params: { id: draft.id },
      method: "PATCH",
      body: { gallery: [{ image: never, caption: "تصویری که نیست" }], version: 3 },
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as Array<{ field: string }>).map((e) => e.field)).toEqual(["gallery.0.image"]);
    const noCaption = await call(editor, patch, {
      params: { id: draft.id },
      method: "PATCH",
      body: { gallery: [{ image: art(1), caption: "" }], version: 3 },
    });
    expect(((await noCaption.json()) as Array<{ field: string }>).map((e) => e.field)).toEqual(["gallery.0.caption"]);
  });

  /** The public answer for the event's slug with these expansions. */
  const publicDetail = async (slug: string, expand: string) =>
    (await (
      await publicGet(eventBySlug, `event/slug?slug=${encodeURIComponent(slug)}&expand=${expand}`)
    ).json()) as EventDetail;

  it("sets the organizer the page and its JSON-LD show, from the site's organizers; clearing it clears the page's; an unknown one is refused", async () => {
    expect((await call(reviewer, choices)).status).toBe(403);
    const offered = (await (await call(editor, choices)).json()) as AdminEventChoices;
    const park = offered.organizers.find((o) => o.name === "پارک علم و فناوری کرمان")!;
    expect(park.logo).toMatch(/^\/media\/art\/logo\//);
    const draft = await createDraft({
      ...draftInput(),
      title: "روز فناوری پارک",
      tags: [],
      organizer_id: String(park.id),
    });
    expect(draft.organizer_id).toBe(park.id);
    const previewed = (await (
      await call(editor, preview, { params: { id: draft.id }, query: "?expand=organizerInfo" })
    ).json()) as EventDetail;
    expect(previewed.organizerInfo).toMatchObject({
      id: park.id,
      name: "پارک علم و فناوری کرمان",
      website: "https://kstp.ir",
    });
    await act(publish, draft.id);
    expect((await publicDetail(draft.slug, "organizerInfo")).organizerInfo?.name).toBe("پارک علم و فناوری کرمان");

    const marks = invalidated.length;
    const cleared = await act(patch, draft.id, { organizer_id: null, version: 2 });
    expect(cleared.organizer_id).toBeNull();
    expect(invalidated.slice(marks)).toContainEqual(["event", `event:${draft.id}`]);
    expect((await publicDetail(draft.slug, "organizerInfo")).organizerInfo).toBeNull();
    const [audited] = (await auditOf(draft.id)).slice(-1);
    expect(audited!.before).toMatchObject({ organizer_id: park.id });
    expect(audited!.after).toMatchObject({ organizer_id: null });
    const restored = await call(editor, restore, { params: { id: draft.id, version: 2 }, body: { version: 3 } });
    expect(((await restored.json()) as AdminEvent).organizer_id).toBe(park.id);

    const [last] = await db().select({ id: organizers.id }).from(organizers).orderBy(desc(organizers.id)).limit(1);
    const unknown = await call(editor, patch, {
      params: { id: draft.id },
      method: "PATCH",
      body: { organizer_id: last!.id + 1, version: 4 },
    });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual([{ field: "organizer_id", message: UNKNOWN_ORGANIZER_MESSAGE }]);
    const malformed = await call(editor, patch, {
      params: { id: draft.id },
      method: "PATCH",
      body: { organizer_id: "یک", version: 4 },
    });
    expect(((await malformed.json()) as Array<{ field: string }>).map((e) => e.field)).toEqual(["organizer_id"]);
  });

  it("keeps the sponsors in the editor's order on the public page, a drawn logo for one without; a logo never uploaded or not square is refused", async () => {
    const logo = "/media/art/logo/kerman-bank.svg";
    const draft = await createDraft({
      ...draftInput(),
      title: "جشنواره استارتاپی کرمان",
      tags: [],
      sponsors: [
        { name: "بانک توسعه کرمان", level: "حامی اصلی", logo, website: "https://bank.example.ir" },
        { name: "رادیو جوان", level: "حامی رسانه‌ای", website: "" },
      ],
    });
    expect(draft.sponsors).toEqual([
      { name: "بانک توسعه کرمان", level: "حامی اصلی", logo, website: "https://bank.example.ir" },
      {
        name: "رادیو جوان",
        level: "حامی رسانه‌ای",
        logo: expect.stringMatching(/^\/media\/art\/logo\//),
        website: null,
      },
    ]);
    await act(publish, draft.id);
    expect((await publicDetail(draft.slug, "sponsors")).sponsors?.map((s) => [s.name, s.level, s.website])).toEqual([
      ["بانک توسعه کرمان", "حامی اصلی", "https://bank.example.ir"],
      ["رادیو جوان", "حامی رسانه‌ای", null],
    ]);

    const marks = invalidated.length;
    const reordered = await act(patch, draft.id, { sponsors: [draft.sponsors[1], draft.sponsors[0]], version: 2 });
    expect(reordered.sponsors.map((s) => s.name)).toEqual(["رادیو جوان", "بانک توسعه کرمان"]);
    expect(invalidated.slice(marks)).toContainEqual(["event", `event:${draft.id}`]);
    expect((await publicDetail(draft.slug, "sponsors")).sponsors?.map((s) => s.name)).toEqual([
      "رادیو جوان",
      "بانک توسعه کرمان",
    ]);
    expect((await auditOf(draft.id)).at(-1)!.before).toMatchObject({
      sponsors: [{ name: "بانک توسعه کرمان" }, { name: "رادیو جوان" }],
    });

    const bad = (sponsor: Record<string, unknown>) =>
      call(editor, patch, { params: { id: draft.id }, method: "PATCH", body: { sponsors: [sponsor], version: 3 } });
    const never = await bad({
      name: "حامی بی‌نشان",
      level: "حامی",
      logo: `/api/v1/media/images/img-${"f".repeat(32)}-148x148.webp`,
    });
    expect(never.status).toBe(422);
    expect(await never.json()).toEqual([{ field: "sponsors.0.logo", message: IMAGE_NOT_UPLOADED_MESSAGE }]);
    const wide = await bad({
      name: "حامی پهن",
      level: "حامی",
      logo: `/api/v1/media/images/img-${"f".repeat(32)}-1200x675.webp`,
    });
    expect(await wide.json()).toEqual([{ field: "sponsors.0.logo", message: SPONSOR_LOGO_NOT_SQUARE_MESSAGE }]);
    const typos = await bad({ name: "ب", level: "", website: "javascript:alert(1)" });
    expect(((await typos.json()) as Array<{ field: string }>).map((e) => e.field).sort()).toEqual([
      "sponsors.0.level",
      "sponsors.0.name",
      "sponsors.0.website",
    ]);
    expect((await publicDetail(draft.slug, "sponsors")).sponsors).toHaveLength(2);
  });

  it("gives a session one of the site's presenters, shown as its eventPresenter; changing it drops the page's cache; an unknown one is refused on its session", async () => {
    const offered = (await (await call(editor, choices)).json()) as AdminEventChoices;
    const sara = offered.presenters.find((p) => p.name === "دکتر سارا محمدی")!;
    const ali = offered.presenters.find((p) => p.name === "علی رضایی")!;
    const session = (presenter: unknown) => ({
      title: "ارائه اصلی",
      starts_at: start.text,
      ends_at: end.text,
      presenter_id: presenter,
    });
    const draft = await createDraft({
      ...draftInput(),
      title: "نشست یادگیری ماشین",
      tags: [],
      sessions: [session(toPersianDigits(sara.id))],
    });
    expect(draft.sessions[0]!.presenter_id).toBe(sara.id);
    await act(publish, draft.id);
    const shown = await publicDetail(draft.slug, "eventTimes,eventTimes.eventPresenter");
    expect(shown.eventTimes?.[0]?.eventPresenter).toMatchObject({
      id: sara.id,
      name: "دکتر سارا محمدی",
      title: "پژوهشگر یادگیری ماشین",
    });

    const marks = invalidated.length;
    await act(patch, draft.id, { sessions: [session(ali.id)], version: 2 });
    expect(invalidated.slice(marks)).toContainEqual(["event", `event:${draft.id}`]);
    expect(
      (await publicDetail(draft.slug, "eventTimes,eventTimes.eventPresenter")).eventTimes?.[0]?.eventPresenter?.name,
    ).toBe("علی رضایی");

    const missing = Math.max(...offered.presenters.map((p) => p.id)) + 1;
    const unknown = await call(editor, patch, {
      params: { id: draft.id },
      method: "PATCH",
      body: { sessions: [session(ali.id), session(missing)], version: 3 },
    });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual([{ field: "sessions.1.presenter_id", message: UNKNOWN_PRESENTER_MESSAGE }]);
  });

  it("creates a tag (reused by its name in any spelling), an organizer and a presenter from the form: offered at once, on the public page once an event using them is published", async () => {
    const post = (handler: Handler, body: unknown, account: Account = editor) => call(account, handler, { body });
    for (const handler of [createTagRoute, createOrganizerRoute, createPresenterRoute])
      expect((await post(handler, { name: "چیزی تازه" }, reviewer)).status).toBe(403);

    const tagResponse = await post(createTagRoute, { name: "  اینترنت   اشیا ۴٫۰ " });
    expect(tagResponse.status).toBe(201);
    const tag = (await tagResponse.json()) as { slug: string; name: string };
    expect(tag.name).toBe("اینترنت اشیا ۴٫۰");
    // The same words with Arabic ي, Latin digits and a half-space: the same tag, not a second one.
    const again = await post(createTagRoute, { name: "اينترنت\u200cاشیا 4٫0" });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(tag);
    expect(((await (await post(createTagRoute, { name: "هوش  مصنوعي" })).json()) as { slug: string }).slug).toBe("ai");

    // A logo the desk uploaded (its text alternative kept with it), as POST …/images leaves it.
    const key = `img-${"a".repeat(32)}`;
    await db()
      .insert(contentImages)
      .values({ key, purpose: "logo", alt: "نشان مدرسه رباتیک کرمان", width: 148, height: 148, bytes: 900 });
    const logo = `/api/v1/media/images/${key}-148x148.webp`;
    const organizerResponse = await post(createOrganizerRoute, { name: "مدرسه رباتیک کرمان", logo });
    expect(organizerResponse.status).toBe(201);
    const organizer = (await organizerResponse.json()) as { id: number; name: string; logo: string };
    expect(organizer).toMatchObject({ name: "مدرسه رباتیک کرمان", logo });
    const presenterResponse = await post(createPresenterRoute, { name: "مهندس نیما کاظمی", title: "" });
    expect(presenterResponse.status).toBe(201);
    const presenter = (await presenterResponse.json()) as { id: number; avatar: string };
    expect(presenter.avatar).toMatch(/^\/media\/art\/avatar\//);

    const offered = (await (await call(editor, choices)).json()) as AdminEventChoices;
    expect(offered.tags.filter((t) => t.name === tag.name)).toEqual([tag]);
    expect(offered.organizers).toContainEqual(organizer);
    expect(offered.presenters).toContainEqual({ id: presenter.id, name: "مهندس نیما کاظمی", title: "" });
    const created = await db().select().from(auditLog).where(eq(auditLog.action, "content.organizer.create"));
    expect(created.at(-1)).toMatchObject({ entityId: String(organizer.id), before: null, after: organizer });
    expect(AUDIT_ACTIONS["content.organizer.create"]).toBe("ساخت برگزارکننده رویداد");

    const session = { title: "ساخت حسگر دما", starts_at: start.text, ends_at: end.text, presenter_id: presenter.id };
    const draft = await createDraft({
      ...draftInput(),
      title: "کارگاه اینترنت اشیا",
      tags: [tag.slug],
      organizer_id: organizer.id,
      sessions: [session],
    });
    await act(publish, draft.id);
    const shown = await publicDetail(draft.slug, "tags,organizerInfo,eventTimes,eventTimes.eventPresenter");
    expect(shown.tags?.map((t) => t.name)).toEqual(["اینترنت اشیا ۴٫۰"]);
    expect(shown.organizerInfo).toMatchObject({ id: organizer.id, name: "مدرسه رباتیک کرمان", logo });
    expect(shown.eventTimes?.[0]?.eventPresenter).toMatchObject({ id: presenter.id, name: "مهندس نیما کاظمی" });
    const publicTags = (await (await publicGet(eventTags, "event/tags")).json()) as Array<{ slug: string }>;
    expect(publicTags.map((t) => t.slug)).toContain(tag.slug);

    const wide = await post(createOrganizerRoute, {
      name: "نشان پهن",
      logo: `/api/v1/media/images/img-${"b".repeat(32)}-1200x675.webp`,
    });
    expect(wide.status).toBe(422);
    expect(await wide.json()).toEqual([{ field: "logo", message: SQUARE_PICTURE_EXPECTED_MESSAGE }]);
    const never = await post(createPresenterRoute, {
      name: "چهره گمشده",
      avatar: `/api/v1/media/images/img-${"c".repeat(32)}-148x148.webp`,
    });
    expect(await never.json()).toEqual([{ field: "avatar", message: IMAGE_NOT_UPLOADED_MESSAGE }]);
    const blank = await post(createTagRoute, { name: " " });
    expect(blank.status).toBe(422);
    expect(((await blank.json()) as Array<{ field: string; message: string }>)[0]).toMatchObject({
      field: "name",
      message: expect.stringMatching(/برچسب/),
    });
  });

  it("answers a half-filled session or moment with 422 on its field, never a 500", async () => {
    const draft = await createDraft({ ...draftInput(), title: "کارگاه برنامه نیمه‌کاره", tags: [] });
    const halfSession = await call(editor, patch, {
      params: { id: draft.id },
      method: "PATCH",
      body: { sessions: [{ title: "بخش اول", starts_at: "1405/09/10 10:00", ends_at: "" }], version: 1 },
    });
    expect(halfSession.status).toBe(422);
    expect(((await halfSession.json()) as Array<{ field: string }>).map((e) => e.field)).toEqual([
      "sessions.0.ends_at",
    ]);
    const badEnd = await call(editor, patch, {
      params: { id: draft.id },
      method: "PATCH",
      body: { starts_at: "1405/09/10 10:00", ends_at: "فردا", version: 1 },
    });
    expect(badEnd.status).toBe(422);
    expect(((await badEnd.json()) as Array<{ field: string }>).map((e) => e.field)).toEqual(["ends_at"]);
  });

  it("lists every version and restores an earlier one, on the public page too", async () => {
    const draft = await createDraft({ ...draftInput(), title: "نشست تجربه شکست", tags: ["startup"] });
    await act(publish, draft.id);
    const edited = await act(patch, draft.id, {
      title: "نشست تجربه شکست و برخاستن",
      description: "متنی تازه برای توضیحات این نشست که بعداً پشیمان شدیم.",
      tags: [],
      version: 2,
    });
    expect(edited.version).toBe(3);

    const history = (await (await call(editor, versions, { params: { id: draft.id } })).json()) as ContentVersionItem[];
    expect(history.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(history.at(-1)!.data).toMatchObject({ title: "نشست تجربه شکست", status: "draft", tags: ["startup"] });
    expect(history[0]!.actor?.name).toContain("ویراستار");

    const restoredResponse = await call(editor, restore, {
      params: { id: draft.id, version: 1 },
      body: { version: 3 },
    });
    expect(restoredResponse.status).toBe(200);
    const restored = (await restoredResponse.json()) as AdminEvent;
    expect(restored).toMatchObject({
      title: "نشست تجربه شکست",
      description: draft.description,
      tags: ["startup"],
      status: "published",
      version: 4,
    });
    const shown = (await (
      await publicGet(eventBySlug, `event/slug?slug=${encodeURIComponent(draft.slug)}`)
    ).json()) as EventDetail;
    expect(shown.title).toBe("نشست تجربه شکست");
    expect((await call(editor, restore, { params: { id: draft.id, version: 99 }, body: {} })).status).toBe(404);
  });

  it("keeps the state content had before its first edit in the desk, so seeded events can be restored too", async () => {
    const [seeded] = await db().select().from(events).where(eq(events.slug, "ai-meetup-kerman"));
    const edited = await act(patch, seeded!.id, { title: "عنوانی که اشتباه نوشته شد", version: seeded!.version });
    expect(edited.title).toBe("عنوانی که اشتباه نوشته شد");
    const history = (await (
      await call(editor, versions, { params: { id: seeded!.id } })
    ).json()) as ContentVersionItem[];
    expect(history.map((v) => [v.version, v.data.title])).toEqual([
      [seeded!.version + 1, "عنوانی که اشتباه نوشته شد"],
      [seeded!.version, seeded!.title],
    ]);
    const restoring = await call(admin, restore, { params: { id: seeded!.id, version: seeded!.version }, body: {} });
    expect(restoring.status).toBe(200);
    expect(((await restoring.json()) as AdminEvent).title).toBe(seeded!.title);
  });

  it("writes every change to the audit log with who, before and after", async () => {
    const draft = await createDraft({ ...draftInput(), title: "جلسه پرسش و پاسخ حقوقی استارتاپ‌ها", tags: [] });
    await act(patch, draft.id, { capacity: "۶۰", version: 1 });
    await act(publish, draft.id);
    const entries = await auditOf(draft.id);
    expect(entries.map((e) => e.action)).toEqual([
      "content.event.create",
      "content.event.update",
      "content.event.publish",
    ]);
    expect(entries.every((e) => e.actorId === editor.id)).toBe(true);
    expect(entries[0]!.before).toBeNull();
    expect(entries[0]!.after).toMatchObject({ title: "جلسه پرسش و پاسخ حقوقی استارتاپ‌ها", status: "draft" });
    expect(entries[1]!.before).toMatchObject({ capacity: 40, version: 1 });
    expect(entries[1]!.after).toMatchObject({ capacity: 60, version: 2 });
    expect(entries[2]!.before).toMatchObject({ status: "draft" });
    expect(entries[2]!.after).toMatchObject({ status: "published" });
  });

  it("answers mistakes field by field in Persian", async () => {
    const response = await call(editor, create, {
      body: {
        ...draftInput(),
        title: "",
        capacity: "چهل",
        price: "-۱",
        slug: "Bad Slug!",
        starts_at: "۱۴۰۵/۱۳/۰۱ ۱۸:۰۰",
        online_url: "javascript:alert(1)",
      },
    });
    expect(response.status).toBe(422);
    const errors = (await response.json()) as Array<{ field: string; message: string }>;
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: "title", message: "عنوان رویداد الزامی است" },
        { field: "capacity", message: "ظرفیت فقط می‌تواند شامل اعداد باشد" },
        { field: "price", message: "مقدار هزینه ثبت‌نام (ریال) باید ۰ یا بیشتر باشد" },
        { field: "slug", message: SLUG_MESSAGE },
        { field: "starts_at", message: "زمان شروع رویداد معتبر نیست؛ تاریخ و ساعت را مانند ۱۴۰۵/۰۹/۱۰ ۱۸:۳۰ بنویسید." },
        { field: "online_url", message: "نشانی برگزاری آنلاین باید یک نشانی وب معتبر باشد (با https://)." },
      ]),
    );
    const backwards = await call(editor, create, { body: { ...draftInput(), ends_at: jalaliIn(9, "10:00").text } });
    expect(backwards.status).toBe(422);
    expect(await backwards.json()).toEqual([{ field: "ends_at", message: "زمان پایان باید بعد از زمان شروع باشد." }]);
    const unknownTag = await call(editor, create, { body: { ...draftInput(), tags: ["no-such-tag"] } });
    expect(unknownTag.status).toBe(422);
    expect(await unknownTag.json()).toEqual([{ field: "tags", message: "برچسب «no-such-tag» در سایت نیست." }]);
    const [seeded] = await db().select().from(events).limit(1);
    const noVersion = await call(editor, patch, {
      params: { id: seeded!.id },
      method: "PATCH",
      body: { title: "عنوانی بی‌نسخه" },
    });
    expect(noVersion.status).toBe(422);
    expect(await noVersion.json()).toEqual([{ field: "version", message: "نسخه محتوا معتبر نیست." }]);
  });
});
