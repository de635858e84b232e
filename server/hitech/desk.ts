import "server-only";
// Hi-tech projects in the content desk (issue 14): the kind ./writes.ts writes, with the fields the
// card on /projects and the project's page show (title, summary, the rich-text description, field,
// stage, industrial partner, the cover and its text alternative, the roles it looks for, its
// technologies, the budget and how many months it runs) and its search text. A project is
// addressed by its id (/projects/{id}); its slug is made from the title once and never shown, so
// no old address to redirect. The desk speaks toman, the table and the public API keep rials. Its
// entity tags ("hitech") cover its page and every projects list (the list, the similar projects,
// search, the sitemap). The routes are ./routes.ts's (projectRoutes).
import type { HitechField, HitechStatus } from "@/shared/types/hitech";
import type { AdminHitechProject, AdminHitechProjectListItem } from "@/shared/types/hitech";
import { rialToToman, tomanToRial } from "@/shared/format/number";
import { hitechProjects } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { fieldTitle, projectSearchText, serializeProject, statusTitle } from "@/server/hitech/queries";
import { artUrl } from "@/server/media/art";
import { assertUploadedImage, WIDE_IMAGE } from "@/server/media/images";
import type { StaffCaller } from "@/server/staff/access";
import {
  PROJECT_COVER_ALT_REQUIRED_MESSAGE,
  projectCoverHasAlt,
  projectCreateSchema,
  projectPatchSchema,
  type ProjectContent,
} from "@/validation/content/hitech";
import { deskFields, editableSnapshot, sentColumns, type ImageRule } from "@/server/publishing/desk-fields";
import { contentMessages, fieldsEdit, insertRow } from "@/server/publishing/desk-writes";
import { contentRoutes } from "@/server/publishing/routes";
import { deskList, type ListedFields } from "@/server/publishing/desk-list";
import { createContent, type ContentKind } from "@/server/publishing/writes";

type ProjectRow = typeof hitechProjects.$inferSelect;

const ENTITY = "hitech";

const PROJECT_MESSAGES = contentMessages("پروژه");
export const STALE_PROJECT_MESSAGE = PROJECT_MESSAGES.staleMessage;

const projectUrl = (id: number) => `/projects/${id}`;

/** The public answer of the project (./queries.ts) under the desk's names (its stage, not its status), its budget in toman, its own text alternative (none: the page describes it by its title), with the desk's fields. */
async function serialize(db: Database, row: ProjectRow): Promise<AdminHitechProject> {
  const { slug: _slug, view_count: _views, created_at: _created, ...project } = serializeProject(row);
  const { field_title, status, status_title, budget, ...fields } = project;
  return {
    ...fields,
    field: row.field as HitechField,
    field_label: field_title,
    stage: status,
    stage_label: status_title,
    cover_alt: row.coverAlt,
    budget_toman: rialToToman(budget),
    ...(await deskFields(db, row, projectUrl(row.id))),
  };
}

/** What a version keeps and the audit log shows: the editable fields and where the project stood. */
const snapshot = (item: AdminHitechProject) => editableSnapshot(item, projectCreateSchema);

/** The columns of the fields a create or an edit sent (undefined: left as it is). */
function columnsOf(input: Partial<ProjectContent>): Partial<ProjectRow> {
  return sentColumns({
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
  });
}

const PROJECT_COVER: ImageRule = {
  field: "cover",
  hasAlt: (cover, cover_alt) => projectCoverHasAlt({ cover, cover_alt }),
  altMessage: PROJECT_COVER_ALT_REQUIRED_MESSAGE,
  shape: WIDE_IMAGE,
};

const PROJECT_KIND: ContentKind<ProjectRow, AdminHitechProject> = {
  entity: ENTITY,
  table: hitechProjects,
  slugFallback: "project",
  ...PROJECT_MESSAGES,
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

/** A new project, saved as a draft (nobody outside the desk sees it until it is published); without a cover it gets the drawn one. */
export function createContentProject(
  db: Database,
  staff: StaffCaller,
  input: ProjectContent,
): Promise<AdminHitechProject> {
  return createContent(db, PROJECT_KIND, staff, { title: input.title }, async (t, draft) => {
    await assertUploadedImage(t, input.cover, "cover", WIDE_IMAGE);
    const content = { ...columnsOf(input), cover: input.cover ?? artUrl("project", draft.slug) } as ProjectRow;
    return insertRow(t, hitechProjects, { ...content, ...draft, searchText: projectSearchText(content) });
  });
}

/** /api/v1/admin/content/projects/**: the list of every project whatever its state, the last edited first unless `sort` (updated_at | title | created_at) says otherwise. */
export const projectRoutes = contentRoutes({
  kind: PROJECT_KIND,
  list: deskList(hitechProjects, {
    query: { search: hitechProjects.searchText, sorts: { title: hitechProjects.title } },
    item: (row): ListedFields<AdminHitechProjectListItem> => ({
      id: row.id,
      title: row.title,
      partner: row.partner,
      field: row.field as HitechField,
      field_label: fieldTitle(row.field),
      stage: row.stage as HitechStatus,
      stage_label: statusTitle(row.stage),
      url: projectUrl(row.id),
    }),
  }),
  create: { schema: projectCreateSchema, write: createContentProject },
  update: fieldsEdit(PROJECT_KIND, projectPatchSchema, columnsOf, [PROJECT_COVER]),
});
