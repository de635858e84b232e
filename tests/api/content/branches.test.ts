// Workspace branches in the content desk (issue 14) on a database seeded with the site's
// workspaces: the seeded branches stay public; a new branch is a draft no public list shows, with a
// slug made from its name; published, it is listed; a branch taken off the site takes its spaces and
// their plans off the public API and the reservation API refuses it (422 on its field); renaming it
// rewrites its plans' search text; a stale edit is refused (409); a restored version brings its
// fields back; every write is audited; the role checks; Persian 422s (digits of any script).
import { and, asc, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as readPlan } from "@/app/api/v1/admin/content/plans/[id]/route";
import { POST as publishSpace } from "@/app/api/v1/admin/content/spaces/[id]/publish/route";
import { GET as readSpace } from "@/app/api/v1/admin/content/spaces/[id]/route";
import { POST as createSpace } from "@/app/api/v1/admin/content/spaces/route";
import { GET as branchList } from "@/app/api/v1/branch/route";
import { GET as locationList } from "@/app/api/v1/location/route";
import { GET as planView } from "@/app/api/v1/location-plan/[id]/route";
import { GET as planList } from "@/app/api/v1/location-plan/route";
import { POST as reserve } from "@/app/api/v1/reservation/create/route";
import { SLUG_TAKEN_MESSAGE } from "@/server/publishing/slugs";
import { STALE_BRANCH_MESSAGE } from "@/server/workspaces/branches-desk";
import { auditLog, branches, contentVersions, locationPlans, locations, services } from "@/server/db/schema";
import { seededOpenDay, seedWorkspaces } from "@/server/seed/workspaces";
import type { AdminBranch, AdminBranchListItem, AdminPlan, AdminSpace } from "@/shared/types/workspaces";
import type { Branch, Location, LocationPlan } from "@/shared/types/workspaces";
import { solvedCaptcha } from "../../support/captcha";
import { contentDesk } from "../../support/content-lifecycle";
import { IMAGE_NOT_UPLOADED_MESSAGE, WIDE_IMAGE_EXPECTED_MESSAGE } from "@/server/media/images";
import { withFreshDatabase } from "../../support/database";
import { serveApiRoutes, allGetRoutes } from "../../support/page-harness";
import { branchCreateSchema } from "@/validation/content/branch";
import { SLUG_MESSAGE } from "@/validation/content/fields";
import { notStoredImageMessage } from "@/validation/content/image";
import { spaceCreateSchema } from "@/validation/content/workspace";
import { getFrom, postJson, type RouteHandler } from "../../support/http";

async function publicJson<T>(handler: RouteHandler, query = "", id?: number): Promise<T> {
  const response = await getFrom(handler, query, {
    path: "location-plan",
    context: { params: Promise.resolve({ id: String(id ?? "") }) },
  });
  return (await response.json()) as T;
}

/** Where the public API shows a branch, one of its spaces and one of its plans. */
async function offered(branchId: number, spaceId: number, planId: number) {
  const tree = await publicJson<Branch[]>(branchList, "?per-page=50&expand=locations,locations.plans");
  const spaces = await publicJson<Location[]>(locationList, "?per-page=100&expand=plans");
  const plans = await publicJson<LocationPlan[]>(planList, "?per-page=100");
  const view = await getFrom(planView, "", {
    path: `location-plan/${planId}`,
    context: { params: Promise.resolve({ id: String(planId) }) },
  });
  return {
    branch: tree.some((b) => b.id === branchId),
    space: spaces.some((l) => l.id === spaceId),
    plan: plans.some((p) => p.id === planId) || spaces.some((l) => l.plans?.some((p) => p.id === planId)),
    view: view.status,
  };
}

