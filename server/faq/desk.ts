import "server-only";
// FAQ questions in the content desk (issue 14): the kind ./writes.ts writes, with its fields (its
// category, the question, the rich-text answer, its place in the category) and its search text
// (which carries the category's title too). A question has no slug: its public address is
// /faq/item/{category}/{id}, so there is nothing to make from its text nor to redirect; moving it
// to another category is an edit, and the old address already redirects (the page checks the
// category). Its entity tags cover its page and every FAQ list (the pages, search, the sitemap).
// The routes are ./routes.ts's (faqRoutes); the categories are ./faq-categories.ts's.
import { eq } from "drizzle-orm";
import type { AdminFaqItem, AdminFaqItemListItem } from "@/shared/types/faq";
import { faqItemPath } from "@/shared/types/faq";
import { faqCategories, faqItems } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { faqItemSearchText, serializeItem } from "@/server/faq/queries";
import { ValidationFailure } from "@/server/http/validation";
import type { StaffCaller } from "@/server/staff/access";
import { faqItemCreateSchema, faqItemPatchSchema, type FaqItemContent } from "@/validation/content/faq";
import { deskFields, sentColumns } from "@/server/publishing/desk-fields";
import { contentMessages, fieldsEdit, insertRow } from "@/server/publishing/desk-writes";
import { deskList, type ListedFields } from "@/server/publishing/desk-list";
import { contentRoutes } from "@/server/publishing/routes";
import { createContent } from "@/server/publishing/writes";
import type { ContentKind } from "@/server/publishing/writes";
import { faqDeskListQuery } from "@/shared/queries/desk";
import { parseQuery } from "@/shared/queries/query";

type FaqItemRow = typeof faqItems.$inferSelect;

const ENTITY = "faq";

const FAQ_MESSAGES = contentMessages("پرسش");
export const STALE_FAQ_MESSAGE = FAQ_MESSAGES.staleMessage;
export const FAQ_CATEGORY_MISSING = "این دسته پیدا نشد؛ دسته دیگری انتخاب کنید.";

/** The category a question is put in (422 on its field when there is none). */
async function categoryOf(db: Database, id: number): Promise<{ id: number; title: string }> {
  const [category] = await db
    .select({ id: faqCategories.id, title: faqCategories.title })
    .from(faqCategories)
    .where(eq(faqCategories.id, id))
    .limit(1);
  if (!category) throw new ValidationFailure("category_id", FAQ_CATEGORY_MISSING);
  return category;
}

/** The public answer of the question (./queries.ts) with its category and the desk's fields. */
async function serialize(db: Database, row: FaqItemRow): Promise<AdminFaqItem> {
  const [category] = await db
    .select({ id: faqCategories.id, title: faqCategories.title })
    .from(faqCategories)
    .where(eq(faqCategories.id, row.categoryId))
    .limit(1);
  const { view_count: _views, ...item } = serializeItem(row);
  return {
    ...item,
    category: category ?? { id: row.categoryId, title: "" },
    ...(await deskFields(db, row, faqItemPath(item))),
  };
}

/** What a version keeps and the audit log shows: the editable fields (the category's title too, for people reading the log) and where the question stood. */
function snapshot(item: AdminFaqItem): Record<string, unknown> {
  const { category_id, question, answer, sort_order, status, publish_at, version } = item;
  return { category_id, category: item.category.title, question, answer, sort_order, status, publish_at, version };
}

/** The columns of the fields a create or an edit sent (undefined: left as it is). */
function columnsOf(
  input: Partial<FaqItemContent>,
): Partial<Pick<FaqItemRow, "categoryId" | "question" | "answer" | "sortOrder">> {
  return sentColumns({
    categoryId: input.category_id,
    question: input.question,
    answer: input.answer,
    sortOrder: input.sort_order,
  });
}

const FAQ_KIND: ContentKind<FaqItemRow, AdminFaqItem> = {
  entity: ENTITY,
  table: faqItems,
  ...FAQ_MESSAGES,
  serialize,
  snapshot,
  complete: async (t, row, change) => {
    const next = { ...row, ...change.values } as FaqItemRow;
    const category = await categoryOf(t, next.categoryId);
    return { ...change.values, searchText: faqItemSearchText(next, category.title) };
  },
  restored: (data) => ({ values: columnsOf(faqItemCreateSchema.parse(data)) }),
};

/** A new question, saved as a draft (nobody outside the desk sees it until it is published). */
export function createFaqItem(db: Database, staff: StaffCaller, input: FaqItemContent): Promise<AdminFaqItem> {
  return createContent(db, FAQ_KIND, staff, null, async (t, draft) => {
    const category = await categoryOf(t, input.category_id);
    const content = {
      categoryId: category.id,
      question: input.question,
      answer: input.answer,
      sortOrder: input.sort_order ?? 0,
    };
    return insertRow(t, faqItems, { ...draft, ...content, searchText: faqItemSearchText(content, category.title) });
  });
}

/** /api/v1/admin/content/faq/**: the list of every question whatever its state, of one category (`category_id`) or all, the last edited first unless `sort` (updated_at | question | sort_order | created_at) says otherwise. */
export const faqRoutes = contentRoutes({
  kind: FAQ_KIND,
  list: deskList(faqItems, {
    query: (params) => {
      const categoryId = parseQuery(faqDeskListQuery, params).category_id;
      return {
        search: faqItems.searchText,
        sorts: { question: faqItems.question, sort_order: faqItems.sortOrder },
        where: [categoryId !== undefined ? eq(faqItems.categoryId, categoryId) : undefined],
      };
    },
    load: async (db) => {
      const categories = await db.select({ id: faqCategories.id, title: faqCategories.title }).from(faqCategories);
      return new Map(categories.map((c) => [c.id, c]));
    },
    item: (row, _now, categories): ListedFields<AdminFaqItemListItem> => ({
      id: row.id,
      question: row.question,
      sort_order: row.sortOrder,
      category: categories.get(row.categoryId) ?? { id: row.categoryId, title: "" },
      url: faqItemPath({ id: row.id, category_id: row.categoryId }),
    }),
  }),
  create: { schema: faqItemCreateSchema, write: createFaqItem },
  update: fieldsEdit(FAQ_KIND, faqItemPatchSchema, columnsOf),
});
