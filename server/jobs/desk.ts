import "server-only";
// Job positions in the content desk (issue 14): the kind ./writes.ts writes, with its fields (its
// unit, title, type, city, summary, the rich-text description, the requirements and benefits, the
// salary range, the experience asked and the last day to apply) and its search text (which carries
// the unit's name too). A position has no slug: its public address is /jobs/{id}. The desk speaks
// toman, the table and the public API keep rials. Publishing it for the first time (or again after
// it was taken down) makes that moment its posted_at, the date the site shows and sorts by. Its
// entity tags cover its page and every jobs list (the list, the cities, the career units, search,
// the sitemap). The routes are ./routes.ts's (jobRoutes).
import { eq } from "drizzle-orm";
import type { AdminJobPosition, AdminJobPositionListItem } from "@/shared/types/jobs";
import { rialToToman, tomanToRial } from "@/shared/format/number";
import type { JobType } from "@/shared/types/jobs";
import { jobPositions, jobUnits } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { ValidationFailure } from "@/server/http/validation";
import { positionSearchText, serializePosition } from "@/server/jobs/queries";
import type { StaffCaller } from "@/server/staff/access";
import {
  jobPositionCreateSchema,
  jobPositionPatchSchema,
  SALARY_ORDER_MESSAGE,
  type JobPositionContent,
} from "@/validation/content/job";
import { deskFields, editableSnapshot, sentColumns } from "@/server/publishing/desk-fields";
import { contentMessages, fieldsEdit, insertRow } from "@/server/publishing/desk-writes";
import { deskList, type ListedFields } from "@/server/publishing/desk-list";
import { contentRoutes } from "@/server/publishing/routes";
import { createContent } from "@/server/publishing/writes";
import type { ContentKind } from "@/server/publishing/writes";

type PositionRow = typeof jobPositions.$inferSelect;

const ENTITY = "job";

const JOB_MESSAGES = contentMessages("موقعیت شغلی");
export const STALE_JOB_MESSAGE = JOB_MESSAGES.staleMessage;
export const JOB_UNIT_MISSING = "این واحد پیدا نشد؛ واحد دیگری انتخاب کنید.";

/** The unit a position is put in (422 on its field when there is none). */
async function unitOf(db: Database, id: number): Promise<{ id: number; name: string }> {
  const [unit] = await db
    .select({ id: jobUnits.id, name: jobUnits.name })
    .from(jobUnits)
    .where(eq(jobUnits.id, id))
    .limit(1);
  if (!unit) throw new ValidationFailure("unit_id", JOB_UNIT_MISSING);
  return unit;
}

/** The stored range, as it will be after a write: the top below the floor is refused on the top's field. */
function assertSalaryInOrder(row: Pick<PositionRow, "salaryMin" | "salaryMax">): void {
  if (row.salaryMin !== null && row.salaryMax !== null && row.salaryMin > row.salaryMax)
    throw new ValidationFailure("salary_max_toman", SALARY_ORDER_MESSAGE);
}

/** The public answer of the position (./queries.ts), its salary in toman, with its unit and the desk's fields. */
async function serialize(db: Database, row: PositionRow): Promise<AdminJobPosition> {
  const [unit] = await db
    .select({ id: jobUnits.id, name: jobUnits.name })
    .from(jobUnits)
    .where(eq(jobUnits.id, row.unitId))
    .limit(1);
  const { salary_min, salary_max, view_count: _views, image: _image, ...position } = serializePosition(row);
  return {
    ...position,
    salary_min_toman: rialToToman(salary_min),
    salary_max_toman: rialToToman(salary_max),
    unit: unit ?? { id: row.unitId, name: "" },
    ...(await deskFields(db, row, `/jobs/${row.id}`)),
  };
}

/** What a version keeps and the audit log shows: the editable fields (the unit's name too, for people reading the log) and where the position stood. */
function snapshot(item: AdminJobPosition): Record<string, unknown> {
  return { ...editableSnapshot(item, jobPositionCreateSchema), unit: item.unit.name };
}

/** The columns of the fields a create or an edit sent (undefined: left as it is). */
function columnsOf(input: Partial<JobPositionContent>): Partial<PositionRow> {
  return sentColumns({
    unitId: input.unit_id,
    title: input.title,
    type: input.type,
    city: input.city,
    summary: input.summary,
    description: input.description,
    requirements: input.requirements,
    benefits: input.benefits,
    salaryMin: tomanToRial(input.salary_min_toman),
    salaryMax: tomanToRial(input.salary_max_toman),
    experienceYears: input.experience_years,
    expiresAt: input.expires_at,
  });
}

const JOB_KIND: ContentKind<PositionRow, AdminJobPosition> = {
  entity: ENTITY,
  table: jobPositions,
  ...JOB_MESSAGES,
  serialize,
  snapshot,
  complete: async (t, row, change) => {
    const next = { ...row, ...change.values } as PositionRow;
    assertSalaryInOrder(next);
    const unit = await unitOf(t, next.unitId);
    // Published from a draft or the archive: the public sees it posted now (or at its publish_at).
    const posted =
      change.values.status === "published" && row.status !== "published"
        ? { postedAt: (change.values.publishAt as Date | null) ?? new Date() }
        : {};
    return { ...change.values, ...posted, searchText: positionSearchText(next, unit.name) };
  },
  restored: (data) => ({ values: columnsOf(jobPositionCreateSchema.parse(data)) }),
};

/** A new position, saved as a draft (nobody outside the desk sees it until it is published). */
export function createJobPosition(
  db: Database,
  staff: StaffCaller,
  input: JobPositionContent,
): Promise<AdminJobPosition> {
  return createContent(db, JOB_KIND, staff, null, async (t, draft) => {
    const unit = await unitOf(t, input.unit_id);
    const content = {
      ...columnsOf(input),
      unitId: unit.id,
      experienceYears: input.experience_years ?? 0,
    } as PositionRow;
    assertSalaryInOrder(content);
    return insertRow(t, jobPositions, { ...content, ...draft, searchText: positionSearchText(content, unit.name) });
  });
}

/** /api/v1/admin/content/jobs/**: the list of every position whatever its state, the last edited first unless `sort` (updated_at | title | expires_at | posted_at | created_at) says otherwise. */
export const jobRoutes = contentRoutes({
  kind: JOB_KIND,
  list: deskList(jobPositions, {
    query: {
      search: jobPositions.searchText,
      sorts: { title: jobPositions.title, expires_at: jobPositions.expiresAt, posted_at: jobPositions.postedAt },
    },
    load: async (db) =>
      new Map((await db.select({ id: jobUnits.id, name: jobUnits.name }).from(jobUnits)).map((u) => [u.id, u])),
    item: (row, now, units): ListedFields<AdminJobPositionListItem> => ({
      id: row.id,
      title: row.title,
      unit: units.get(row.unitId) ?? { id: row.unitId, name: "" },
      type: row.type as JobType,
      city: row.city,
      expires_at: row.expiresAt?.toISOString() ?? null,
      is_expired: row.expiresAt ? row.expiresAt.getTime() < now.getTime() : false,
      url: `/jobs/${row.id}`,
    }),
  }),
  create: { schema: jobPositionCreateSchema, write: createJobPosition },
  update: fieldsEdit(JOB_KIND, jobPositionPatchSchema, columnsOf),
});
