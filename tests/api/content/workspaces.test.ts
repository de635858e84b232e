// Workspace plans and spaces in the content desk (issue 14) on a database seeded with the site's
// workspaces: the seeded ones stay public; a new plan or space is a draft no public list shows
// (plans, spaces, branches with their spaces and plans, the services' plan counts, the plan by id);
// published, it is offered; a plan whose space is taken off the site goes with it; a stale edit is
// refused (409); a restored version brings its fields back; the price is typed in toman (Persian
// digits, separators) and kept in rial; every write is audited with Persian labels; the role matrix;
// Persian 422s. (The reservation API's refusal of a hidden plan or space: ../reservation.test.ts.)
import { and, asc, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as archivePlan } from "@/app/api/v1/admin/content/plans/[id]/archive/route";
import { POST as publishPlan } from "@/app/api/v1/admin/content/plans/[id]/publish/route";
import { GET as readPlan, PATCH as patchPlan } from "@/app/api/v1/admin/content/plans/[id]/route";
import { POST as unpublishPlan } from "@/app/api/v1/admin/content/plans/[id]/unpublish/route";
import { POST as restorePlan } from "@/app/api/v1/admin/content/plans/[id]/versions/[version]/restore/route";
import { GET as planVersions } from "@/app/api/v1/admin/content/plans/[id]/versions/route";
import { GET as listPlans, POST as createPlan } from "@/app/api/v1/admin/content/plans/route";
import { POST as archiveSpace } from "@/app/api/v1/admin/content/spaces/[id]/archive/route";
import { POST as publishSpace } from "@/app/api/v1/admin/content/spaces/[id]/publish/route";
import { GET as readSpace, PATCH as patchSpace } from "@/app/api/v1/admin/content/spaces/[id]/route";
import { POST as unpublishSpace } from "@/app/api/v1/admin/content/spaces/[id]/unpublish/route";
import { POST as restoreSpace } from "@/app/api/v1/admin/content/spaces/[id]/versions/[version]/restore/route";
import { GET as spaceVersions } from "@/app/api/v1/admin/content/spaces/[id]/versions/route";
import { GET as listSpaces, POST as createSpace } from "@/app/api/v1/admin/content/spaces/route";
import { GET as branchList } from "@/app/api/v1/branch/route";
import { GET as locationList } from "@/app/api/v1/location/route";
import { GET as planView } from "@/app/api/v1/location-plan/[id]/route";
import { GET as planList } from "@/app/api/v1/location-plan/route";
import { GET as serviceList } from "@/app/api/v1/service/route";
import { AUDIT_ACTIONS } from "@/components/desk/audit-labels";
import { STALE_PLAN_MESSAGE } from "@/server/workspaces/plans-desk";
import {
  auditLog,
  branches,
  contentImages,
  contentVersions,
  locationPlans,
  locations,
  services,
} from "@/server/db/schema";
import { seedWorkspaces } from "@/server/seed/workspaces";
import type { ContentVersionItem } from "@/shared/types/content";
import type { AdminPlan, AdminPlanListItem, AdminSpace, AdminSpaceListItem } from "@/shared/types/workspaces";
import type { Branch, Location, LocationPlan, Service } from "@/shared/types/workspaces";
import { IMAGE_NOT_UPLOADED_MESSAGE, WIDE_IMAGE_EXPECTED_MESSAGE } from "@/server/media/images";
import { deskCaller, answeredWith, recordInvalidations, type DeskCall } from "../../support/content-desk";
import { withFreshDatabase } from "../../support/database";
import { getFrom, type RouteHandler } from "../../support/http";
import { staffAccount, userAccount, type Account } from "../../support/staff";

const call = deskCaller("admin/content/plans", "10.79.0.7");

async function publicJson<T>(handler: RouteHandler, query = "", id?: number): Promise<T> {
  const response = await getFrom(handler, query, {
    path: "location-plan",
    context: { params: Promise.resolve({ id: String(id ?? "") }) },
  });
  return (await response.json()) as T;
}

