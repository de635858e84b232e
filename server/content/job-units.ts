import "server-only";
// Career units in the content desk (issue 14): a simple editable list, without the lifecycle
// positions have, as the FAQ's categories are (./faq-categories.ts). A unit is a heading over its
// positions and a choice in the general application form (career-apply/units lists every unit),
// so a new one shows at once. What editors need is to add one, rename it (name, description, the
// slug the jobs list filters by), put the list in order and remove one made by mistake; each is in
// the audit log with before and after. A unit that holds positions (in any state) cannot be
// removed (409): its positions would be left without one.
import { asc, eq, max } from "drizzle-orm";
import type { AdminJobUnit } from "@/shared/types/content";
import { audit } from "@/server/audit/log";
import { invalidatePublicContent } from "@/server/cache/invalidate";
import { countAll } from "@/server/catalog/query";
import { getDb } from "@/server/db/client";
import { jobPositions, jobUnits } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { HttpError, notFound } from "@/server/http/errors";
import { apiHandler, readJson } from "@/server/http/handler";
import { openPositions, positionSearchText } from "@/server/jobs/repository";
import type { StaffCaller } from "@/server/staff/access";
import { jobUnitCreateSchema, jobUnitPatchSchema, type JobUnitContent, type JobUnitPatch } from "@/validation/content/job";
import { pathId, requireEditor, type IdContext } from "./http";
import { assertSlugFree, slugFromTitle, type SlugTable } from "./slugs";

type UnitRow = typeof jobUnits.$inferSelect;

const ENTITY = "job_unit";

export const JOB_UNIT_CONTENT_NOT_FOUND = "این واحد پیدا نشد.";
export const JOB_UNIT_NOT_EMPTY = "این واحد موقعیت شغلی دارد و حذف نمی‌شود؛ موقعیت‌هایش را اول به واحد دیگری ببرید.";

const SLUGS: SlugTable = { table: jobUnits, id: jobUnits.id, slug: jobUnits.slug };

/** What the audit log shows of a unit (its name as "unit": the log's "name" is a file's). */
const snapshot = (row: UnitRow) => ({ unit: row.name, slug: row.slug, description: row.description, sort_order: row.sortOrder });

const fieldsOf = (row: UnitRow) => ({ name: row.name, slug: row.slug, description: row.description, sort_order: row.sortOrder });

/** Every unit in the order the site shows them, with how many positions each holds and how many are open on the site. */
export async function listJobUnitsForDesk(db: Database): Promise<AdminJobUnit[]> {
  const [rows, all, open] = await Promise.all([
    db.select().from(jobUnits).orderBy(asc(jobUnits.sortOrder), asc(jobUnits.id)),
    db.select({ id: jobPositions.unitId, count: countAll }).from(jobPositions).groupBy(jobPositions.unitId),
    db.select({ id: jobPositions.unitId, count: countAll }).from(jobPositions).where(openPositions()).groupBy(jobPositions.unitId),
  ]);
  const countOf = (counts: Array<{ id: number; count: number }>, id: number) => counts.find((c) => c.id === id)?.count ?? 0;
  return rows.map((row) => ({ id: row.id, ...fieldsOf(row), positions_count: countOf(all, row.id), open_positions_count: countOf(open, row.id) }));
}

async function deskUnit(db: Database, id: number): Promise<AdminJobUnit> {
  const found = (await listJobUnitsForDesk(db)).find((unit) => unit.id === id);
  if (!found) throw notFound(JOB_UNIT_CONTENT_NOT_FOUND);
  return found;
}

/** A new unit, after the last unless `sort_order` says otherwise; its slug the one sent or its name's. */
export async function createJobUnit(db: Database, staff: StaffCaller, input: JobUnitContent): Promise<AdminJobUnit> {
  const id = await db.transaction(async (t) => {
    const slug = input.slug ?? (await slugFromTitle(t, "job", SLUGS, input.name, "unit"));
    if (input.slug) await assertSlugFree(t, "job", SLUGS, slug);
    const [{ last } = { last: null }] = await t.select({ last: max(jobUnits.sortOrder) }).from(jobUnits);
    const [row] = await t
      .insert(jobUnits)
      .values({ slug, name: input.name, description: input.description, sortOrder: input.sort_order ?? (last ?? 0) + 1 })
      .returning();
    await audit(t, { actorId: staff.user.id, action: `content.${ENTITY}.create`, entity: ENTITY, entityId: row!.id, before: null, after: snapshot(row!), ip: staff.ip });
    return row!.id;
  });
  invalidatePublicContent(["job"]);
  return deskUnit(db, id);
}

