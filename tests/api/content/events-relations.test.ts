// The content desk's events, their relations (issue 14): the gallery and the sponsors keep the
// editor's order on the public page; the organizer and each session's presenter are ones the site
// has, shown on the page; a tag, an organizer and a presenter made from the form are offered at
// once. A picture or logo the desk never uploaded, or of the wrong shape, is refused on its field.
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as publish } from "@/app/api/v1/admin/content/events/[id]/publish/route";
import { GET as preview } from "@/app/api/v1/admin/content/events/[id]/preview/route";
import { PATCH as patch } from "@/app/api/v1/admin/content/events/[id]/route";
import { POST as restore } from "@/app/api/v1/admin/content/events/[id]/versions/[version]/restore/route";
import { GET as choices } from "@/app/api/v1/admin/content/events/choices/route";
import { POST as createOrganizerRoute } from "@/app/api/v1/admin/content/events/choices/organizers/route";
import { POST as createPresenterRoute } from "@/app/api/v1/admin/content/events/choices/presenters/route";
import { POST as createTagRoute } from "@/app/api/v1/admin/content/events/choices/tags/route";
import { GET as eventBySlug } from "@/app/api/v1/event/slug/route";
import { GET as eventTags } from "@/app/api/v1/event/tags/route";
import { AUDIT_ACTIONS } from "@/components/desk/audit-labels";
import { auditLog, contentImages, organizers } from "@/server/db/schema";
import { SQUARE_PICTURE_EXPECTED_MESSAGE } from "@/server/events/choice-creates";
import { UNKNOWN_ORGANIZER_MESSAGE } from "@/server/events/desk";
import { SPONSOR_LOGO_NOT_SQUARE_MESSAGE, UNKNOWN_PRESENTER_MESSAGE } from "@/server/events/desk-relations";
import { IMAGE_NOT_UPLOADED_MESSAGE } from "@/server/media/images";
import { toPersianDigits } from "@/shared/format/digits";
import type { AdminEvent, AdminEventChoices, EventDetail } from "@/shared/types/events";
import type { Account } from "../../support/staff";
import {
  call,
  draftInput,
  end,
  eventDeskSuite,
  invalidated,
  publicGet,
  start,
  type Handler,
} from "../../support/content-events";

describe("the content desk's events, their relations", () => {
  const { db, who, createDraft, act, auditOf, publicDetail } = eventDeskSuite();

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
    const refused = await call(who.editor, patch, {
      params: { id: draft.id },
      method: "PATCH",
      body: { gallery: [{ image: never, caption: "تصویری که نیست" }], version: 3 },
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as Array<{ field: string }>).map((e) => e.field)).toEqual(["gallery.0.image"]);
    const noCaption = await call(who.editor, patch, {
      params: { id: draft.id },
      method: "PATCH",
      body: { gallery: [{ image: art(1), caption: "" }], version: 3 },
    });
    expect(((await noCaption.json()) as Array<{ field: string }>).map((e) => e.field)).toEqual(["gallery.0.caption"]);
  });

  it("sets the organizer the page and its JSON-LD show, from the site's organizers; clearing it clears the page's; an unknown one is refused", async () => {
    expect((await call(who.reviewer, choices)).status).toBe(403);
    const offered = (await (await call(who.editor, choices)).json()) as AdminEventChoices;
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
      await call(who.editor, preview, { params: { id: draft.id }, query: "?expand=organizerInfo" })
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
    const restored = await call(who.editor, restore, { params: { id: draft.id, version: 2 }, body: { version: 3 } });
    expect(((await restored.json()) as AdminEvent).organizer_id).toBe(park.id);

    const [last] = await db().select({ id: organizers.id }).from(organizers).orderBy(desc(organizers.id)).limit(1);
    const unknown = await call(who.editor, patch, {
      params: { id: draft.id },
      method: "PATCH",
      body: { organizer_id: last!.id + 1, version: 4 },
    });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual([{ field: "organizer_id", message: UNKNOWN_ORGANIZER_MESSAGE }]);
    const malformed = await call(who.editor, patch, {
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
      call(who.editor, patch, { params: { id: draft.id }, method: "PATCH", body: { sponsors: [sponsor], version: 3 } });
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
    const offered = (await (await call(who.editor, choices)).json()) as AdminEventChoices;
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
    const unknown = await call(who.editor, patch, {
      params: { id: draft.id },
      method: "PATCH",
      body: { sessions: [session(ali.id), session(missing)], version: 3 },
    });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual([{ field: "sessions.1.presenter_id", message: UNKNOWN_PRESENTER_MESSAGE }]);
  });

  it("creates a tag (reused by its name in any spelling), an organizer and a presenter from the form: offered at once, on the public page once an event using them is published", async () => {
    const post = (handler: Handler, body: unknown, account: Account = who.editor) => call(account, handler, { body });
    for (const handler of [createTagRoute, createOrganizerRoute, createPresenterRoute])
      expect((await post(handler, { name: "چیزی تازه" }, who.reviewer)).status).toBe(403);

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

    const offered = (await (await call(who.editor, choices)).json()) as AdminEventChoices;
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
});