/** Where the public API offers a plan: the plans list, its space's plans, its branch's spaces' plans, the plan by id, its service's count. */
async function planOffered(plan: { id: number; service_id: number }) {
  const listed = await publicJson<LocationPlan[]>(planList, "?per-page=100");
  const spaces = await publicJson<Location[]>(locationList, "?per-page=100&expand=plans");
  const tree = await publicJson<Branch[]>(branchList, "?per-page=50&expand=locations,locations.plans");
  const view = await getFrom(planView, "", {
    path: `location-plan/${plan.id}`,
    context: { params: Promise.resolve({ id: String(plan.id) }) },
  });
  const counts = await publicJson<Service[]>(serviceList, "?per-page=50");
  return {
    listed: listed.some((p) => p.id === plan.id),
    inSpace: spaces.some((l) => l.plans?.some((p) => p.id === plan.id)),
    inBranch: tree.some((b) => b.locations?.some((l) => l.plans?.some((p) => p.id === plan.id))),
    view: view.status,
    count: counts.find((s) => s.id === plan.service_id)?.plans_count,
  };
}

async function spaceOffered(id: number) {
  const spaces = await publicJson<Location[]>(locationList, "?per-page=100");
  const tree = await publicJson<Branch[]>(branchList, "?per-page=50&expand=locations");
  return { listed: spaces.some((l) => l.id === id), inBranch: tree.some((b) => b.locations?.some((l) => l.id === id)) };
}

const invalidated = recordInvalidations();