/** A rename or a new place: its positions' search text follows a new name. */
export async function updateJobUnit(db: Database, staff: StaffCaller, id: number, patch: JobUnitPatch): Promise<AdminJobUnit> {
  await db.transaction(async (t) => {
    const [row] = await t.select().from(jobUnits).where(eq(jobUnits.id, id)).for("update");
    if (!row) throw notFound(JOB_UNIT_CONTENT_NOT_FOUND);
    if (patch.slug && patch.slug !== row.slug) await assertSlugFree(t, "job", SLUGS, patch.slug, id);
    const values = Object.fromEntries(
      Object.entries({ name: patch.name, slug: patch.slug ?? undefined, description: patch.description, sortOrder: patch.sort_order }).filter(([, value]) => value !== undefined),
    );
    if (!Object.keys(values).length) return;
    const [updated] = await t.update(jobUnits).set(values).where(eq(jobUnits.id, id)).returning();
    if (updated!.name !== row.name) {
      for (const position of await t.select().from(jobPositions).where(eq(jobPositions.unitId, id)))
        await t
          .update(jobPositions)
          .set({ searchText: positionSearchText(position, updated!.name) })
          .where(eq(jobPositions.id, position.id));
    }
    await audit(t, { actorId: staff.user.id, action: `content.${ENTITY}.update`, entity: ENTITY, entityId: id, before: snapshot(row), after: snapshot(updated!), ip: staff.ip });
  });
  // Every jobs list and page shows units (a position's page its unit's name and description).
  invalidatePublicContent(["job"]);
  return deskUnit(db, id);
}

/** Removes an empty unit (409 while it holds a position, whatever the position's state). */
export async function deleteJobUnit(db: Database, staff: StaffCaller, id: number): Promise<void> {
  await db.transaction(async (t) => {
    const [row] = await t.select().from(jobUnits).where(eq(jobUnits.id, id)).for("update");
    if (!row) throw notFound(JOB_UNIT_CONTENT_NOT_FOUND);
    const [{ count } = { count: 0 }] = await t.select({ count: countAll }).from(jobPositions).where(eq(jobPositions.unitId, id));
    if (count > 0) throw new HttpError(409, JOB_UNIT_NOT_EMPTY);
    await t.delete(jobUnits).where(eq(jobUnits.id, id));
    await audit(t, { actorId: staff.user.id, action: `content.${ENTITY}.delete`, entity: ENTITY, entityId: id, before: snapshot(row), after: null, ip: staff.ip });
  });
  invalidatePublicContent(["job"]);
}

const unitId = (params: IdContext["params"]) => pathId(params, "id", JOB_UNIT_CONTENT_NOT_FOUND);

/** /api/v1/admin/content/jobs/units/** (editors and admins). */
export const jobUnitRoutes = {
  list: apiHandler(async (request: Request) => {
    await requireEditor(request);
    return listJobUnitsForDesk(await getDb());
  }),
  create: apiHandler(async (request: Request) => {
    const staff = await requireEditor(request);
    const input = jobUnitCreateSchema.parse(await readJson(request));
    return Response.json(await createJobUnit(await getDb(), staff, input), { status: 201 });
  }),
  update: apiHandler(async (request: Request, { params }: IdContext) => {
    const staff = await requireEditor(request);
    const id = await unitId(params);
    return updateJobUnit(await getDb(), staff, id, jobUnitPatchSchema.parse(await readJson(request)));
  }),
  remove: apiHandler(async (request: Request, { params }: IdContext) => {
    const staff = await requireEditor(request);
    const id = await unitId(params);
    await deleteJobUnit(await getDb(), staff, id);
    return new Response(null, { status: 204 });
  }),
};
