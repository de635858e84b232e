import "server-only";
// Hi-tech projects in the content desk (issue 14): the kind ./writes.ts writes, with the fields the
// card on /projects and the project's page show (title, summary, the rich-text description, field,
// stage, industrial partner, the cover and its text alternative, the roles it looks for, its
// technologies, the budget and how many months it runs) and its search text. A project is
// addressed by its id (/projects/{id}); its slug is made from the title once and never shown, so
// no old address to redirect. The desk speaks toman, the table and the public API keep rials. Its
// entity tags ("hitech") cover its page and every projects list (the list, the similar projects,
// search, the sitemap). The routes are ./routes.ts's (projectRoutes).
import { and, desc, type SQL } from "drizzle-orm";
import type { HitechField, HitechStatus } from "@/shared/types/hitech";
import type { AdminHitechProject, AdminHitechProjectListItem } from "@/shared/types/hitech";
import { rialToToman, tomanToRial } from "@/shared/format/number";
import { orderBy, searchCondition } from "@/server/catalog/query";
import { hitechProjects } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { fieldTitle, projectSearchText, statusTitle } from "@/server/hitech/queries";
import type { Pagination } from "@/server/http/pagination";
import { ValidationFailure } from "@/server/http/validation";
import { artUrl } from "@/server/media/art";
import { assertUploadedImage, WIDE_IMAGE } from "@/server/media/images";
import type { StaffCaller } from "@/server/staff/access";
import {
  PROJECT_COVER_ALT_REQUIRED_MESSAGE,
  projectCoverHasAlt,
  projectCreateSchema,
  projectPatchSchema,
  type ProjectContent,
  type ProjectPatch,
} from "@/validation/content/hitech";
import { contentRoutes } from "@/server/publishing/routes";
import {
  changeContent,
  contentState,
  contentStatusCondition,
  createContent,
  listContentRows,
  type ContentFilter,
  type ContentKind,
} from "@/server/publishing/writes";

type ProjectRow = typeof hitechProjects.$inferSelect;

const ENTITY = "hitech";

export const PROJECT_CONTENT_NOT_FOUND = "این پروژه پیدا نشد.";
export const STALE_PROJECT_MESSAGE =
  "این پروژه همین حالا از طرف همکار دیگری تغییر کرده است. آخرین نسخه را بگیرید و تغییرهای خود را دوباره وارد کنید.";
export const PROJECT_VERSION_NOT_FOUND = "این نسخه از پروژه پیدا نشد.";

const projectUrl = (id: number) => `/projects/${id}`;

async function serialize(_db: Database, row: ProjectRow): Promise<AdminHitechProject> {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    description: row.description,
    field: row.field as HitechField,
    field_label: fieldTitle(row.field),
    stage: row.stage as HitechStatus,
    stage_label: statusTitle(row.stage),
    partner: row.partner,
    cover: row.cover,
    cover_alt: row.coverAlt,
    needs: row.needs,
    technologies: row.technologies,
    budget_toman: rialToToman(row.budget),
    duration_months: row.durationMonths,
    ...contentState(row),
    url: projectUrl(row.id),
    former_slugs: [],
  };
}

/** What a version keeps and the audit log shows: the editable fields and where the project stood. */
function snapshot(item: AdminHitechProject): Record<string, unknown> {
  const {
    title,
    summary,
    description,
    field,
    stage,
    partner,
    cover,
    cover_alt,
    needs,
    technologies,
    budget_toman,
    duration_months,
    status,
    publish_at,
    version,
  } = item;
  return {
    title,
    summary,
    description,
    field,
    stage,
    partner,
    cover,
    cover_alt,
    needs,
    technologies,
    budget_toman,
    duration_months,
    status,
    publish_at,
    version,
  };
}

