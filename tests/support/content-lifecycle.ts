// The lifecycle every content kind's desk shares (tests/api/content/*), checked the same way for
// each kind: its nine admin routes, the four accounts that call them, and the steps of an item's
// life (only editors and admins get in, publish and schedule, a stale edit refused, versions kept
// and restored, every write audited, Persian 422s). A kind's test file states only its own fields
// and what the public sees of them.
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { afterEach, beforeAll, expect, vi } from "vitest";
import { AUDIT_ACTIONS } from "@/components/desk/audit-labels";
import { SLUG_TAKEN_MESSAGE } from "@/server/publishing/slugs";
import { auditLog } from "@/server/db/schema";
import { NOT_ALLOWED_MESSAGE } from "@/server/staff/access";
import type { ContentVersionItem } from "@/shared/types/content";
import { SCHEDULED, answeredWith, deskCaller, type DeskCall } from "./content-desk";
import type { RouteHandler, TestDb } from "./http";
import { staffAccount, userAccount, type Account } from "./staff";

/** Each admin route of a kind: its file under app/api/v1/admin/content/<kind>/ and its method. */
const DESK_ROUTES = {
  list: ["route.ts", "GET"],
  create: ["route.ts", "POST"],
  readOne: ["[id]/route.ts", "GET"],
  patch: ["[id]/route.ts", "PATCH"],
  publish: ["[id]/publish/route.ts", "POST"],
  unpublish: ["[id]/unpublish/route.ts", "POST"],
  archive: ["[id]/archive/route.ts", "POST"],
  versions: ["[id]/versions/route.ts", "GET"],
  restore: ["[id]/versions/[version]/restore/route.ts", "POST"],
} as const;

export type DeskRoute = keyof typeof DESK_ROUTES;
export type DeskRoutes = Record<DeskRoute, RouteHandler>;
export type DeskAccounts = { admin: Account; editor: Account; reviewer: Account; user: Account };
type AuditEntry = typeof auditLog.$inferSelect;
type ContentTable = PgTable & { id: PgColumn };

// Vitest runs from the project's root (its config is there).
const ADMIN_CONTENT = path.join(process.cwd(), "app/api/v1/admin/content/");

/** The admin routes of the kind at `kindPath` (e.g. "jobs/units"), as Next would load them. */
export async function loadDeskRoutes(kindPath: string): Promise<DeskRoutes> {
  const entries = await Promise.all(
    Object.entries(DESK_ROUTES).map(async ([name, [file, method]]) => {
      const routeModule = (await import(/* @vite-ignore */ `${ADMIN_CONTENT}${kindPath}/${file}`)) as Record<
        string,
        RouteHandler
      >;
      return [name, routeModule[method]!] as const;
    }),
  );
  return Object.fromEntries(entries) as DeskRoutes;
}

/** The admin, an editor (named ویراستار, as the version history shows), a reviewer and a member. */
export function deskAccounts(db: () => TestDb): DeskAccounts {
  const accounts = {} as DeskAccounts;
  beforeAll(async () => {
    const [admin, editor, reviewer, user] = await Promise.all([
      staffAccount(db(), "admin"),
      staffAccount(db(), "editor", [], "ویراستار"),
      staffAccount(db(), "reviewer"),
      userAccount(),
    ]);
    Object.assign(accounts, { admin, editor, reviewer, user });
  });
  return accounts;
}

export type ContentDeskOptions = {
  /** The kind's folder under admin/content, e.g. "pages" or "jobs/units". */
  path: string;
  ip: string;
  db: () => TestDb;
  /** Its table, to read a row as stored. */
  table: ContentTable;
  /** The entity its writes are audited as, e.g. "page" (actions content.page.create, …). */
  audit: string;
  /** The 409 a stale edit answers. */
  staleMessage: string;
  /** Another desk's accounts, for a file that tests two kinds (e.g. plans and spaces) as the same people. */
  accounts?: DeskAccounts;
};

/** One kind's desk inside a `describe` (after `withFreshDatabase`): its accounts and routes, loaded
 *  before the tests, and the lifecycle's steps with the expectations every kind shares. */
