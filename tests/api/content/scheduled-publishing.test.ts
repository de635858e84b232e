// Publishing at a set moment, and the cached answers a write drops, for the kinds whose own test
// files leave them out (issue 14): freelancers, hi-tech projects, presents, workspace branches,
// spaces and plans. A seeded item taken down to a draft and published for a moment a few seconds
// ahead is on no public read until then, and on them after it; the moment's timer drops the cached
// answers that leave it out. For a branch, a space and a plan, a desk edit drops exactly the answers
// that show workspaces (every workspace read is tagged "workspace"), and a draft's edit drops none.
import { and, asc, eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { POST as publishBranch } from "@/app/api/v1/admin/content/branches/[id]/publish/route";
import { GET as readBranch, PATCH as patchBranch } from "@/app/api/v1/admin/content/branches/[id]/route";
import { POST as unpublishBranch } from "@/app/api/v1/admin/content/branches/[id]/unpublish/route";
import { POST as publishFreelancer } from "@/app/api/v1/admin/content/freelancers/[id]/publish/route";
import { POST as unpublishFreelancer } from "@/app/api/v1/admin/content/freelancers/[id]/unpublish/route";
import { POST as publishPlan } from "@/app/api/v1/admin/content/plans/[id]/publish/route";
import { GET as readPlan, PATCH as patchPlan } from "@/app/api/v1/admin/content/plans/[id]/route";
import { POST as unpublishPlan } from "@/app/api/v1/admin/content/plans/[id]/unpublish/route";
import { POST as publishPresent } from "@/app/api/v1/admin/content/presents/[id]/publish/route";
import { POST as unpublishPresent } from "@/app/api/v1/admin/content/presents/[id]/unpublish/route";
import { POST as publishProject } from "@/app/api/v1/admin/content/projects/[id]/publish/route";
import { POST as unpublishProject } from "@/app/api/v1/admin/content/projects/[id]/unpublish/route";
import { POST as publishSpace } from "@/app/api/v1/admin/content/spaces/[id]/publish/route";
import { GET as readSpace, PATCH as patchSpace } from "@/app/api/v1/admin/content/spaces/[id]/route";
import { POST as unpublishSpace } from "@/app/api/v1/admin/content/spaces/[id]/unpublish/route";
import { GET as branchList } from "@/app/api/v1/branch/route";
import { GET as eventIndex } from "@/app/api/v1/event/index/route";
import { GET as freelancerView } from "@/app/api/v1/freelancer/view/route";
import { GET as hitechView } from "@/app/api/v1/hitech/view/route";
import { GET as locationList } from "@/app/api/v1/location/route";
import { GET as planView } from "@/app/api/v1/location-plan/[id]/route";
import { GET as planList } from "@/app/api/v1/location-plan/route";
import { GET as presentView } from "@/app/api/v1/present/view/route";
import { GET as serviceList } from "@/app/api/v1/service/route";
import { branches, freelancers, hitechProjects, locationPlans, locations, presents } from "@/server/db/schema";
import { seedFreelancers } from "@/server/seed/freelancers";
import { seedHitech } from "@/server/seed/hitech";
import { seedPresents } from "@/server/seed/presents";
import { seedWorkspaces } from "@/server/seed/workspaces";
import type { ContentItem } from "@/server/publishing/writes";
import { EVENT_WAIT_MS } from "../../support/clock-waits";
import { answeredWith, deskCaller, recordInvalidations } from "../../support/content-desk";
import { withFreshDatabase } from "../../support/database";
import { getFrom, type RouteHandler } from "../../support/http";
import { staffAccount, type Account } from "../../support/staff";

const invalidated = recordInvalidations();

/** A public read, at the path its cache tags are named by. */
const publicGet = (handler: RouteHandler, path: string, query = "", id?: number) =>
  getFrom(handler, query, {
    path,
    context: id === undefined ? undefined : { params: Promise.resolve({ id: String(id) }) },
  });
const listed = async (handler: RouteHandler, path: string, id: number) =>
  ((await (await publicGet(handler, path, "?per-page=100")).json()) as Array<{ id: number }>).some(
    (item) => item.id === id,
  );
const viewed = async (handler: RouteHandler, path: string, id: number) =>
  (await publicGet(handler, path, `?id=${id}`, id)).status === 200;

type Kind = {
  name: string;
  desk: string;
  publish: RouteHandler;
  unpublish: RouteHandler;
  /** The cache tags of its public answers ("<type>", "<type>:<id>"). */
  tags: (id: number) => string[];
  /** Whether the public API shows it. */
  shown: (id: number) => Promise<boolean>;
  /** A seeded public item of the kind. */
  pick: () => Promise<number>;
};

describe("publishing at a set moment, and the cached answers a write drops", () => {
  const database = withFreshDatabase();
  const db = () => database.handle().db;
  let editor: Account;
  // One branch for the branch's own schedule, the space and the plan from the other branches (taking a branch down takes its spaces and plans with it).
  let branchId = 0;

  beforeAll(async () => {
    for (const seed of [seedFreelancers, seedHitech, seedPresents, seedWorkspaces]) await seed(db());
    editor = await staffAccount(db(), "editor");
    const [first] = await db()
      .select({ id: branches.id })
      .from(branches)
      .orderBy(asc(branches.sortOrder), asc(branches.id));
    branchId = first!.id;
  });

  const firstId = async (table: typeof freelancers | typeof hitechProjects | typeof presents) =>
    (
      await db()
        .select({ id: table.id })
        .from(table)
        .where(eq(table.status, "published"))
        .orderBy(asc(table.id))
        .limit(1)
    )[0]!.id;
  const planElsewhere = async () =>
    (
      await db()
        .select({ id: locationPlans.id, locationId: locationPlans.locationId })
        .from(locationPlans)
        .innerJoin(locations, eq(locations.id, locationPlans.locationId))
        .where(and(ne(locations.branchId, branchId), eq(locationPlans.status, "published")))
        .orderBy(asc(locationPlans.id))
        .limit(1)
    )[0]!;

  const KINDS: Kind[] = [
    {
      name: "freelancer",
      desk: "admin/content/freelancers",
      publish: publishFreelancer,
      unpublish: unpublishFreelancer,
      tags: (id) => ["freelancer", `freelancer:${id}`],
      shown: (id) => viewed(freelancerView, "freelancer/view", id),
      pick: () => firstId(freelancers),
    },
    {
      name: "hi-tech project",
      desk: "admin/content/projects",
      publish: publishProject,
      unpublish: unpublishProject,
      tags: (id) => ["hitech", `hitech:${id}`],
      shown: (id) => viewed(hitechView, "hitech/view", id),
      pick: () => firstId(hitechProjects),
    },
    {
      name: "present",
      desk: "admin/content/presents",
      publish: publishPresent,
      unpublish: unpublishPresent,
      tags: (id) => ["present", `present:${id}`],
      shown: (id) => viewed(presentView, "present/view", id),
      pick: () => firstId(presents),
    },
    {
      name: "branch",
      desk: "admin/content/branches",
      publish: publishBranch,
      unpublish: unpublishBranch,
      tags: (id) => ["workspace", `workspace:${id}`],
      shown: (id) => listed(branchList, "branch", id),
      pick: async () => branchId,
    },
    {
      name: "space",
      desk: "admin/content/spaces",
      publish: publishSpace,
      unpublish: unpublishSpace,
      tags: (id) => ["workspace", `workspace:${id}`],
      shown: (id) => listed(locationList, "location", id),
      // A space of another branch than the scheduled one, and not the scheduled plan's.
      pick: async () => {
        const plan = await planElsewhere();
        const [space] = await db()
          .select({ id: locations.id })
          .from(locations)
          .where(
            and(ne(locations.branchId, branchId), ne(locations.id, plan.locationId), eq(locations.status, "published")),
          )
          .orderBy(asc(locations.id))
          .limit(1);
        return space!.id;
      },
    },
    {
      name: "plan",
      desk: "admin/content/plans",
      publish: publishPlan,
      unpublish: unpublishPlan,
      tags: (id) => ["workspace", `workspace:${id}`],
      shown: async (id) => (await publicGet(planView, `location-plan/${id}`, "", id)).status === 200,
      pick: async () => (await planElsewhere()).id,
    },
  ];

  it("shows nothing of a scheduled item before its moment, everything after, and its moment drops the answers that left it out", async () => {
    // The clock stands still (a fake Date) while the six items are scheduled: the moment stays
    // ahead however long the desk calls take, and comes when the test moves the clock to it.
    vi.useFakeTimers({ toFake: ["Date"] });
    onTestFinished(() => void vi.useRealTimers());
    const at = new Date(Date.now() + 2500);
    const scheduled: Array<{ kind: Kind; id: number }> = [];
    for (const kind of KINDS) {
      const id = await kind.pick();
      const call = deskCaller(kind.desk, "10.79.1.15");
      expect(await kind.shown(id), kind.name).toBe(true);
      await answeredWith(call(editor, kind.unpublish, { params: { id }, body: {} }));
      const marks = invalidated.length;
      const item = await answeredWith<ContentItem>(
        call(editor, kind.publish, { params: { id }, body: { publish_at: at.toISOString() } }),
      );
      expect(item, kind.name).toMatchObject({ status: "published", is_public: false, publish_at: at.toISOString() });
      // Nothing public changed yet: nothing to drop.
      expect(invalidated.length, kind.name).toBe(marks);
      expect(await kind.shown(id), kind.name).toBe(false);
      scheduled.push({ kind, id });
    }
    const marks = invalidated.length;
    // The moment's timers are real ones (server/publishing/schedule.ts, armed for the 2.5 s ahead):
    // wait for what they do, then move the clock past the moment for the public reads.
    await vi.waitFor(
      () =>
        expect(invalidated.slice(marks)).toEqual(
          expect.arrayContaining(scheduled.map(({ kind, id }) => kind.tags(id))),
        ),
      { timeout: EVENT_WAIT_MS },
    );
    vi.setSystemTime(at.getTime() + 200);
    for (const { kind, id } of scheduled) {
      expect(await kind.shown(id), kind.name).toBe(true);
      expect(invalidated.slice(marks), kind.name).toContainEqual(kind.tags(id));
    }
  });

  it("drops exactly the answers showing workspaces when a public branch, space or plan is edited, and none for a draft's edit", async () => {
    // Every public workspace read is tagged "workspace"; the events list is not.
    const plan = await planElsewhere();
    const reads: Array<[RouteHandler, string, number?]> = [
      [branchList, "branch"],
      [locationList, "location"],
      [planList, "location-plan"],
      [planView, `location-plan/${plan.id}`, plan.id],
      [serviceList, "service"],
    ];
    for (const [handler, path, id] of reads)
      expect((await publicGet(handler, path, "", id)).headers.get("cache-tag"), path).toBe("workspace");
    expect((await publicGet(eventIndex, "event/index")).headers.get("cache-tag")).toBe("event");

    const [space] = await db().select({ id: locations.id }).from(locations).where(eq(locations.id, plan.locationId));
    const edits: Array<{
      desk: string;
      read: RouteHandler;
      patch: RouteHandler;
      id: number;
      body: Record<string, unknown>;
    }> = [
      {
        desk: "admin/content/branches",
        read: readBranch,
        patch: patchBranch,
        id: branchId,
        body: { hours: "همه روزه ۹ تا ۱۸" },
      },
      {
        desk: "admin/content/spaces",
        read: readSpace,
        patch: patchSpace,
        id: space!.id,
        body: { description: "سالنی روشن با میزهای بلند و نور طبیعی برای کار گروهی." },
      },
      {
        desk: "admin/content/plans",
        read: readPlan,
        patch: patchPlan,
        id: plan.id,
        body: { description: "یک روز کار در سالن، با چای و اینترنت." },
      },
    ];
    for (const edit of edits) {
      const call = deskCaller(edit.desk, "10.79.1.16");
      const { version, is_public } = await answeredWith<ContentItem>(
        call(editor, edit.read, { params: { id: edit.id } }),
      );
      expect(is_public, edit.desk).toBe(true);
      const marks = invalidated.length;
      await answeredWith(call(editor, edit.patch, { params: { id: edit.id }, body: { ...edit.body, version } }));
      expect(invalidated.slice(marks), edit.desk).toEqual([["workspace", `workspace:${edit.id}`]]);
    }

    // A draft's edit shows nowhere: nothing is dropped.
    const call = deskCaller("admin/content/branches", "10.79.1.17");
    const { version } = await answeredWith<ContentItem>(
      call(editor, unpublishBranch, { params: { id: branchId }, body: {} }),
    );
    const marks = invalidated.length;
    await answeredWith(
      call(editor, patchBranch, { params: { id: branchId }, body: { hours: "همه روزه ۱۰ تا ۱۷", version } }),
    );
    expect(invalidated.length).toBe(marks);
  });
});
