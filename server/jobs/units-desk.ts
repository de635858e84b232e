import "server-only";
// Career units in the content desk (issue 14): the kind ./writes.ts writes, as the positions are
// (./jobs.ts), with a unit's fields (its name, slug, description and place in the order). A unit
// is a heading over its positions, the jobs list's filter (/jobs?unit=slug) and a choice in the
// general application form, so it has the full lifecycle: a new one is a draft, and a unit the
// public does not see hides its positions too (server/publishing/lifecycle.ts publicJobPosition).
// Slugged like businesses (./slugs.ts): a changed slug's old one keeps filtering the jobs list.
// Its cached answers are every jobs list and its positions' pages (they show its name). The routes
// are ./routes.ts's (jobUnitRoutes).
import { and, asc, desc, eq, max, type SQL } from "drizzle-orm";
import type { AdminJobUnit, AdminJobUnitListItem } from "@/shared/types/jobs";
import { entityTags } from "@/server/cache/public-reads";
import { countAll } from "@/server/catalog/query";
import { jobPositions, jobUnits } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { openPositions, positionSearchText } from "@/server/jobs/queries";
import type { StaffCaller } from "@/server/staff/access";
import { jobUnitCreateSchema, jobUnitPatchSchema, type JobUnitContent } from "@/validation/content/job";
import { deskFields, sentColumns } from "@/server/publishing/desk-fields";
import { contentMessages, fieldsEdit, insertRow } from "@/server/publishing/desk-writes";
import { deskList, type ListedFields } from "@/server/publishing/desk-list";
import { contentRoutes } from "@/server/publishing/routes";
import { createContent } from "@/server/publishing/writes";
import type { ContentKind } from "@/server/publishing/writes";

type UnitRow = typeof jobUnits.$inferSelect;

const ENTITY = "job_unit";

const JOB_UNIT_MESSAGES = contentMessages("واحد");
export const STALE_JOB_UNIT_MESSAGE = JOB_UNIT_MESSAGES.staleMessage;

/** The unit's public address: the jobs list filtered by it. */
const unitUrl = (slug: string) => `/jobs?unit=${encodeURIComponent(slug)}`;

/** How many positions each unit holds (in any state), and how many are open on the site. */
async function positionCounts(
  db: Database,
  where?: SQL,
): Promise<(id: number) => { positions_count: number; open_positions_count: number }> {
  const [all, open] = await Promise.all([
    db
      .select({ id: jobPositions.unitId, count: countAll })
      .from(jobPositions)
      .where(where)
      .groupBy(jobPositions.unitId),
    db
      .select({ id: jobPositions.unitId, count: countAll })
      .from(jobPositions)
      .where(and(openPositions(), where))
      .groupBy(jobPositions.unitId),
  ]);
  const countOf = (counts: Array<{ id: number; count: number }>, id: number) =>
    counts.find((c) => c.id === id)?.count ?? 0;
  return (id) => ({ positions_count: countOf(all, id), open_positions_count: countOf(open, id) });
}

async function serialize(db: Database, row: UnitRow): Promise<AdminJobUnit> {
  const counts = await positionCounts(db, eq(jobPositions.unitId, row.id));
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    sort_order: row.sortOrder,
    ...counts(row.id),
    ...(await deskFields(db, row, unitUrl(row.slug), { entity: ENTITY })),
  };
}

/** What a version keeps and the audit log shows: the editable fields (the name as "unit": the log's "name" is a file's) and where the unit stood. */
function snapshot(item: AdminJobUnit): Record<string, unknown> {
  const { name, slug, description, sort_order, status, publish_at, version } = item;
  return { unit: name, slug, description, sort_order, status, publish_at, version };
}

/** The columns of the fields a create or an edit sent (undefined: left as it is; the slug goes through ./writes.ts). */
function columnsOf(input: Partial<JobUnitContent>): Partial<UnitRow> {
  return sentColumns({ name: input.name, description: input.description, sortOrder: input.sort_order });
}

/** Every jobs list, and the pages of the unit's positions (they show its name in their title and JobPosting's industry). */
async function unitCacheTags(db: Database, id: number): Promise<string[]> {
  const positions = await db.select({ id: jobPositions.id }).from(jobPositions).where(eq(jobPositions.unitId, id));
  return [...new Set(["job", ...positions.flatMap((position) => entityTags("job", position.id))])];
}

const JOB_UNIT_KIND: ContentKind<UnitRow, AdminJobUnit> = {
  entity: ENTITY,
  table: jobUnits,
  slugFallback: "unit",
  ...JOB_UNIT_MESSAGES,
  serialize,
  snapshot,
  cacheTags: unitCacheTags,
  // A rename: its positions' search text carries the unit's name.
  complete: async (t, row, change) => {
    const name = change.values.name as string | undefined;
    if (name !== undefined && name !== row.name) {
      for (const position of await t.select().from(jobPositions).where(eq(jobPositions.unitId, row.id)))
        await t
          .update(jobPositions)
          .set({ searchText: positionSearchText(position, name) })
          .where(eq(jobPositions.id, position.id));
    }
    return change.values;
  },
  restored: (data) => {
    const { unit, ...rest } = (data ?? {}) as { unit?: unknown };
    const { slug, ...fields } = jobUnitCreateSchema.parse({ ...rest, name: unit });
    return { values: columnsOf(fields), slug: slug ?? undefined };
  },
};

/** A new unit, saved as a draft, after the last unless `sort_order` says otherwise; its slug the one sent or its name's. */
export function createContentJobUnit(db: Database, staff: StaffCaller, input: JobUnitContent): Promise<AdminJobUnit> {
  return createContent(db, JOB_UNIT_KIND, staff, { title: input.name, slug: input.slug }, async (t, draft) => {
    const [{ last } = { last: null }] = await t.select({ last: max(jobUnits.sortOrder) }).from(jobUnits);
    return insertRow(t, jobUnits, {
      name: input.name,
      description: input.description,
      sortOrder: input.sort_order ?? (last ?? 0) + 1,
      ...draft,
    });
  });
}

/** /api/v1/admin/content/jobs/units/**: the list of every unit whatever its state, in the site's order unless `sort` (updated_at | name | created_at) says otherwise. */
export const jobUnitRoutes = contentRoutes({
  kind: JOB_UNIT_KIND,
  list: deskList(jobUnits, {
    query: {
      search: jobUnits.name,
      sorts: { name: jobUnits.name },
      fallback: [asc(jobUnits.sortOrder), desc(jobUnits.id)],
    },
    load: (db) => positionCounts(db),
    item: (row, _now, counts): ListedFields<AdminJobUnitListItem> => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      sort_order: row.sortOrder,
      ...counts(row.id),
      url: unitUrl(row.slug),
    }),
  }),
  create: { schema: jobUnitCreateSchema, write: createContentJobUnit },
  update: fieldsEdit(JOB_UNIT_KIND, jobUnitPatchSchema, columnsOf),
});
