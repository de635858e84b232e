// The content desk's events, their history and mistakes (issue 14): a half-filled session or moment
// is a 422 on its field; versions are listed and one is restored (a seeded event's first state
// too); every write is audited with who, before and after; mistakes are answered field by field
// in Persian.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as publish } from "@/app/api/v1/admin/content/events/[id]/publish/route";
import { PATCH as patch } from "@/app/api/v1/admin/content/events/[id]/route";
import { POST as restore } from "@/app/api/v1/admin/content/events/[id]/versions/[version]/restore/route";
import { GET as versions } from "@/app/api/v1/admin/content/events/[id]/versions/route";
import { POST as create } from "@/app/api/v1/admin/content/events/route";
import { GET as eventBySlug } from "@/app/api/v1/event/slug/route";
import { events } from "@/server/db/schema";
import type { ContentVersionItem } from "@/shared/types/content";
import type { AdminEvent, EventDetail } from "@/shared/types/events";
import { SLUG_MESSAGE } from "@/validation/content/fields";
import { call, draftInput, eventDeskSuite, jalaliIn, publicGet } from "../../support/content-events";

describe("the content desk's events, their history and mistakes", () => {
  const { db, who, createDraft, act, auditOf } = eventDeskSuite();

  it("answers a half-filled session or moment with 422 on its field, never a 500", async () => {
    const draft = await createDraft({ ...draftInput(), title: "کارگاه برنامه نیمه‌کاره", tags: [] });
    const halfSession = await call(who.editor, patch, {
      params: { id: draft.id },
      method: "PATCH",
      body: { sessions: [{ title: "بخش اول", starts_at: "1405/09/10 10:00", ends_at: "" }], version: 1 },
    });
    expect(halfSession.status).toBe(422);
    expect(((await halfSession.json()) as Array<{ field: string }>).map((e) => e.field)).toEqual([
      "sessions.0.ends_at",
    ]);
    const badEnd = await call(who.editor, patch, {
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

    const history = (await (
      await call(who.editor, versions, { params: { id: draft.id } })
    ).json()) as ContentVersionItem[];
    expect(history.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(history.at(-1)!.data).toMatchObject({ title: "نشست تجربه شکست", status: "draft", tags: ["startup"] });
    expect(history[0]!.actor?.name).toContain("ویراستار");

    const restoredResponse = await call(who.editor, restore, {
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
    expect((await call(who.editor, restore, { params: { id: draft.id, version: 99 }, body: {} })).status).toBe(404);
  });

  it("keeps the state content had before its first edit in the desk, so seeded events can be restored too", async () => {
    const [seeded] = await db().select().from(events).where(eq(events.slug, "ai-meetup-kerman"));
    const edited = await act(patch, seeded!.id, { title: "عنوانی که اشتباه نوشته شد", version: seeded!.version });
    expect(edited.title).toBe("عنوانی که اشتباه نوشته شد");
    const history = (await (
      await call(who.editor, versions, { params: { id: seeded!.id } })
    ).json()) as ContentVersionItem[];
    expect(history.map((v) => [v.version, v.data.title])).toEqual([
      [seeded!.version + 1, "عنوانی که اشتباه نوشته شد"],
      [seeded!.version, seeded!.title],
    ]);
    const restoring = await call(who.admin, restore, {
      params: { id: seeded!.id, version: seeded!.version },
      body: {},
    });
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
    expect(entries.every((e) => e.actorId === who.editor.id)).toBe(true);
    expect(entries[0]!.before).toBeNull();
    expect(entries[0]!.after).toMatchObject({ title: "جلسه پرسش و پاسخ حقوقی استارتاپ‌ها", status: "draft" });
    expect(entries[1]!.before).toMatchObject({ capacity: 40, version: 1 });
    expect(entries[1]!.after).toMatchObject({ capacity: 60, version: 2 });
    expect(entries[2]!.before).toMatchObject({ status: "draft" });
    expect(entries[2]!.after).toMatchObject({ status: "published" });
  });

  it("answers mistakes field by field in Persian", async () => {
    const response = await call(who.editor, create, {
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
    const backwards = await call(who.editor, create, { body: { ...draftInput(), ends_at: jalaliIn(9, "10:00").text } });
    expect(backwards.status).toBe(422);
    expect(await backwards.json()).toEqual([{ field: "ends_at", message: "زمان پایان باید بعد از زمان شروع باشد." }]);
    const unknownTag = await call(who.editor, create, { body: { ...draftInput(), tags: ["no-such-tag"] } });
    expect(unknownTag.status).toBe(422);
    expect(await unknownTag.json()).toEqual([{ field: "tags", message: "برچسب «no-such-tag» در سایت نیست." }]);
    const [seeded] = await db().select().from(events).limit(1);
    const noVersion = await call(who.editor, patch, {
      params: { id: seeded!.id },
      method: "PATCH",
      body: { title: "عنوانی بی‌نسخه" },
    });
    expect(noVersion.status).toBe(422);
    expect(await noVersion.json()).toEqual([{ field: "version", message: "نسخه محتوا معتبر نیست." }]);
  });
});