export function contentDesk<Item extends { id: number; version: number }>(options: ContentDeskOptions) {
  const { db, table, audit } = options;
  const caller = deskCaller(`admin/content/${options.path}`, options.ip);
  const accounts = options.accounts ?? deskAccounts(db);
  const routes = {} as DeskRoutes;
  beforeAll(async () => void Object.assign(routes, await loadDeskRoutes(options.path)));
  afterEach(() => vi.useRealTimers());

  /** A call of one of the kind's routes (by name) or of any other handler, as `account`. */
  const call = (account: Account | null, route: DeskRoute | RouteHandler, request?: DeskCall) =>
    caller(account, typeof route === "string" ? routes[route] : route, request);
  const answered = <T = Item>(calling: Promise<Response>, status = 200) => answeredWith<T>(calling, status);
  /** A write to item `id` that must succeed (by the editor unless `account` says otherwise). */
  const act = <T = Item>(
    route: DeskRoute | RouteHandler,
    id: number,
    body: unknown = {},
    account: Account = accounts.editor,
  ) => answered<T>(call(account, route, { params: { id }, body }));
  /** The items of the desk's list with this status filter (e.g. "draft"), by id. */
  const listedIds = async (status: string) =>
    (await answered<Array<{ id: number }>>(call(accounts.editor, "list", { query: `?status=${status}` }))).map(
      (item) => item.id,
    );
  /** The item's row as stored. */
  const row = async (id: number) =>
    (
      await db()
        .select()
        .from(table as PgTable)
        .where(eq(table.id, id))
    )[0];

  const steps = {
    accounts,
    routes,
    call,
    answered,
    act,
    listedIds,
    row,
    /** An edit of item `id` (by the editor unless `account` says otherwise), answered as it comes. */
    edit: (id: number, body: unknown, account: Account = accounts.editor) =>
      call(account, "patch", { params: { id }, body }),
    /** A new item by the editor (a draft). */
    createDraft: (body: unknown) => answered(call(accounts.editor, "create", { body }), 201),

    /** Nobody, a member and a reviewer are refused every route (401, 403, 403), the reviewer told
     *  why, and nothing of theirs is written: `item` is a stored one, `create` and `patch` bodies. */
    async expectStaffOnly(item: { id: number; version: number }, create: unknown, patch: Record<string, unknown>) {
      const before = await row(item.id);
      const { id } = item;
      const requests: Array<[DeskRoute, DeskCall]> = [
        ["list", {}],
        ["create", { body: create }],
        ["readOne", { params: { id } }],
        ["patch", { params: { id }, body: { ...patch, version: item.version } }],
        ["publish", { params: { id }, body: {} }],
        ["unpublish", { params: { id }, body: {} }],
        ["archive", { params: { id }, body: {} }],
        ["versions", { params: { id } }],
        ["restore", { params: { id, version: 1 }, body: {} }],
      ];
      await expectRefusedToOthers(requests);
      expect(await answered<{ message: string }>(call(accounts.reviewer, "list"), 403)).toMatchObject({
        message: NOT_ALLOWED_MESSAGE,
      });
      expect(await row(id)).toEqual(before);
    },

    /** Each request, as nobody, a member and a reviewer: 401, 403, 403. */
    expectRefusedToOthers,

    /** Publishes draft `id` (at version 1) at once: public, version 2. */
    async publishNow(id: number, expected: Record<string, unknown> = {}) {
      const published = await act("publish", id, { version: 1 });
      expect(published).toMatchObject({ status: "published", is_public: true, version: 2, ...expected });
      return published;
    },

    /** Schedules draft `id` for SCHEDULED: published but not yet public, in the desk's "scheduled" list. */
    async schedule(id: number, expected: Record<string, unknown> = {}) {
      const scheduled = await act("publish", id, { publish_at: SCHEDULED.text, version: 1 });
      expect(scheduled).toMatchObject({
        status: "published",
        is_public: false,
        publish_at: SCHEDULED.instant.toISOString(),
        ...expected,
      });
      expect(await listedIds("scheduled")).toEqual([id]);
      return scheduled;
    },

    /** The clock a minute past the scheduled moment (the test's afterEach sets it back). */
    passScheduledMoment() {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date(SCHEDULED.instant.getTime() + 60_000));
    },

    /** Unpublishes item `id` at `version`: a draft again, not public. */
    async unpublish(id: number, version: number) {
      const unpublished = await act("unpublish", id, { version });
      expect(unpublished).toMatchObject({ status: "draft", is_public: false, version: version + 1 });
      return unpublished;
    },

    /** Archives item `id`: not public. */
    async archive(id: number) {
      const archived = await act("archive", id);
      expect(archived).toMatchObject({ status: "archived", is_public: false });
      return archived;
    },

    /** The editor's edit of draft `id` at version 1 is saved; the admin's later one against the same
     *  version is refused (409) with the kind's message, and the row keeps the editor's `kept`. */
    async expectStaleEditRefused(id: number, first: Record<string, unknown>, late: Record<string, unknown>) {
      expect((await call(accounts.editor, "patch", { params: { id }, body: { ...first, version: 1 } })).status).toBe(
        200,
      );
      const stale = await call(accounts.admin, "patch", { params: { id }, body: { ...late, version: 1 } });
      expect(stale.status).toBe(409);
      expect(((await stale.json()) as { message: string }).message).toBe(options.staleMessage);
      return row(id);
    },

    /** The versions of item `id`, newest first, the newest by the editor. */
    async expectHistory(id: number, versions: number[]) {
      const history = await answered<ContentVersionItem[]>(call(accounts.editor, "versions", { params: { id } }));
      expect(history.map((v) => v.version)).toEqual(versions);
      expect(history[0]!.actor?.name).toContain("ویراستار");
      return history;
    },

    /** Restores `version` of item `id` over its `current` version. */
    restore: (id: number, version: number, current: number, account: Account = accounts.editor) =>
      answered(call(account, "restore", { params: { id, version }, body: { version: current } })),

    /** A version item `id` never had is not found. */
    async expectNoSuchVersion(id: number) {
      expect((await call(accounts.editor, "restore", { params: { id, version: 99 }, body: {} })).status).toBe(404);
    },

    /** The audit log of item `id`: these actions (without the content.<entity>. prefix), in order,
     *  each by `actor` (the editor unless told) and named in Persian. */
    async expectAudited(id: number, actions: string[], actor: Account = accounts.editor): Promise<AuditEntry[]> {
      const entries = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, audit), eq(auditLog.entityId, String(id))))
        .orderBy(asc(auditLog.id));
      expect(entries.map((e) => e.action)).toEqual(actions.map((action) => `content.${audit}.${action}`));
      expect(entries.every((e) => e.actorId === actor.id && AUDIT_ACTIONS[e.action])).toBe(true);
      return entries;
    },

    /** A call refused field by field (422): these errors exactly, or among others with `among`. */
    async expectFieldErrors(calling: Promise<Response>, errors: unknown[], among = false) {
      const response = await calling;
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual(among ? expect.arrayContaining(errors) : errors);
    },

    /** A call refused (422) on these fields, in this order. */
    async expectRefusedFields(calling: Promise<Response>, fields: string[]) {
      const response = await calling;
      expect(response.status).toBe(422);
      expect(((await response.json()) as Array<{ field: string }>).map((e) => e.field)).toEqual(fields);
    },

    /** What every kind refuses the same way: an edit of `id` without a version (422), a publish
     *  moment that is no date (422), an item that does not exist (404). */
    async expectCommonRefusals(id: number, patch: Record<string, unknown>) {
      const noVersion = await call(accounts.editor, "patch", { params: { id }, body: patch });
      expect(noVersion.status).toBe(422);
      expect(await noVersion.json()).toEqual([{ field: "version", message: "نسخه محتوا معتبر نیست." }]);
      const badMoment = await call(accounts.editor, "publish", {
        params: { id },
        body: { publish_at: "۱۴۰۵/۱۳/۰۱ ۱۸:۰۰" },
      });
      expect(badMoment.status).toBe(422);
      expect(await badMoment.json()).toEqual([
        { field: "publish_at", message: "زمان انتشار معتبر نیست؛ تاریخ و ساعت را مانند ۱۴۰۵/۰۹/۱۰ ۱۸:۳۰ بنویسید." },
      ]);
      expect((await call(accounts.editor, "readOne", { params: { id: 999_999 } })).status).toBe(404);
    },

    /** A former slug stays its item's: item `other` (at `version`) may not take it (422 on the slug). */
    async expectSlugReserved(other: { id: number; version: number }, slug: string) {
      const taken = await call(accounts.editor, "patch", {
        params: { id: other.id },
        body: { slug, version: other.version },
      });
      expect(taken.status).toBe(422);
      expect(await taken.json()).toEqual([{ field: "slug", message: SLUG_TAKEN_MESSAGE }]);
    },
  };

  return {
    ...steps,

    /** Published items `first` and `second` withdrawn: `first` unpublished (its cache tags `tags(id)`
     *  dropped, as `invalidated` records them), `second` archived (the desk's only archived one); `view`
     *  answers `shown` for `first` before and `hidden` for each after. */
    async expectTwoWithdrawn<T extends { id: number }, V>(
      first: T,
      second: T,
      seen: {
        view: (item: T) => Promise<V>;
        shown: V;
        hidden: V;
        invalidated: string[][];
        tags: (id: number) => string[];
      },
    ) {
      const { view, shown, hidden, invalidated } = seen;
      await act("publish", first.id);
      await act("publish", second.id);
      expect(await view(first)).toEqual(shown);
      const marks = invalidated.length;
      await steps.unpublish(first.id, 2);
      expect(invalidated.slice(marks)).toContainEqual(seen.tags(first.id));
      expect(await view(first)).toEqual(hidden);
      await steps.archive(second.id);
      expect(await view(second)).toEqual(hidden);
      expect(await listedIds("archived")).toEqual([second.id]);
    },

    /** A publish of draft `id` against version 1, after it has moved on, is refused too (409). */
    async expectStalePublishRefused(id: number) {
      expect((await call(accounts.editor, "publish", { params: { id }, body: { version: 1 } })).status).toBe(409);
    },

    /** Published item `id` (at version 2) given the slug typed as `typed` answers it as `slug` at `url`,
     *  the old one kept among its former slugs (version 3). */
    async changeSlug(id: number, formerSlug: string, typed: string, { slug, url }: { slug: string; url: string }) {
      const updated = await act("patch", id, { slug: typed, version: 2 });
      expect(updated).toMatchObject({ slug, url, former_slugs: [formerSlug], version: 3 });
      return updated;
    },

    /** Draft `id` published and withdrawn twice: unpublished (a draft again), then published again and
     *  archived; `expectGone` checks the public side after each withdrawal. */
    async withdrawAfterPublishing(id: number, expectGone: () => Promise<void>) {
      await act("publish", id);
      await steps.unpublish(id, 2);
      await expectGone();
      await act("publish", id);
      await steps.archive(id);
      await expectGone();
    },

    /** Scheduled draft `id` (the schedule's answer holding `expected`) is not public until its moment,
     *  then is: `status` (its public API) answers 404 before and 200 after, `idsBefore` (a public list)
     *  lacks it before and `ids` holds it after. */
    async expectPublicFromScheduledMoment(
      id: number,
      check: {
        status: () => Promise<number>;
        ids: () => Promise<number[]>;
        idsBefore?: () => Promise<number[]>;
        expected?: Record<string, unknown>;
      },
    ) {
      const { status: publicStatus, ids: publicIds } = check;
      await steps.schedule(id, check.expected);
      if (check.idsBefore) expect(await check.idsBefore()).not.toContain(id);
      expect(await publicStatus()).toBe(404);
      steps.passScheduledMoment();
      expect(await publicStatus()).toBe(200);
      expect(await publicIds()).toContain(id);
    },

    /** Published item `id` (at version 2) edited with `edit` answers `edited` (`afterEdit` may look at it
     *  then); versions 3, 2, 1 are kept; version 1 restored over 3 answers `restored`, published, version 4. */
    async expectEditUndone(
      id: number,
      change: {
        edit: Record<string, unknown>;
        edited: Record<string, unknown>;
        restored: Record<string, unknown>;
        afterEdit?: () => Promise<void>;
      },
    ) {
      expect(await act("patch", id, { ...change.edit, version: 2 })).toMatchObject(change.edited);
      await change.afterEdit?.();
      await steps.expectHistory(id, [3, 2, 1]);
      const restored = await steps.restore(id, 1, 3);
      expect(restored).toMatchObject({ ...change.restored, status: "published", version: 4 });
      return restored;
    },

    /** Draft `id` edited with `edit` (at version 1), then taken through the rest of `actions` (publish,
     *  unpublish…): each audited in order, the update's entry holding `logged` (its before and after). */
    async expectEditAudited(
      id: number,
      edit: Record<string, unknown>,
      logged: { before: Record<string, unknown>; after: Record<string, unknown> },
      actions: string[] = ["create", "update", "publish", "unpublish"],
    ) {
      await act("patch", id, { ...edit, version: 1 });
      for (const action of actions.slice(2)) await act(action as DeskRoute, id);
      const entries = await steps.expectAudited(id, actions);
      expect(entries[1]).toMatchObject(logged);
      return entries;
    },
  };

  async function expectRefusedToOthers(requests: Array<[DeskRoute | RouteHandler, DeskCall]>) {
    for (const [route, request] of requests) {
      const statuses = await Promise.all(
        [null, accounts.user, accounts.reviewer].map(async (account) => (await call(account, route, request)).status),
      );
      expect(statuses).toEqual([401, 403, 403]);
    }
  }
}
