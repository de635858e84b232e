// Workspace plans and spaces in the content desk (issue 14) on a database seeded with the site's
// workspaces: the seeded ones stay public; a new plan or space is a draft no public list shows
// (plans, spaces, branches with their spaces and plans, the services' plan counts, the plan by id);
// published, it is offered; a plan whose space is taken off the site goes with it; a stale edit is
// refused (409); a restored version brings its fields back; the price is typed in toman (Persian
// digits, separators) and kept in rial; every write is audited with Persian labels; the role matrix;
// Persian 422s. (The reservation API's refusal of a hidden plan or space: ../reservation.test.ts.)
import { and, asc, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as branchList } from "@/app/api/v1/branch/route";
import { GET as locationList } from "@/app/api/v1/location/route";
import { GET as planView } from "@/app/api/v1/location-plan/[id]/route";
import { GET as planList } from "@/app/api/v1/location-plan/route";
import { GET as serviceList } from "@/app/api/v1/service/route";
import { AUDIT_ACTIONS } from "@/components/desk/audit-labels";
import { STALE_PLAN_MESSAGE } from "@/server/workspaces/plans-desk";
import { STALE_SPACE_MESSAGE } from "@/server/workspaces/spaces-desk";
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
import type { AdminPlan, AdminPlanListItem, AdminSpace, AdminSpaceListItem } from "@/shared/types/workspaces";
import type { Branch, Location, LocationPlan, Service } from "@/shared/types/workspaces";
import { IMAGE_NOT_UPLOADED_MESSAGE, WIDE_IMAGE_EXPECTED_MESSAGE } from "@/server/media/images";
import { recordInvalidations } from "../../support/content-desk";
import { contentDesk } from "../../support/content-lifecycle";
import { withFreshDatabase } from "../../support/database";
import { getFrom, type RouteHandler } from "../../support/http";

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
  // Plans and spaces are two desks worked by the same four people.
  const plans = contentDesk<AdminPlan>({
    path: "plans",
    ip: "10.79.0.7",
    db,
    table: locationPlans,
    audit: "plan",
    staleMessage: STALE_PLAN_MESSAGE,
  });
  const spaces = contentDesk<AdminSpace>({
    path: "spaces",
    ip: "10.79.0.7",
    db,
    table: locations,
    audit: "space",
    staleMessage: STALE_SPACE_MESSAGE,
    accounts: plans.accounts,
  });
  const { accounts } = plans;
  let branchId: number, spaceId: number, serviceId: number;

  beforeAll(async () => {
    await seedWorkspaces(db());
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
  it("lets editors and admins in, and no one else; the seeded plans and spaces stay public", async () => {
    const [plan] = await db().select().from(locationPlans).orderBy(asc(locationPlans.id)).limit(1);
    const [space] = await db().select().from(locations).where(eq(locations.id, spaceId));
    await plans.expectStaffOnly(plan!, planInput(), { title: "دستکاری" });
    await spaces.expectStaffOnly(space!, spaceInput(), { name: "دستکاری" });

    const listedPlans = await plans.answered<AdminPlanListItem[]>(
      plans.call(accounts.admin, "list", { query: "?per-page=100" }),
    );
    expect(listedPlans.length).toBeGreaterThan(5);
    expect(listedPlans.every((p) => p.status === "published" && p.is_public && p.location.is_public)).toBe(true);
    const listedSpaces = await spaces.answered<AdminSpaceListItem[]>(
      spaces.call(accounts.admin, "list", { query: "?per-page=100" }),
    );
    expect(listedSpaces.every((s) => s.status === "published" && s.is_public)).toBe(true);
    const full = await plans.answered(plans.call(accounts.admin, "readOne", { params: { id: plan!.id } }));
    expect(full.price_toman * 10).toBe(plan!.price);
    expect((await publicJson<LocationPlan[]>(planList, "?per-page=100")).length).toBe(listedPlans.length);
  });

  it("creates a draft plan no public list offers; published, it is offered everywhere, its price in rial", async () => {
    const before = await planOffered({ id: -1, service_id: serviceId });
    const draft = await plans.createDraft(planInput());
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
    expect((await plans.row(draft.id))!.price).toBe(1_200_000);
    expect(await planOffered(draft)).toEqual({
      listed: false,
      inSpace: false,
      inBranch: false,
      view: 404,
      count: before.count,
    });

    await plans.publishNow(draft.id);
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

    expect(await plans.act("unpublish", draft.id)).toMatchObject({ status: "draft", is_public: false });
    expect((await planOffered(draft)).listed).toBe(false);
    await plans.act("publish", draft.id);
    expect(await plans.act("archive", draft.id)).toMatchObject({ status: "archived" });
    expect(await planOffered(draft)).toEqual({
      listed: false,
      inSpace: false,
      inBranch: false,
      view: 404,
      count: before.count,
    });
  });

  it("creates a draft space with its image's alt text; a space taken off the site takes its plans with it", async () => {
    const space = await spaces.createDraft(spaceInput());
    expect(space).toMatchObject({
      capacity: 8,
      floor: "طبقه دوم",
      image_alt: "اتاقی روشن با هشت میز چوبی کنار پنجره",
      status: "draft",
      plans_count: 0,
    });
    expect(await spaceOffered(space.id)).toEqual({ listed: false, inBranch: false });
    const plan = await plans.createDraft({
      ...planInput("اتاق مطالعه ماهانه"),
      location_id: space.id,
      period: "month",
    });
    await plans.act("publish", plan.id);
    // Published plan, draft space: not offered.
    expect((await planOffered(plan)).listed).toBe(false);
    expect(
      (await plans.answered(plans.call(accounts.editor, "readOne", { params: { id: plan.id } }))).location.is_public,
    ).toBe(false);

    await spaces.act("publish", space.id);
    expect(await spaceOffered(space.id)).toEqual({ listed: true, inBranch: true });
    const listed = await publicJson<Location[]>(locationList, "?per-page=100");
    expect(listed.find((l) => l.id === space.id)).toMatchObject({
      image: "/media/art/space/quiet-room.svg",
      image_alt: "اتاقی روشن با هشت میز چوبی کنار پنجره",
    });
    expect((await planOffered(plan)).listed).toBe(true);

    // Renamed: its plans are found by its new name.
    await spaces.act("patch", space.id, { name: "کتابخانه کار", version: 2 });
    expect(
      (await publicJson<LocationPlan[]>(planList, `?q=${encodeURIComponent("کتابخانه")}`)).map((p) => p.id),
    ).toEqual([plan.id]);

    await spaces.act("unpublish", space.id);
    expect(await spaceOffered(space.id)).toEqual({ listed: false, inBranch: false });
    expect(await planOffered(plan)).toMatchObject({ listed: false, inSpace: false, inBranch: false, view: 404 });
  });

  it("edits a space's gallery (uploaded pictures, each with its alt text, in the editor's order): the public location API shows it after the save; a picture without alt text is refused in Persian", async () => {
    const before = await spaces.answered(spaces.call(accounts.editor, "readOne", { params: { id: spaceId } }));
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
    const saved = await spaces.act("patch", spaceId, { gallery, version: before.version });
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

    const noAlt = await spaces.call(accounts.editor, "patch", {
      params: { id: spaceId },
      body: { gallery: [{ image: uploaded, caption: " " }], version: saved.version },
    });
    expect(noAlt.status).toBe(422);
    const [problem] = (await noAlt.json()) as Array<{ field: string; message: string }>;
    expect(problem).toMatchObject({
      field: "gallery.0.caption",
      message: expect.stringContaining("متن جایگزین تصویر گالری"),
    });
    const never = await spaces.call(accounts.editor, "patch", {
      params: { id: spaceId },
      body: {
        gallery: [{ image: `/api/v1/media/images/img-${"e".repeat(32)}-1200x675.webp`, caption: "تصویری که نیست" }],
        version: saved.version,
      },
    });
    expect(await never.json()).toEqual([{ field: "gallery.0.image", message: IMAGE_NOT_UPLOADED_MESSAGE }]);
    // Removing every picture empties the public gallery.
    await spaces.act("patch", spaceId, { gallery: [], version: saved.version });
    expect(
      (await publicJson<Location[]>(locationList, "?per-page=100")).find((l) => l.id === spaceId)!.gallery,
    ).toEqual([]);
  });

  it("refuses an edit made against a version someone else has already changed (409)", async () => {
    const draft = await plans.createDraft(planInput("سالن جلسه عصر"));
    await plans.expectStaleEditRefused(draft.id, { capacity: "۱۰" }, { capacity: "۱۲" });
  });

  it("restores an earlier version of a plan and of a space", async () => {
    const draft = await plans.createDraft(planInput("میز اختصاصی هفتگی"));
    await plans.act("publish", draft.id);
    await plans.act("patch", draft.id, { title: "عنوانی که پشیمان شدیم", price_toman: "۹۹", version: 2 });
    await plans.expectHistory(draft.id, [3, 2, 1]);
    const restored = await plans.restore(draft.id, 1, 3);
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

    const space = await spaces.createDraft(spaceInput("اتاق پادکست"));
    await spaces.act("patch", space.id, { description: "توضیحی که بعدا پس گرفته می‌شود.", version: 1 });
    const back = await spaces.restore(space.id, 1, 2);
    expect(back).toMatchObject({ description: "اتاقی بی‌صدا برای کار فردی و مطالعه، با نور طبیعی.", version: 3 });

    // A space from before the desk had no alt text: that state can be brought back too.
    await db().update(locations).set({ imageAlt: null }).where(eq(locations.id, spaceId));
    await db()
      .delete(contentVersions)
      .where(and(eq(contentVersions.entity, "space"), eq(contentVersions.entityId, spaceId)));
    const seeded = await spaces.answered(spaces.call(accounts.editor, "readOne", { params: { id: spaceId } }));
    await spaces.act("patch", spaceId, {
      capacity: "۹۹",
      image_alt: "سالن کار اشتراکی با میزهای بلند",
      version: seeded.version,
    });
    const original = await spaces.answered(
      spaces.call(accounts.editor, "restore", { params: { id: spaceId, version: seeded.version }, body: {} }),
    );
    expect(original).toMatchObject({ capacity: seeded.capacity, image_alt: null, status: "published" });
  });

  it("writes every change to the audit log with before and after, each action named in Persian", async () => {
    const draft = await plans.createDraft(planInput("اتاق تیمی روزانه"));
    await plans.act("patch", draft.id, { price_toman: "۱۵۰۰۰۰", version: 1 });
    await plans.act("publish", draft.id);
    await plans.act("unpublish", draft.id);
    const entries = await plans.expectAudited(draft.id, ["create", "update", "publish", "unpublish"]);
    expect(entries[1]).toMatchObject({ before: { price_toman: 120_000 }, after: { price_toman: 150_000, version: 2 } });

    const space = await spaces.createDraft(spaceInput("اتاق ضبط"));
    await spaces.act("publish", space.id);
    const spaceEntries = await spaces.expectAudited(space.id, ["create", "publish"]);
    expect(spaceEntries.map((e) => AUDIT_ACTIONS[e.action])).toEqual([expect.any(String), expect.any(String)]);
  });

  it("answers mistakes field by field in Persian", async () => {
    const response = await plans.call(accounts.editor, "create", {
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
    const noSpace = await plans.call(accounts.editor, "create", { body: { ...planInput(), location_id: 999_999 } });
    expect(await noSpace.json()).toEqual([
      { field: "location_id", message: "این فضا پیدا نشد؛ فضای دیگری انتخاب کنید." },
    ]);
    const noAlt = await spaces.call(accounts.editor, "create", { body: { ...spaceInput(), image_alt: "" } });
    expect(noAlt.status).toBe(422);
    expect(await noAlt.json()).toEqual([
      { field: "image_alt", message: expect.stringContaining("متن جایگزین تصویر فضا") },
    ]);
    const newImage = await spaces.call(accounts.editor, "patch", {
      params: { id: spaceId },
      body: { image: "/media/art/space/other.svg", version: 1 },
    });
    expect(await newImage.json()).toEqual([
      { field: "image_alt", message: "متن جایگزین تصویر فضا را بنویسید (آنچه تصویر نشان می‌دهد)." },
    ]);
    const noBranch = await spaces.call(accounts.editor, "create", { body: { ...spaceInput(), branch_id: 999_999 } });
    expect(await noBranch.json()).toEqual([
      { field: "branch_id", message: "این شعبه پیدا نشد؛ شعبه دیگری انتخاب کنید." },
    ]);
    // An uploaded image's address must name one the desk stored, cut 16:9 as /workspaces shows it.
    const stored = (size: string) => `/api/v1/media/images/img-${"b".repeat(32)}-${size}.webp`;
    const notUploaded = await spaces.call(accounts.editor, "create", {
      body: { ...spaceInput(), image: stored("1200x675"), image_alt: "میزهای کنار پنجره" },
    });
    expect(await notUploaded.json()).toEqual([{ field: "image", message: IMAGE_NOT_UPLOADED_MESSAGE }]);
    const fresh = (await (await spaces.call(accounts.editor, "create", { body: spaceInput() })).json()) as AdminSpace;
    const square = await spaces.call(accounts.editor, "patch", {
      params: { id: fresh.id },
      body: { image: stored("296x296"), image_alt: "میزهای کنار پنجره", version: fresh.version },
    });
    expect(await square.json()).toEqual([{ field: "image", message: WIDE_IMAGE_EXPECTED_MESSAGE }]);
    expect((await plans.call(accounts.editor, "readOne", { params: { id: 999_999 } })).status).toBe(404);
  });
});
