import "server-only";
// Hi-tech projects: list with search, field and status filters and sort; one project by id; the
// projects most like one (same field first, then the most technologies in common). Only public
// projects (server/publishing/lifecycle.ts): a draft, an archived one or one scheduled for later is in
// no list, has no page and takes no cooperation request. The public API's `status` is the
// project's stage (the `stage` column; the row's own `status` is its place in the content desk).
import { and, asc, desc, eq, gt, ne, or, sql } from "drizzle-orm";
import { HITECH_FIELDS, HITECH_STATUSES, type HitechProject, type HitechStatus } from "@/shared/types/hitech";
import { readPage } from "@/server/catalog/list";
import { firstRow } from "@/server/catalog/find";
import { normalizeSort, orderBy, searchCondition } from "@/server/catalog/query";
import { viewCounter } from "@/server/catalog/views";
import { publicContent } from "@/server/publishing/lifecycle";
import type { Database } from "@/server/db/types";
import { searchableText } from "@/shared/format/persian-text";
import { hitechProjects } from "@/server/db/schema";
import type { Pagination } from "@/server/http/pagination";

type ProjectRow = typeof hitechProjects.$inferSelect;

export type HitechFilters = {
  q?: string | null;
  field?: string | null;
  status?: string | null;
  sort?: string | null;
};

export const fieldTitle = (field: string) => (HITECH_FIELDS as Record<string, string>)[field] ?? field;
export const statusTitle = (status: string) => (HITECH_STATUSES as Record<string, string>)[status] ?? status;

export function serializeProject(row: ProjectRow): HitechProject {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    description: row.description,
    field: row.field,
    field_title: fieldTitle(row.field),
    status: row.stage as HitechStatus,
    status_title: statusTitle(row.stage),
    partner: row.partner,
    cover: row.cover,
    cover_alt: row.coverAlt ?? `تصویر پروژه ${row.title}`,
    needs: row.needs,
    technologies: row.technologies,
    budget: row.budget,
    duration_months: row.durationMonths,
    view_count: row.viewCount,
    created_at: row.createdAt.toISOString(),
  };
}

/** Projects taking people come first, then those under way, then the finished ones. */
const statusRank = sql`case ${hitechProjects.stage} when 'recruiting' then 0 when 'in-progress' then 1 else 2 end`;

/** What search matches a project by: its title, summary, partner, field, stage, roles and technologies. */
export function projectSearchText(
  row: Pick<ProjectRow, "title" | "summary" | "partner" | "field" | "stage" | "needs" | "technologies">,
): string {
  return searchableText(
    row.title,
    row.summary,
    row.partner,
    fieldTitle(row.field),
    statusTitle(row.stage),
    row.needs,
    row.technologies,
  );
}

export async function listProjects(db: Database, filters: HitechFilters, page: Pagination) {
  const field = filters.field?.trim();
  const status = filters.status?.trim();
  const where = [
    publicContent(hitechProjects),
    searchCondition(hitechProjects.searchText, filters.q),
    field ? eq(hitechProjects.field, field) : undefined,
    status ? eq(hitechProjects.stage, status) : undefined,
  ];
  const sort = normalizeSort(filters.sort)?.trim();
  const order = orderBy(
    sort,
    {
      created_at: hitechProjects.createdAt,
      view_count: hitechProjects.viewCount,
      budget: hitechProjects.budget,
      duration_months: hitechProjects.durationMonths,
      title: hitechProjects.title,
    },
    [asc(statusRank), desc(hitechProjects.createdAt), asc(hitechProjects.id)],
  );
  // A project without a budget sorts after every priced one, cheapest or dearest first alike.
  if (sort === "budget" || sort === "-budget") order.unshift(asc(sql`${hitechProjects.budget} is null`));
  return readPage(db, hitechProjects, { where, order }, page);
}

export function findProject(db: Database, id: number): Promise<ProjectRow | undefined> {
  return firstRow(db, hitechProjects, eq(hitechProjects.id, id), publicContent(hitechProjects));
}

export const recordProjectView = viewCounter(hitechProjects);

/** Up to `limit` other published projects: same field first, then the most shared technologies. */
export async function similarProjects(db: Database, project: ProjectRow, limit = 3): Promise<ProjectRow[]> {
  const sameField = sql<number>`case when ${hitechProjects.field} = ${project.field} then 1 else 0 end`;
  const shared = project.technologies.length
    ? sql<number>`(select cast(count(*) as integer) from jsonb_array_elements_text(${hitechProjects.technologies}) as t(v) where t.v in (${sql.join(
        project.technologies.map((tech) => sql`${tech}`),
        sql`, `,
      )}))`
    : sql<number>`0`;
  return db
    .select()
    .from(hitechProjects)
    .where(
      and(
        publicContent(hitechProjects),
        ne(hitechProjects.id, project.id),
        or(eq(hitechProjects.field, project.field), gt(shared, 0)),
      ),
    )
    .orderBy(desc(sameField), desc(shared), asc(statusRank), desc(hitechProjects.createdAt), asc(hitechProjects.id))
    .limit(limit);
}
