// The content desk's home counts (GET /api/v1/admin/content/counts): every kind in all and by
// state, as its list's state filters count them, after a draft, a scheduled publish and an archive.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as counts } from "@/app/api/v1/admin/content/counts/route";
import { POST as archive } from "@/app/api/v1/admin/content/pages/[id]/archive/route";
import { POST as publish } from "@/app/api/v1/admin/content/pages/[id]/publish/route";
import { GET as pageList, POST as createPage } from "@/app/api/v1/admin/content/pages/route";
import { seedContentPages } from "@/server/seed/pages";
import { COUNTED_CONTENT_KINDS, type CountedContentKind } from "@/shared/content";
import type { ContentStateCounts } from "@/shared/types/content";
import type { AdminContentPage } from "@/shared/types/pages";
import { SCHEDULED, answeredWith, deskCaller, recordInvalidations } from "../../support/content-desk";
import { withFreshDatabase } from "../../support/database";
import { staffAccount, userAccount, type Account } from "../../support/staff";

const BODY = [
  "## رزرو اتاق",
  "",
  "اتاق جلسه را تا **۲ ساعت** پیش از زمان آن رزرو کنید؛",
  "رزرو با پیامک تأیید می‌شود.",
].join("\n");

const call = deskCaller("admin/content/counts", "10.79.0.9");
recordInvalidations();

describe("the content desk's counts", () => {
  const database = withFreshDatabase();
  const db = () => database.handle().db;
  let editor: Account, reviewer: Account, user: Account;

  beforeAll(async () => {
    await seedContentPages(db());
    [editor, reviewer, user] = await Promise.all([
      staffAccount(db(), "editor"),
      staffAccount(db(), "reviewer"),
      userAccount(),
    ]);
  });

  const read = () => answeredWith<Record<CountedContentKind, ContentStateCounts>>(call(editor, counts));
  /** What the pages list says for a state, the total it answers in X-Pagination-Total-Count. */
  const listed = async (status?: string) =>
    Number(
      (await call(editor, pageList, { query: `?per-page=1${status ? `&status=${status}` : ""}` })).headers.get(
        "x-pagination-total-count",
      ),
    );

  it("counts every kind, each state as its list filters it", async () => {
    const before = await read();
    expect(Object.keys(before).sort()).toEqual([...COUNTED_CONTENT_KINDS].sort());
    expect(before.pages.all).toBeGreaterThan(0);

    const create = (title: string) =>
      answeredWith<AdminContentPage>(
        call(editor, createPage, {
          body: { title, summary: "صفحه‌ای برای شمردن وضعیت‌های محتوا در میز.", body: BODY },
        }),
        201,
      );
    await create("صفحه پیش‌نویس شمارش");
    const scheduled = await create("صفحه زمان‌بندی‌شده شمارش");
    await answeredWith(
      call(editor, publish, {
        params: { id: scheduled.id },
        body: { publish_at: SCHEDULED.text, version: scheduled.version },
      }),
    );
    const archived = await create("صفحه بایگانی شمارش");
    await answeredWith(call(editor, archive, { params: { id: archived.id }, body: { version: archived.version } }));

    const after = await read();
    expect(after.pages).toEqual({
      all: before.pages.all + 3,
      draft: before.pages.draft + 1,
      scheduled: before.pages.scheduled + 1,
      published: before.pages.published + 1,
      archived: before.pages.archived + 1,
    });
    expect(after.pages).toEqual({
      all: await listed(),
      draft: await listed("draft"),
      scheduled: await listed("scheduled"),
      published: await listed("published"),
      archived: await listed("archived"),
    });
    expect(after.events).toEqual(before.events);
  });

  it("is for editors and admins: a reviewer gets 403, a member 403, nobody 401", async () => {
    expect((await call(reviewer, counts)).status).toBe(403);
    expect((await call(user, counts)).status).toBe(403);
    expect((await call(null, counts)).status).toBe(401);
  });
});
