import "server-only";
// Content pages (rules, terms, privacy, the accelerator programme) in the content desk (issue 14):
// the kind ./writes.ts writes, with its fields (title, slug, summary, the rich-text body) and its
// search text; its entity tags cover the page, the list the footer's links and the sitemap read,
// and search. The routes are ./routes.ts's (pageRoutes).
import type { AdminContentPage, AdminContentPageListItem } from "@/shared/types/pages";
import { contentPages } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { pageSearchText, serializePage } from "@/server/pages/queries";
import type { StaffCaller } from "@/server/staff/access";
import { pageCreateSchema, pagePatchSchema, type PageContent } from "@/validation/content/page";
import { deskFields, editableSnapshot, sentColumns } from "@/server/publishing/desk-fields";
import { contentMessages, fieldsEdit, insertRow } from "@/server/publishing/desk-writes";
import { deskList, type ListedFields } from "@/server/publishing/desk-list";
import { contentRoutes } from "@/server/publishing/routes";
import { createContent, type ContentKind } from "@/server/publishing/writes";

type PageRow = typeof contentPages.$inferSelect;

const ENTITY = "page";

const PAGE_MESSAGES = contentMessages("صفحه");
export const STALE_PAGE_MESSAGE = PAGE_MESSAGES.staleMessage;

const pageUrl = (slug: string) => `/page/${slug}`;

/** The public answer of the page (./queries.ts) with the desk's fields. */
async function serialize(db: Database, row: PageRow): Promise<AdminContentPage> {
  return { ...serializePage(row), ...(await deskFields(db, row, pageUrl(row.slug), { entity: ENTITY })) };
}

/** What a version keeps and the audit log shows: the editable fields and where the page stood. */
const snapshot = (page: AdminContentPage) => editableSnapshot(page, pageCreateSchema);

/** The columns of the fields a create or an edit sent (undefined: left as it is). */
function columnsOf(input: Partial<PageContent>): Partial<Pick<PageRow, "title" | "summary" | "body">> {
  return sentColumns({ title: input.title, summary: input.summary, body: input.body });
}

const PAGE_KIND: ContentKind<PageRow, AdminContentPage> = {
  entity: ENTITY,
  table: contentPages,
  slugFallback: "page",
  ...PAGE_MESSAGES,
  serialize,
  snapshot,
  complete: async (_t, row, change) => ({
    ...change.values,
    searchText: pageSearchText({ ...row, ...change.values } as PageRow),
  }),
  restored: (data) => {
    const { slug, ...fields } = pageCreateSchema.parse(data);
    return { values: columnsOf(fields), slug: slug ?? undefined };
  },
};

/** A new page, saved as a draft (nobody outside the desk sees it until it is published). */
export function createContentPage(db: Database, staff: StaffCaller, input: PageContent): Promise<AdminContentPage> {
  return createContent(db, PAGE_KIND, staff, input, async (t, draft) => {
    return insertRow(t, contentPages, {
      ...draft,
      title: input.title,
      summary: input.summary,
      body: input.body,
      searchText: pageSearchText(input),
    });
  });
}

/** /api/v1/admin/content/pages/**: the list of every page whatever its state, the last edited first unless `sort` (updated_at | title | created_at) says otherwise. */
export const pageRoutes = contentRoutes({
  kind: PAGE_KIND,
  list: deskList(contentPages, {
    query: { search: contentPages.searchText, sorts: { title: contentPages.title } },
    item: (row): ListedFields<AdminContentPageListItem> => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      url: pageUrl(row.slug),
    }),
  }),
  create: { schema: pageCreateSchema, write: createContentPage },
  update: fieldsEdit(PAGE_KIND, pagePatchSchema, columnsOf),
});