/** The columns of the fields a create or an edit sent (undefined: left as it is). */
function columnsOf(input: Partial<ProjectContent>): Partial<ProjectRow> {
  const values = {
    title: input.title,
    summary: input.summary,
    description: input.description,
    field: input.field,
    stage: input.stage,
    partner: input.partner,
    cover: input.cover,
    coverAlt: input.cover_alt,
    needs: input.needs,
    technologies: input.technologies,
    budget: tomanToRial(input.budget_toman),
    durationMonths: input.duration_months,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

const PROJECT_KIND: ContentKind<ProjectRow, AdminHitechProject> = {
  entity: ENTITY,
  table: hitechProjects,
  slugFallback: "project",
  notFoundMessage: PROJECT_CONTENT_NOT_FOUND,
  staleMessage: STALE_PROJECT_MESSAGE,
  versionNotFoundMessage: PROJECT_VERSION_NOT_FOUND,
  serialize,
  snapshot,
  complete: async (_t, row, change) => ({
    ...change.values,
    searchText: projectSearchText({ ...row, ...change.values } as ProjectRow),
  }),
  // A text alternative the version left empty is restored empty, not kept as it is now.
  restored: (data) => {
    const fields = projectCreateSchema.parse(data);
    return { values: { ...columnsOf(fields), coverAlt: fields.cover_alt ?? null } };
  },
};

/** The desk's list: every project whatever its state, the last edited first unless `sort` (updated_at | title | created_at) says otherwise. */
export async function listContentProjects(
  db: Database,
  filter: ContentFilter,
  page: Pagination,
): Promise<{ items: AdminHitechProjectListItem[]; total: number }> {
  const now = new Date();
  const conditions: Array<SQL | undefined> = [
    contentStatusCondition(hitechProjects, filter.status, now),
    searchCondition(hitechProjects.searchText, filter.q),
  ];
  const order = orderBy(
    filter.sort,
    { updated_at: hitechProjects.updatedAt, title: hitechProjects.title, created_at: hitechProjects.createdAt },
    [desc(hitechProjects.updatedAt), desc(hitechProjects.id)],
  );
  const { rows, total } = await listContentRows<ProjectRow>(db, hitechProjects, and(...conditions), order, page);
  const items = rows.map((row) => ({
    id: row.id,
    title: row.title,
    partner: row.partner,
    field: row.field as HitechField,
    field_label: fieldTitle(row.field),
    stage: row.stage as HitechStatus,
    stage_label: statusTitle(row.stage),
    url: projectUrl(row.id),
    ...contentState(row, now),
  }));
  return { items, total };
}

/** A new project, saved as a draft (nobody outside the desk sees it until it is published); without a cover it gets the drawn one. */
export function createContentProject(
  db: Database,
  staff: StaffCaller,
  input: ProjectContent,
): Promise<AdminHitechProject> {
  return createContent(db, PROJECT_KIND, staff, { title: input.title }, async (t, draft) => {
    await assertUploadedImage(t, input.cover, "cover", WIDE_IMAGE);
    const content = { ...columnsOf(input), cover: input.cover ?? artUrl("project", draft.slug) } as ProjectRow;
    const [row] = await t
      .insert(hitechProjects)
      .values({ ...content, ...draft, searchText: projectSearchText(content) })
      .returning();
    return row!;
  });
}

/** An edit of some fields, against the version the desk showed; an uploaded cover keeps its text alternative. */
export function updateContentProject(
  db: Database,
  staff: StaffCaller,
  id: number,
  patch: ProjectPatch,
): Promise<AdminHitechProject> {
  const { version, ...fields } = patch;
  return changeContent(db, PROJECT_KIND, staff, id, "update", version, async (row, t) => {
    if (
      !projectCoverHasAlt({
        cover: fields.cover ?? row.cover,
        cover_alt: fields.cover_alt === undefined ? row.coverAlt : fields.cover_alt,
      })
    ) {
      throw new ValidationFailure("cover_alt", PROJECT_COVER_ALT_REQUIRED_MESSAGE);
    }
    if (fields.cover !== undefined && fields.cover !== row.cover)
      await assertUploadedImage(t, fields.cover, "cover", WIDE_IMAGE);
    return { values: columnsOf(fields) };
  });
}

/** /api/v1/admin/content/projects/** */
export const projectRoutes = contentRoutes({
  kind: PROJECT_KIND,
  list: listContentProjects,
  createSchema: projectCreateSchema,
  create: createContentProject,
  patchSchema: projectPatchSchema,
  update: updateContentProject,
});