describe("the content desk's workspace plans and spaces", () => {
  const database = withFreshDatabase();
  const db = () => database.handle().db;
  let admin: Account, editor: Account, reviewer: Account, user: Account;
  let branchId: number, spaceId: number, serviceId: number;

  beforeAll(async () => {
    await seedWorkspaces(db());
    [admin, editor, reviewer, user] = await Promise.all([
      staffAccount(db(), "admin"),
      staffAccount(db(), "editor", [], "ویراستار"),
      staffAccount(db(), "reviewer"),
      userAccount(),
    ]);
    const [branch] = await db().select().from(branches).orderBy(asc(branches.id)).limit(1);
    branchId = branch!.id;
    const [space] = await db()
      .select()
      .from(locations)
      .where(eq(locations.branchId, branchId))
      .orderBy(asc(locations.id))
      .limit(1);
    spaceId = space!.id;
    const [service] = await db().select().from(services).orderBy(asc(services.id)).limit(1);
    serviceId = service!.id;
  });

  const planInput = (title = "میز آزاد نیم‌روز"): Record<string, unknown> => ({
    location_id: spaceId,
    service_id: serviceId,
    title,
    description: "چهار ساعت کار در سالن اشتراکی، صبح یا عصر.",
    period: "day",
    price_toman: "۱۲۰٬۰۰۰",
    capacity: "۱",
    amenities: "اینترنت پرسرعت\nچای و قهوه\n",
  });
  const spaceInput = (name = "اتاق مطالعه آرام"): Record<string, unknown> => ({
    branch_id: branchId,
    name,
    description: "اتاقی بی‌صدا برای کار فردی و مطالعه، با نور طبیعی.",
    floor: "طبقه دوم",
    capacity: "۸",
    amenities: ["میز انفرادی", "پریز برق"],
    image: "/media/art/space/quiet-room.svg",
    image_alt: "اتاقی روشن با هشت میز چوبی کنار پنجره",
  });
  const act = <T>(handler: RouteHandler, id: number, body: unknown = {}) =>
    answeredWith<T>(call(editor, handler, { params: { id }, body }));

  it("lets editors and admins in, and no one else; the seeded plans and spaces stay public", async () => {
    const [plan] = await db().select().from(locationPlans).orderBy(asc(locationPlans.id)).limit(1);
    const routes: Array<[RouteHandler, DeskCall]> = [
      [listPlans, {}],
      [createPlan, { body: planInput() }],
      [readPlan, { params: { id: plan!.id } }],
      [patchPlan, { params: { id: plan!.id }, body: { title: "دستکاری", version: 1 } }],
      [publishPlan, { params: { id: plan!.id }, body: {} }],
      [unpublishPlan, { params: { id: plan!.id }, body: {} }],
      [archivePlan, { params: { id: plan!.id }, body: {} }],
      [planVersions, { params: { id: plan!.id } }],
      [restorePlan, { params: { id: plan!.id, version: 1 }, body: {} }],
      [listSpaces, {}],
      [createSpace, { body: spaceInput() }],
      [readSpace, { params: { id: spaceId } }],
      [patchSpace, { params: { id: spaceId }, body: { name: "دستکاری", version: 1 } }],
      [publishSpace, { params: { id: spaceId }, body: {} }],
      [unpublishSpace, { params: { id: spaceId }, body: {} }],
      [archiveSpace, { params: { id: spaceId }, body: {} }],
      [spaceVersions, { params: { id: spaceId } }],
      [restoreSpace, { params: { id: spaceId, version: 1 }, body: {} }],
    ];
    for (const [handler, request] of routes) {
      const statuses = await Promise.all(
        [null, user, reviewer].map(async (account) => (await call(account, handler, request)).status),
      );
      expect(statuses).toEqual([401, 403, 403]);
    }
    expect(await db().select().from(locationPlans).where(eq(locationPlans.id, plan!.id))).toEqual([plan]);

    const plans = await answeredWith<AdminPlanListItem[]>(call(admin, listPlans, { query: "?per-page=100" }));
    expect(plans.length).toBeGreaterThan(5);
    expect(plans.every((p) => p.status === "published" && p.is_public && p.location.is_public)).toBe(true);
    const spaces = await answeredWith<AdminSpaceListItem[]>(call(admin, listSpaces, { query: "?per-page=100" }));
    expect(spaces.every((s) => s.status === "published" && s.is_public)).toBe(true);
    const full = await answeredWith<AdminPlan>(call(admin, readPlan, { params: { id: plan!.id } }));
    expect(full.price_toman * 10).toBe(plan!.price);
    expect((await publicJson<LocationPlan[]>(planList, "?per-page=100")).length).toBe(plans.length);
  });

  it("creates a draft plan no public list offers; published, it is offered everywhere, its price in rial", async () => {
    const before = await planOffered({ id: -1, service_id: serviceId });
    const draft = await answeredWith<AdminPlan>(call(editor, createPlan, { body: planInput() }), 201);
    expect(draft).toMatchObject({
      price_toman: 120_000,
      capacity: 1,
      period: "day",
      amenities: ["اینترنت پرسرعت", "چای و قهوه"],
      status: "draft",
      is_public: false,
      version: 1,
    });
    expect(draft.location).toMatchObject({ id: spaceId, is_public: true });
    const [row] = await db().select().from(locationPlans).where(eq(locationPlans.id, draft.id));
    expect(row!.price).toBe(1_200_000);
    expect(await planOffered(draft)).toEqual({
      listed: false,
      inSpace: false,
      inBranch: false,
      view: 404,
      count: before.count,
    });

    const published = await act<AdminPlan>(publishPlan, draft.id, { version: 1 });
    expect(published).toMatchObject({ status: "published", is_public: true, version: 2 });
    expect(await planOffered(draft)).toEqual({
      listed: true,
      inSpace: true,
      inBranch: true,
      view: 200,
      count: before.count! + 1,
    });
    const shown = await publicJson<LocationPlan>(planView, "", draft.id);
    expect(shown).toMatchObject({ price: 1_200_000, title: "میز آزاد نیم‌روز" });
    // Found by the workspace search through its space's name.
    const found = await publicJson<LocationPlan[]>(planList, `?q=${encodeURIComponent("نیم‌روز")}`);
    expect(found.map((p) => p.id)).toEqual([draft.id]);

    expect(await act<AdminPlan>(unpublishPlan, draft.id)).toMatchObject({ status: "draft", is_public: false });
    expect((await planOffered(draft)).listed).toBe(false);
    await act(publishPlan, draft.id);
    expect(await act<AdminPlan>(archivePlan, draft.id)).toMatchObject({ status: "archived" });
    expect(await planOffered(draft)).toEqual({
      listed: false,
      inSpace: false,
      inBranch: false,
      view: 404,
      count: before.count,
    });
  });

  it("creates a draft space with its image's alt text; a space taken off the site takes its plans with it", async () => {
    const space = await answeredWith<AdminSpace>(call(editor, createSpace, { body: spaceInput() }), 201);
    expect(space).toMatchObject({
      capacity: 8,
      floor: "طبقه دوم",
      image_alt: "اتاقی روشن با هشت میز چوبی کنار پنجره",
      status: "draft",
      plans_count: 0,
    });
    expect(await spaceOffered(space.id)).toEqual({ listed: false, inBranch: false });
    const plan = await answeredWith<AdminPlan>(
      call(editor, createPlan, {
        body: { ...planInput("اتاق مطالعه ماهانه"), location_id: space.id, period: "month" },
      }),
      201,
    );
    await act(publishPlan, plan.id);
    // Published plan, draft space: not offered.
    expect((await planOffered(plan)).listed).toBe(false);
    expect(
      (await answeredWith<AdminPlan>(call(editor, readPlan, { params: { id: plan.id } }))).location.is_public,
    ).toBe(false);

    await act(publishSpace, space.id);
    expect(await spaceOffered(space.id)).toEqual({ listed: true, inBranch: true });
    const spaces = await publicJson<Location[]>(locationList, "?per-page=100");
    expect(spaces.find((l) => l.id === space.id)).toMatchObject({
      image: "/media/art/space/quiet-room.svg",
      image_alt: "اتاقی روشن با هشت میز چوبی کنار پنجره",
    });
    expect((await planOffered(plan)).listed).toBe(true);

    // Renamed: its plans are found by its new name.
    await act(patchSpace, space.id, { name: "کتابخانه کار", version: 2 });
    expect(
      (await publicJson<LocationPlan[]>(planList, `?q=${encodeURIComponent("کتابخانه")}`)).map((p) => p.id),
    ).toEqual([plan.id]);

    await act(unpublishSpace, space.id);
    expect(await spaceOffered(space.id)).toEqual({ listed: false, inBranch: false });
    expect(await planOffered(plan)).toMatchObject({ listed: false, inSpace: false, inBranch: false, view: 404 });
  });

  it("edits a space's gallery (uploaded pictures, each with its alt text, in the editor's order): the public location API shows it after the save; a picture without alt text is refused in Persian", async () => {
    const before = await answeredWith<AdminSpace>(call(editor, readSpace, { params: { id: spaceId } }));
    // The seeded drawn pictures have no alt text of their own: the space's name and place stand in, so the form can save them.
    expect(before.gallery).toHaveLength(3);
    expect(before.gallery.every((picture) => picture.caption.startsWith(before.name))).toBe(true);
    // A picture the desk uploaded (POST …/images keeps it so).
    const key = `img-${"d".repeat(32)}`;
    await db()
      .insert(contentImages)
      .values({ key, purpose: "cover", alt: "میزهای کنار پنجره در نور صبح", width: 1200, height: 675, bytes: 5000 });
    const uploaded = `/api/v1/media/images/${key}-1200x675.webp`;
    const [first, second] = before.gallery;
    const gallery = [
      { ...second!, caption: "سالن از نمای ورودی" },
      { image: uploaded, caption: "میزهای کنار پنجره در نور صبح" },
      { ...first!, caption: "ردیف میزهای اشتراکی" },
    ];
    const marks = invalidated.length;
    const saved = await act<AdminSpace>(patchSpace, spaceId, { gallery, version: before.version });
    expect(saved).toMatchObject({ gallery, version: before.version + 1 });
    expect(invalidated.slice(marks).flat()).toContain(`workspace:${spaceId}`);
    const shown = (await publicJson<Location[]>(locationList, "?per-page=100")).find((l) => l.id === spaceId);
    expect(shown!.gallery).toEqual([second!.image, uploaded, first!.image]);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "space"), eq(auditLog.entityId, String(spaceId))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: "content.space.update",
      before: { gallery: before.gallery },
      after: { gallery },
    });

    const noAlt = await call(editor, patchSpace, {
      params: { id: spaceId },
      body: { gallery: [{ image: uploaded, caption: " " }], version: saved.version },
    });
    expect(noAlt.status).toBe(422);
    const [problem] = (await noAlt.json()) as Array<{ field: string; message: string }>;
    expect(problem).toMatchObject({
      field: "gallery.0.caption",
      message: expect.stringContaining("متن جایگزین تصویر گالری"),
    });
    const never = await call(editor, patchSpace, {
      params: { id: spaceId },
      body: {
        gallery: [{ image: `/api/v1/media/images/img-${"e".repeat(32)}-1200x675.webp`, caption: "تصویری که نیست" }],
        version: saved.version,
      },
    });
    expect(await never.json()).toEqual([{ field: "gallery.0.image", message: IMAGE_NOT_UPLOADED_MESSAGE }]);
    // Removing every picture empties the public gallery.
    await act<AdminSpace>(patchSpace, spaceId, { gallery: [], version: saved.version });
    expect(
      (await publicJson<Location[]>(locationList, "?per-page=100")).find((l) => l.id === spaceId)!.gallery,
    ).toEqual([]);
  });

  it("refuses an edit made against a version someone else has already changed (409)", async () => {
    const draft = await answeredWith<AdminPlan>(call(editor, createPlan, { body: planInput("سالن جلسه عصر") }), 201);
    expect(
      (await call(editor, patchPlan, { params: { id: draft.id }, body: { capacity: "۱۰", version: 1 } })).status,
    ).toBe(200);
    const stale = await call(admin, patchPlan, { params: { id: draft.id }, body: { capacity: "۱۲", version: 1 } });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toBe(STALE_PLAN_MESSAGE);
  });

  it("restores an earlier version of a plan and of a space", async () => {
    const draft = await answeredWith<AdminPlan>(
      call(editor, createPlan, { body: planInput("میز اختصاصی هفتگی") }),
      201,
    );
    await act(publishPlan, draft.id);
    await act(patchPlan, draft.id, { title: "عنوانی که پشیمان شدیم", price_toman: "۹۹", version: 2 });
    const history = await answeredWith<ContentVersionItem[]>(call(editor, planVersions, { params: { id: draft.id } }));
    expect(history.map((v) => v.version)).toEqual([3, 2, 1]);
    const restored = await answeredWith<AdminPlan>(
      call(editor, restorePlan, { params: { id: draft.id, version: 1 }, body: { version: 3 } }),
    );
    expect(restored).toMatchObject({
      title: "میز اختصاصی هفتگی",
      price_toman: 120_000,
      status: "published",
      version: 4,
    });
    expect(await publicJson<LocationPlan>(planView, "", draft.id)).toMatchObject({
      title: "میز اختصاصی هفتگی",
      price: 1_200_000,
    });

    const space = await answeredWith<AdminSpace>(call(editor, createSpace, { body: spaceInput("اتاق پادکست") }), 201);
    await act(patchSpace, space.id, { description: "توضیحی که بعدا پس گرفته می‌شود.", version: 1 });
    const back = await answeredWith<AdminSpace>(
      call(editor, restoreSpace, { params: { id: space.id, version: 1 }, body: { version: 2 } }),
    );
    expect(back).toMatchObject({ description: "اتاقی بی‌صدا برای کار فردی و مطالعه، با نور طبیعی.", version: 3 });

    // A space from before the desk had no alt text: that state can be brought back too.
    await db().update(locations).set({ imageAlt: null }).where(eq(locations.id, spaceId));
    await db()
      .delete(contentVersions)
      .where(and(eq(contentVersions.entity, "space"), eq(contentVersions.entityId, spaceId)));
    const seeded = await answeredWith<AdminSpace>(call(editor, readSpace, { params: { id: spaceId } }));
    await act(patchSpace, spaceId, {
      capacity: "۹۹",
      image_alt: "سالن کار اشتراکی با میزهای بلند",
      version: seeded.version,
    });
    const original = await answeredWith<AdminSpace>(
      call(editor, restoreSpace, { params: { id: spaceId, version: seeded.version }, body: {} }),
    );
    expect(original).toMatchObject({ capacity: seeded.capacity, image_alt: null, status: "published" });
  });

  it("writes every change to the audit log with before and after, each action named in Persian", async () => {
    const draft = await answeredWith<AdminPlan>(call(editor, createPlan, { body: planInput("اتاق تیمی روزانه") }), 201);
    await act(patchPlan, draft.id, { price_toman: "۱۵۰۰۰۰", version: 1 });
    await act(publishPlan, draft.id);
    await act(unpublishPlan, draft.id);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "plan"), eq(auditLog.entityId, String(draft.id))))
      .orderBy(asc(auditLog.id));
    expect(entries.map((e) => e.action)).toEqual([
      "content.plan.create",
      "content.plan.update",
      "content.plan.publish",
      "content.plan.unpublish",
    ]);
    expect(entries.every((e) => e.actorId === editor.id && AUDIT_ACTIONS[e.action])).toBe(true);
    expect(entries[1]).toMatchObject({ before: { price_toman: 120_000 }, after: { price_toman: 150_000, version: 2 } });

    const space = await answeredWith<AdminSpace>(call(editor, createSpace, { body: spaceInput("اتاق ضبط") }), 201);
    await act(publishSpace, space.id);
    const spaceEntries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "space"), eq(auditLog.entityId, String(space.id))));
    expect(spaceEntries.map((e) => AUDIT_ACTIONS[e.action])).toEqual([expect.any(String), expect.any(String)]);
  });

  it("answers mistakes field by field in Persian", async () => {
    const response = await call(editor, createPlan, {
      body: { title: "", period: "week", price_toman: "یک", capacity: "۰" },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(
      expect.arrayContaining([
        { field: "location_id", message: "فضا الزامی است" },
        { field: "service_id", message: "نوع خدمت الزامی است" },
        { field: "title", message: "عنوان پلن الزامی است" },
        { field: "period", message: "دوره قیمت باید یکی از ساعتی، روزانه، ماهانه باشد." },
        { field: "price_toman", message: expect.stringContaining("قیمت (تومان)") },
        { field: "capacity", message: expect.stringContaining("ظرفیت پلن") },
      ]),
    );
    const noSpace = await call(editor, createPlan, { body: { ...planInput(), location_id: 999_999 } });
    expect(await noSpace.json()).toEqual([
      { field: "location_id", message: "این فضا پیدا نشد؛ فضای دیگری انتخاب کنید." },
    ]);
    const noAlt = await call(editor, createSpace, { body: { ...spaceInput(), image_alt: "" } });
    expect(noAlt.status).toBe(422);
    expect(await noAlt.json()).toEqual([
      { field: "image_alt", message: expect.stringContaining("متن جایگزین تصویر فضا") },
    ]);
    const newImage = await call(editor, patchSpace, {
      params: { id: spaceId },
      body: { image: "/media/art/space/other.svg", version: 1 },
    });
    expect(await newImage.json()).toEqual([
      { field: "image_alt", message: "متن جایگزین تصویر فضا را بنویسید (آنچه تصویر نشان می‌دهد)." },
    ]);
    const noBranch = await call(editor, createSpace, { body: { ...spaceInput(), branch_id: 999_999 } });
    expect(await noBranch.json()).toEqual([
      { field: "branch_id", message: "این شعبه پیدا نشد؛ شعبه دیگری انتخاب کنید." },
    ]);
    // An uploaded image's address must name one the desk stored, cut 16:9 as /workspaces shows it.
    const stored = (size: string) => `/api/v1/media/images/img-${"b".repeat(32)}-${size}.webp`;
    const notUploaded = await call(editor, createSpace, {
      body: { ...spaceInput(), image: stored("1200x675"), image_alt: "میزهای کنار پنجره" },
    });
    expect(await notUploaded.json()).toEqual([{ field: "image", message: IMAGE_NOT_UPLOADED_MESSAGE }]);
    const fresh = (await (await call(editor, createSpace, { body: spaceInput() })).json()) as AdminSpace;
    const square = await call(editor, patchSpace, {
      params: { id: fresh.id },
      body: { image: stored("296x296"), image_alt: "میزهای کنار پنجره", version: fresh.version },
    });
    expect(await square.json()).toEqual([{ field: "image", message: WIDE_IMAGE_EXPECTED_MESSAGE }]);
    expect((await call(editor, readPlan, { params: { id: 999_999 } })).status).toBe(404);
  });
});
