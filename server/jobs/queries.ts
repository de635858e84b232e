import "server-only";
// Jobs: open positions filtered by search, unit (slug or id), type and city; one position by id
// with its unit; the career units with their open positions (SPEC §3 "Job unit (jobPositions)").
import { and, asc, desc, eq, gte, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { JOB_TYPE_LABELS, type JobCity, type JobPosition, type JobType, type JobUnit } from "@/shared/types/jobs";
import { searchableText } from "@/shared/format/persian-text";
import { rowsWithChildCount } from "@/server/catalog/child-counts";
import { readPage } from "@/server/catalog/list";
import { findByIdOrSlug, firstRow } from "@/server/catalog/find";
import { countAll, intParam, orderBy, searchCondition } from "@/server/catalog/query";
import { viewCounter } from "@/server/catalog/views";
import type { Database } from "@/server/db/client";
import { jobPositions, jobUnits } from "@/server/db/schema";
import type { Pagination } from "@/server/http/pagination";
import { artUrl } from "@/server/media/art";
import { publicJobPosition, publicJobUnit } from "@/server/publishing/lifecycle";

type PositionRow = typeof jobPositions.$inferSelect;
type UnitRow = typeof jobUnits.$inferSelect;

export type JobFilters = {
  q?: string | null;
  /** A unit's slug or id. */
  unit?: string | null;
  type?: string | null;
  city?: string | null;
  sort?: string | null;
};

/** Positions the public sees (published, past their publish_at, in a unit the public sees: server/publishing/lifecycle.ts), open or closed. */
export const publicPosition = (now = new Date()): SQL => publicJobPosition(now);

/** Public positions whose application window is still open. */
export function openPositions(now = new Date()): SQL {
  return and(publicPosition(now), or(isNull(jobPositions.expiresAt), gte(jobPositions.expiresAt, now)))!;
}

/** What search finds a position by: its title first (search ranks a match there higher), then its summary, unit, city, type and requirements. */
export function positionSearchText(
  position: { title: string; summary: string; city: string; type: string; requirements: readonly string[] },
  unitName: string,
): string {
  return searchableText(
    position.title,
    position.summary,
    unitName,
    position.city,
    JOB_TYPE_LABELS[position.type as JobType] ?? position.type,
    position.requirements,
  );
}

export function serializePosition(row: PositionRow, now = Date.now()): JobPosition {
  return {
    id: row.id,
    unit_id: row.unitId,
    title: row.title,
    type: row.type as JobType,
    city: row.city,
    summary: row.summary,
    description: row.description,
    requirements: row.requirements,
    benefits: row.benefits,
    salary_min: row.salaryMin,
    salary_max: row.salaryMax,
    experience_years: row.experienceYears,
    posted_at: row.postedAt.toISOString(),
    expires_at: row.expiresAt ? row.expiresAt.toISOString() : null,
    is_expired: row.expiresAt ? row.expiresAt.getTime() < now : false,
    view_count: row.viewCount,
    image: artUrl("business", `job-unit-${row.unitId}`),
  };
}

function serializeUnit(row: UnitRow, positionsCount: number): JobUnit {
  return { id: row.id, slug: row.slug, name: row.name, description: row.description, positions_count: positionsCount };
}

/** The sort of a list: newest first by default; `-created_at` is an alias of `-posted_at`; the
 *  salary sort uses the top of the range (or its floor) and keeps negotiable ones last. */
function positionOrder(raw: string | null | undefined): SQL[] {
  const fallback = [desc(jobPositions.postedAt), desc(jobPositions.id)];
  const value = raw?.trim() ?? "";
  if (value === "salary" || value === "-salary") {
    const salary = sql`coalesce(${jobPositions.salaryMax}, ${jobPositions.salaryMin})`;
    return [value === "salary" ? sql`${salary} asc nulls last` : sql`${salary} desc nulls last`, ...fallback];
  }
  return orderBy(
    value,
    {
      posted_at: jobPositions.postedAt,
      created_at: jobPositions.postedAt,
      view_count: jobPositions.viewCount,
      title: jobPositions.title,
    },
    fallback,
  );
}

/** The public unit a `?unit=` names: by id, by slug, or by a slug it had (a renamed unit's shared links keep filtering). */
export function findPublicUnit(db: Database, unit: string): Promise<UnitRow | undefined> {
  const id = intParam(unit);
  const publicUnit = { entity: "job_unit", visible: () => publicJobUnit() } as const;
  return findByIdOrSlug(db, jobUnits, publicUnit, id !== undefined ? { id } : { slug: unit });
}

async function unitCondition(db: Database, unit: string): Promise<SQL> {
  const found = await findPublicUnit(db, unit);
  return found ? eq(jobPositions.unitId, found.id) : sql`false`;
}

export async function listPositions(db: Database, filters: JobFilters, page: Pagination) {
  const conditions: Array<SQL | undefined> = [openPositions(), searchCondition(jobPositions.searchText, filters.q)];
  const unit = filters.unit?.trim();
  if (unit) conditions.push(await unitCondition(db, unit));
  const type = filters.type?.trim();
  if (type) conditions.push(eq(jobPositions.type, type));
  const city = filters.city?.trim();
  if (city) conditions.push(eq(jobPositions.city, city));
  return readPage(db, jobPositions, { where: conditions, order: positionOrder(filters.sort) }, page);
}

export async function findPosition(db: Database, id: number | undefined): Promise<PositionRow | undefined> {
  return id === undefined ? undefined : firstRow(db, jobPositions, eq(jobPositions.id, id), publicPosition());
}

export const recordPositionView = viewCounter(jobPositions);

/** Positions as the API answers them, with their unit when `expand=unit`. */
export async function expandPositions(
  db: Database,
  rows: PositionRow[],
  expand: ReadonlySet<string>,
): Promise<JobPosition[]> {
  const now = Date.now();
  const unitIds = [...new Set(rows.map((r) => r.unitId))];
  const units = expand.has("unit") && unitIds.length ? await unitsWithCounts(db, inArray(jobUnits.id, unitIds)) : [];
  return rows.map((row) => {
    const position = serializePosition(row, now);
    if (expand.has("unit")) position.unit = units.find((u) => u.id === row.unitId) ?? null;
    return position;
  });
}

/** Units with the number of their open positions. */
async function unitsWithCounts(db: Database, where?: SQL, page?: Pagination): Promise<JobUnit[]> {
  const openInUnit = { table: jobPositions, owner: jobPositions.unitId, condition: openPositions() };
  const rows = await rowsWithChildCount(db, jobUnits, openInUnit, and(publicJobUnit(), where), page);
  return rows.map((r) => serializeUnit(r.row, r.count));
}

/** One career unit the public sees, by id. */
export function findUnit(db: Database, id: number): Promise<UnitRow | undefined> {
  return firstRow(db, jobUnits, eq(jobUnits.id, id), publicJobUnit());
}

/** The career units the public sees (SPEC §7 `career-apply/units`), each with its open positions when asked; only the one `unit` names (slug, id or former slug) when given. */
export async function listUnits(db: Database, page: Pagination, expand: ReadonlySet<string>, unit?: string) {
  const named = unit === undefined ? undefined : eq(jobUnits.id, (await findPublicUnit(db, unit))?.id ?? 0);
  const [units, [{ total } = { total: 0 }]] = await Promise.all([
    unitsWithCounts(db, named, page),
    db.select({ total: countAll }).from(jobUnits).where(and(publicJobUnit(), named)),
  ]);
  if (expand.has("jobPositions") && units.length) {
    const rows = await db
      .select()
      .from(jobPositions)
      .where(
        and(
          openPositions(),
          inArray(
            jobPositions.unitId,
            units.map((u) => u.id),
          ),
        ),
      )
      .orderBy(desc(jobPositions.postedAt), desc(jobPositions.id));
    const now = Date.now();
    for (const unit of units)
      unit.jobPositions = rows.filter((r) => r.unitId === unit.id).map((r) => serializePosition(r, now));
  }
  return { units, total };
}

/** The cities that have open positions (the list's city filter), busiest first. */
export async function positionCities(db: Database): Promise<JobCity[]> {
  const positionsCount = sql<number>`cast(count(*) as integer)`;
  const rows = await db
    .select({ name: jobPositions.city, positionsCount })
    .from(jobPositions)
    .where(openPositions())
    .groupBy(jobPositions.city)
    .orderBy(desc(positionsCount), asc(jobPositions.city));
  return rows.map((r) => ({ name: r.name, positions_count: r.positionsCount }));
}