describe("the content desk's workspace branches", () => {
  const database = withFreshDatabase();
  // The /workspaces page reads the API over HTTP, as in production.
  serveApiRoutes(allGetRoutes());
  const db = () => database.handle().db;
  const desk = contentDesk<AdminBranch>({
    path: "branches",
    ip: "10.79.0.8",
    db,
    table: branches,
    audit: "branch",
    staleMessage: STALE_BRANCH_MESSAGE,
  });
  const { accounts, call, act, answered } = desk;
  let seeded: typeof branches.$inferSelect;
  let seededSpace: number, seededPlan: typeof locationPlans.$inferSelect;

  beforeAll(async () => {
    await seedWorkspaces(db());
    [seeded] = (await db().select().from(branches).orderBy(asc(branches.id)).limit(1)) as [
      typeof branches.$inferSelect,
    ];
    const [space] = await db()
      .select()
      .from(locations)
      .where(eq(locations.branchId, seeded.id))
      .orderBy(asc(locations.id))
      .limit(1);
    seededSpace = space!.id;
    [seededPlan] = (await db()
      .select()
      .from(locationPlans)
      .where(eq(locationPlans.locationId, seededSpace))
      .orderBy(asc(locationPlans.id))
      .limit(1)) as [typeof locationPlans.$inferSelect];
  });

  const branchInput = (name = "شعبه باغ نظر"): Record<string, unknown> => ({
    name,
    description: "شعبه‌ای کوچک و آرام در مرکز شهر، کنار باغ نظر.",
    address: "کرمان، خیابان شریعتی، روبه‌روی باغ نظر، پلاک ۱۲",
    city: "کرمان",
    phone: "۰۳۴ ۳۲۲۲ ۱۱۰۰",
    hours: "شنبه تا چهارشنبه ۸ تا ۲۰",
    lat: "۳۰٫۲۸۹۱",
    lng: "57.0712",
    image: "/media/art/branch/bagh-nazar.svg",
    image_alt: "ساختمان آجری شعبه با درختان باغ در کنار آن",
    closed_weekdays: [5],
  });
  const reservation = async (branch: number, space: number, plan: { id: number; serviceId: number }) =>
    postJson(
      reserve,
      {
        user_name: "نیلوفر احمدی",
        user_birthday: "1996-05-14",
        user_activity: "طراحی محصول دیجیتال",
        user_experience: "۴ سال طراحی رابط کاربری",
        user_mobile: "۰۹۱۳۴۵۶۷۸۹۰",
        user_email: "niloofar@example.com",
        service: String(plan.serviceId),
        branch: String(branch),
        location_id: String(space),
        location_plan_id: String(plan.id),
        manager: "",
        topic: "طراحی یک اپلیکیشن گردشگری برای کرمان",
        date: seededOpenDay(3),
        accept: true,
        ...(await solvedCaptcha()),
      },
      { path: "reservation/create" },
    );

  it("lets editors and admins in, and no one else; the seeded branches stay public", async () => {
    await desk.expectStaffOnly({ id: seeded.id, version: 1 }, branchInput(), { name: "دستکاری" });
    const listed = await answered<AdminBranchListItem[]>(call(accounts.admin, "list", { query: "?per-page=100" }));
    expect(listed.length).toBeGreaterThan(1);
    expect(listed.every((b) => b.status === "published" && b.is_public && b.spaces_count > 0)).toBe(true);
    expect((await publicJson<Branch[]>(branchList, "?per-page=50")).length).toBe(listed.length);
  });

  it("opens a seeded branch and its space with alt texts for their pictures, so the desk's form saves them unchanged", async () => {
    const branch = await answered<AdminBranch>(call(accounts.editor, "readOne", { params: { id: seeded.id } }));
    const space = await answered<AdminSpace>(call(accounts.editor, readSpace, { params: { id: seededSpace } }));
    expect(branch.image_alt).toContain(branch.name);
    expect(space.image_alt).toContain(space.name);
    // What the forms check on save (components/desk/content/{branch,space}-form.tsx).
    expect(branchCreateSchema.safeParse({ ...branch, image_alt: branch.image_alt ?? "" }).error?.issues ?? []).toEqual(
      [],
    );
    expect(spaceCreateSchema.safeParse({ ...space, image_alt: space.image_alt ?? "" }).error?.issues ?? []).toEqual([]);
  });

  it("creates a draft branch with a slug from its name that nobody sees; published, it is listed with its fields", async () => {
    const draft = await desk.createDraft(branchInput());
    expect(draft).toMatchObject({
      phone: "034-3222-1100",
      lat: 30.2891,
      lng: 57.0712,
      closed_weekdays: [5],
      status: "draft",
      is_public: false,
      version: 1,
      spaces_count: 0,
    });
    expect(draft.slug).toBe("شعبه-باغ-نظر");
    expect((await publicJson<Branch[]>(branchList, "?per-page=50")).some((b) => b.id === draft.id)).toBe(false);
    // The same name again gets a slug of its own.
    const twin = await desk.createDraft(branchInput());
    expect(twin.slug).not.toBe(draft.slug);

    expect(await act<AdminBranch>("publish", draft.id, { version: 1 })).toMatchObject({
      status: "published",
      is_public: true,
      version: 2,
    });
    const shown = (await publicJson<Branch[]>(branchList, "?per-page=50")).find((b) => b.id === draft.id);
    expect(shown).toMatchObject({
      name: "شعبه باغ نظر",
      image_alt: "ساختمان آجری شعبه با درختان باغ در کنار آن",
      city: "کرمان",
    });

    expect(await act<AdminBranch>("archive", draft.id)).toMatchObject({ status: "archived", is_public: false });
    expect((await publicJson<Branch[]>(branchList, "?per-page=50")).some((b) => b.id === draft.id)).toBe(false);
  });

  it("takes its spaces and plans off the public API and the reservation form when unpublished; the reservation API refuses it", async () => {
    const plan = { id: seededPlan.id, serviceId: seededPlan.serviceId };
    expect(await offered(seeded.id, seededSpace, plan.id)).toEqual({
      branch: true,
      space: true,
      plan: true,
      view: 200,
    });
    const current = await answered<AdminBranch>(call(accounts.editor, "readOne", { params: { id: seeded.id } }));
    await act("unpublish", seeded.id, { version: current.version });
    expect(await offered(seeded.id, seededSpace, plan.id)).toEqual({
      branch: false,
      space: false,
      plan: false,
      view: 404,
    });
    // The desk says why the plan is not offered.
    expect(
      (await answered<AdminPlan>(call(accounts.editor, readPlan, { params: { id: plan.id } }))).location.is_public,
    ).toBe(false);
    const refused = await reservation(seeded.id, seededSpace, plan);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual([{ field: "branch", message: "شعبه انتخاب‌شده پیدا نشد" }]);

    await act("publish", seeded.id);
    expect(await offered(seeded.id, seededSpace, plan.id)).toEqual({
      branch: true,
      space: true,
      plan: true,
      view: 200,
    });
    expect((await reservation(seeded.id, seededSpace, plan)).status).toBe(201);
  });

  it("keeps a new branch's published space off the site until the branch is published; renaming rewrites its plans' search text", async () => {
    const branch = await desk.createDraft(branchInput("شعبه هفت‌باغ"));
    const space = await answered<AdminSpace>(
      call(accounts.editor, createSpace, {
        body: {
          branch_id: branch.id,
          name: "سالن کار هفت‌باغ",
          description: "سالنی روشن برای کار اشتراکی در شعبه تازه.",
          capacity: "۲۰",
          image: "/media/art/space/haft.svg",
          image_alt: "سالنی با میزهای بلند",
        },
      }),
      201,
    );
    // Its own state says published; the desk says its branch is not on the site.
    expect(await act(publishSpace, space.id)).toMatchObject({
      status: "published",
      branch: { id: branch.id, is_public: false },
    });
    const [service] = await db().select().from(services).orderBy(asc(services.id)).limit(1);
    const [plan] = await db()
      .insert(locationPlans)
      .values({
        locationId: space.id,
        serviceId: service!.id,
        title: "میز آزاد هفت‌باغ",
        description: "یک روز کار.",
        period: "day",
        price: 1_000_000,
        capacity: 1,
        searchText: "میز آزاد هفت‌باغ",
      })
      .returning();
    expect(await offered(branch.id, space.id, plan!.id)).toEqual({
      branch: false,
      space: false,
      plan: false,
      view: 404,
    });
    await act("publish", branch.id);
    expect(await offered(branch.id, space.id, plan!.id)).toEqual({ branch: true, space: true, plan: true, view: 200 });
    expect(
      (await answered<AdminSpace>(call(accounts.editor, readSpace, { params: { id: space.id } }))).branch.is_public,
    ).toBe(true);

    await act("patch", branch.id, { name: "شعبه جوپار", version: 2 });
    const found = await publicJson<LocationPlan[]>(planList, `?q=${encodeURIComponent("جوپار")}`);
    expect(found.map((p) => p.id)).toEqual([plan!.id]);
    // The slug stays as it was made.
    expect((await answered<AdminBranch>(call(accounts.editor, "readOne", { params: { id: branch.id } }))).slug).toBe(
      branch.slug,
    );
  });

  it("refuses an edit made against a version someone else has already changed (409), and restores an earlier version", async () => {
    const draft = await desk.createDraft(branchInput("شعبه سیرجان"));
    await desk.expectStaleEditRefused(draft.id, { hours: "همه روزه ۹ تا ۱۸" }, { hours: "همه روزه ۱۰ تا ۱۷" });

    await desk.expectHistory(draft.id, [2, 1]);
    const restored = await desk.restore(draft.id, 1, 2);
    expect(restored).toMatchObject({ hours: "شنبه تا چهارشنبه ۸ تا ۲۰", status: "draft", version: 3 });

    // A branch from before the desk had no alt text: that state can be brought back too.
    await db().update(branches).set({ imageAlt: null }).where(eq(branches.id, seeded.id));
    await db()
      .delete(contentVersions)
      .where(and(eq(contentVersions.entity, "branch"), eq(contentVersions.entityId, seeded.id)));
    const before = await answered<AdminBranch>(call(accounts.editor, "readOne", { params: { id: seeded.id } }));
    await act("patch", seeded.id, {
      phone: "۰۹۱۳۱۲۳۴۵۶۷",
      image_alt: "نمای ساختمان شعبه",
      version: before.version,
    });
    const original = await answered<AdminBranch>(
      call(accounts.editor, "restore", { params: { id: seeded.id, version: before.version }, body: {} }),
    );
    expect(original).toMatchObject({ phone: seeded.phone, image_alt: null, status: "published" });
  });

  it("writes every change to the audit log with before and after, each action named in Persian", async () => {
    const draft = await desk.createDraft(branchInput("شعبه رفسنجان"));
    await act("patch", draft.id, { closed_weekdays: ["4", "5"], version: 1 });
    await act("publish", draft.id);
    await act("unpublish", draft.id);
    const entries = await desk.expectAudited(draft.id, ["create", "update", "publish", "unpublish"]);
    expect(entries[1]).toMatchObject({
      before: { closed_weekdays: [5] },
      after: { closed_weekdays: [4, 5], version: 2 },
    });
  });

  it("edits a branch's slug like other slugs: the old one keeps filtering the public API and /workspaces?branch=old moves to the new one (308)", async () => {
    const before = await answered<AdminBranch>(call(accounts.editor, "readOne", { params: { id: seeded.id } }));
    const oldSlug = before.slug;
    const moved = await act<AdminBranch>("patch", seeded.id, {
      slug: "kerman-science-park",
      version: before.version,
    });
    expect(moved).toMatchObject({
      slug: "kerman-science-park",
      former_slugs: [oldSlug],
      url: "/workspaces?branch=kerman-science-park",
      version: before.version + 1,
    });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "branch"), eq(auditLog.action, "content.branch.update")))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ before: { slug: oldSlug }, after: { slug: "kerman-science-park" } });

    // Shared links with the old slug still filter to the branch's spaces and plans; the branch list names the new slug.
    const byNew = await publicJson<LocationPlan[]>(planList, "?per-page=100&branch=kerman-science-park");
    expect(byNew.some((p) => p.id === seededPlan.id)).toBe(true);
    expect((await publicJson<LocationPlan[]>(planList, `?per-page=100&branch=${oldSlug}`)).map((p) => p.id)).toEqual(
      byNew.map((p) => p.id),
    );
    expect(
      (await publicJson<Location[]>(locationList, `?per-page=100&branch=${oldSlug}`)).some((l) => l.id === seededSpace),
    ).toBe(true);
    expect((await publicJson<Branch[]>(branchList, `?branch=${oldSlug}`)).map((b) => b.slug)).toEqual([
      "kerman-science-park",
    ]);
    const workspacesPage = (await import("@/app/(site)/workspaces/page")).default;
    const redirected = await workspacesPage({
      searchParams: Promise.resolve({ branch: oldSlug, period: "monthly" }),
    }).then(
      () => "rendered",
      (error: { digest?: string }) => error.digest,
    );
    expect(redirected).toBe("NEXT_REDIRECT;replace;/workspaces?branch=kerman-science-park&period=monthly;308;");

    // The old slug stays this branch's: another cannot take it; an empty one leaves the slug as it is.
    const taken = await call(accounts.editor, "create", { body: { ...branchInput("شعبه زرند"), slug: oldSlug } });
    expect(taken.status).toBe(422);
    expect(await taken.json()).toEqual([{ field: "slug", message: SLUG_TAKEN_MESSAGE }]);
    const bad = await call(accounts.editor, "patch", {
      params: { id: seeded.id },
      body: { slug: "شعبه پارک!", version: moved.version },
    });
    expect(((await bad.json()) as Array<{ field: string; message: string }>)[0]).toMatchObject({
      field: "slug",
      message: SLUG_MESSAGE,
    });
    const kept = await act<AdminBranch>("patch", seeded.id, {
      slug: "",
      hours: "همه روزه ۸ تا ۲۲",
      version: moved.version,
    });
    expect(kept.slug).toBe("kerman-science-park");
    // The branch can have its old slug back.
    expect((await act<AdminBranch>("patch", seeded.id, { slug: oldSlug, version: kept.version })).slug).toBe(oldSlug);
    expect((await publicJson<Branch[]>(branchList, "?branch=kerman-science-park")).map((b) => b.slug)).toEqual([
      oldSlug,
    ]);
  });

  it("answers mistakes field by field in Persian", async () => {
    const response = await call(accounts.editor, "create", {
      body: {
        name: "",
        phone: "۱۲۳",
        lat: "۵۱٫۵",
        lng: "یک",
        closed_weekdays: [0, 1, 2, 3, 4, 5, 6],
        image: "/images/x.webp",
      },
    });
    expect(response.status).toBe(422);
    const errors = (await response.json()) as Array<{ field: string; message: string }>;
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: "name", message: "نام شعبه الزامی است" },
        { field: "phone", message: expect.stringContaining("تلفن") },
        { field: "lat", message: expect.stringContaining("عرض جغرافیایی") },
        { field: "lng", message: expect.stringContaining("طول جغرافیایی") },
        { field: "closed_weekdays", message: "شعبه نمی‌تواند همه روزهای هفته تعطیل باشد." },
        { field: "image_alt", message: expect.stringContaining("متن جایگزین تصویر شعبه") },
        // A path of the site that is not one of its stored images (issue 35).
        { field: "image", message: notStoredImageMessage("تصویر شعبه") },
      ]),
    );
    expect(errors.every((e) => /[\u0600-\u06FF]/.test(e.message))).toBe(true);
    const newImage = await call(accounts.editor, "patch", {
      params: { id: seeded.id },
      body: { image: "/media/art/branch/other.svg", version: 1 },
    });
    expect(await newImage.json()).toEqual([
      { field: "image_alt", message: "متن جایگزین تصویر شعبه را بنویسید (آنچه تصویر نشان می‌دهد)." },
    ]);
    const stored = (size: string) => `/api/v1/media/images/img-0123456789abcdef0123456789abcdef-${size}.webp`;
    const notUploaded = await call(accounts.editor, "create", {
      body: { ...branchInput("شعبه بم"), image: stored("1200x675") },
    });
    expect(notUploaded.status).toBe(422);
    expect(await notUploaded.json()).toEqual([{ field: "image", message: IMAGE_NOT_UPLOADED_MESSAGE }]);
    // A square picture (a logo or a face) is not the wide image /workspaces shows.
    const square = await call(accounts.editor, "create", {
      body: { ...branchInput("شعبه بم"), image: stored("296x296") },
    });
    expect(await square.json()).toEqual([{ field: "image", message: WIDE_IMAGE_EXPECTED_MESSAGE }]);
    expect((await call(accounts.editor, "readOne", { params: { id: 999_999 } })).status).toBe(404);
  });
});
