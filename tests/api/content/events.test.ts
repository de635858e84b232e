// The content desk's events (issue 14) on a database seeded with the demo events: the role matrix;
// an editor creates a draft (Persian digits and a Jalali date accepted) that the public list, the
// page's slug lookup, search and the sitemap do not show; publishing shows it in all four and drops
// the cached answers; a publication scheduled for later shows nothing until its moment;
// unpublishing and archiving take it off again; a changed slug still finds the event (and the page
// redirects permanently); an edit against a stale version is refused (409). Its relations:
// events-relations.test.ts; versions, the audit log and Persian 422s: events-history.test.ts.
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { POST as archive } from "@/app/api/v1/admin/content/events/[id]/archive/route";
import { POST as publish } from "@/app/api/v1/admin/content/events/[id]/publish/route";
import { GET as preview } from "@/app/api/v1/admin/content/events/[id]/preview/route";
import { GET as readOne, PATCH as patch } from "@/app/api/v1/admin/content/events/[id]/route";
import { POST as unpublish } from "@/app/api/v1/admin/content/events/[id]/unpublish/route";
import { GET as list, POST as create } from "@/app/api/v1/admin/content/events/route";
import { GET as eventBySlug } from "@/app/api/v1/event/slug/route";
import { redirectToCurrentSlug } from "@/lib/canonical-slug";
import { events } from "@/server/db/schema";
import { STALE_CONTENT_MESSAGE } from "@/server/events/desk";
import { SLUG_TAKEN_MESSAGE } from "@/server/publishing/slugs";
import { NOT_ALLOWED_MESSAGE } from "@/server/staff/access";
import type { AdminEvent, AdminEventListItem, EventDetail } from "@/shared/types/events";
import { staffAccount } from "../../support/staff";
import {
  call,
  draftInput,
  end,
  eventDeskSuite,
  HIDDEN,
  invalidated,
  jalaliIn,
  publicGet,
  publicView,
  SHOWN,
  start,
  TITLE,
} from "../../support/content-events";

describe("the content desk's events", () => {
  const { db, who, createDraft, act } = eventDeskSuite();

  it("lets editors and admins in, and no one else", async () => {
    expect((await call(null, list)).status).toBe(401);
    expect((await call(who.user, list)).status).toBe(403);
    const refused = await call(who.reviewer, list);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(NOT_ALLOWED_MESSAGE);
    expect((await call(who.editor, list)).status).toBe(200);
    const adminList = await call(who.admin, list, { query: "?per-page=5" });
    expect(adminList.status).toBe(200);
    expect(adminList.headers.get("x-pagination-total-count")).toBe("13");
    expect(
      ((await adminList.json()) as AdminEventListItem[]).every((e) => e.status === "published" && e.is_public),
    ).toBe(true);

    const before = await db().select({ id: events.id }).from(events);
    expect((await call(who.reviewer, create, { body: draftInput() })).status).toBe(403);
    expect((await call(who.user, create, { body: draftInput() })).status).toBe(403);
    expect(await db().select({ id: events.id }).from(events)).toHaveLength(before.length);
    const [seeded] = before;
    expect(
      (
        await call(who.reviewer, patch, {
          params: { id: seeded!.id },
          method: "PATCH",
          body: { title: "عنوان دستکاری‌شده", version: 1 },
        })
      ).status,
    ).toBe(403);
    expect((await call(who.reviewer, unpublish, { params: { id: seeded!.id }, body: {} })).status).toBe(403);
    expect((await call(who.reviewer, readOne, { params: { id: seeded!.id } })).status).toBe(403);
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
    const shown = await call(who.editor, preview, { params: { id: draft.id }, query: "?expand=eventTimes,tags" });
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
    expect((await call(who.reviewer, preview, { params: { id: draft.id } })).status).toBe(403);
    expect((await call(null, preview, { params: { id: draft.id } })).status).toBe(401);
    // Nothing public changed, so no cached answer is dropped.
    expect(invalidated.length).toBe(marks);
    const drafts = (await (await call(who.editor, list, { query: "?status=draft" })).json()) as AdminEventListItem[];
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
    const waiting = (await (
      await call(who.editor, list, { query: "?status=scheduled" })
    ).json()) as AdminEventListItem[];
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
    const inArchive = (await (
      await call(who.editor, list, { query: "?status=archived" })
    ).json()) as AdminEventListItem[];
    expect(inArchive.map((e) => e.id)).toContain(second.id);
  });

  it("keeps a changed slug answering: the API finds the event by its old slug and the page redirects permanently", async () => {
    const draft = await createDraft({ ...draftInput(), title: "مسابقه ایده‌پردازی کشاورزی", tags: [] });
    await act(publish, draft.id);
    const oldSlug = draft.slug;
    const moved = await call(who.editor, patch, {
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
    const taken = await call(who.editor, patch, {
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
        await call(who.editor, patch, {
          params: { id: draft.id },
          method: "PATCH",
          body: { summary: "نسخه همکار اول از خلاصه این رویداد.", version: 1 },
        })
      ).status,
    ).toBe(200);
    const stale = await call(who.admin, patch, {
      params: { id: draft.id },
      method: "PATCH",
      body: { summary: "نسخه همکار دوم که دیر رسید.", version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toBe(STALE_CONTENT_MESSAGE);
    const [row] = await db().select().from(events).where(eq(events.id, draft.id));
    expect(row).toMatchObject({ summary: "نسخه همکار اول از خلاصه این رویداد.", version: 2 });
  });
});
