import "server-only";
// FAQ categories in the content desk (issue 14): a simple editable list, without the lifecycle
// questions have. A category is a heading over its questions: the public sees it only while it
// holds a public question (server/faq/queries.ts), so publishing, scheduling and taking down
// are already the questions' own, and an empty new category shows nowhere until one is published.
// What editors need is to add one, rename it (title, description, slug), put the list in order and
// remove one made by mistake; each is in the audit log with before and after. The public addresses
// of categories are ids (/faq/items/{id}); the slug is only the anchor on /faq (#slug), so a changed
// slug needs no redirect. A category that holds questions (in any state) cannot be removed: its
// questions would go with it (409).
import { sentColumns } from "@/server/publishing/desk-fields";
import { asc, eq, max } from "drizzle-orm";
import type { AdminFaqCategory } from "@/shared/types/faq";
import { entityTags } from "@/server/cache/public-reads";
import { invalidatePublicContent } from "@/server/cache/invalidate";
import { countAll } from "@/server/catalog/query";
import { getDb } from "@/server/db/client";
import { faqCategories, faqItems } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { HttpError, notFound } from "@/server/http/errors";
import { apiHandler, readJson } from "@/server/http/handler";
import { publicFaqItem, faqItemSearchText } from "@/server/faq/queries";
import type { StaffCaller } from "@/server/staff/access";
import {
  faqCategoryCreateSchema,
  faqCategoryPatchSchema,
  type FaqCategoryContent,
  type FaqCategoryPatch,
} from "@/validation/content/faq";
import { auditContent } from "@/server/publishing/audit";
import { pathId, requireEditor, type IdContext } from "@/server/publishing/http";
import { assertSlugFree, slugFromTitle, type SlugTable } from "@/server/publishing/slugs";

type CategoryRow = typeof faqCategories.$inferSelect;

const ENTITY = "faq_category";

export const FAQ_CATEGORY_CONTENT_NOT_FOUND = "این دسته از پرسش‌ها پیدا نشد.";
export const FAQ_CATEGORY_NOT_EMPTY = "این دسته پرسش دارد و حذف نمی‌شود؛ پرسش‌هایش را اول به دسته دیگری ببرید.";

const SLUGS: SlugTable = { table: faqCategories, id: faqCategories.id, slug: faqCategories.slug };

/** What the audit log shows of a category. */
const snapshot = (row: CategoryRow) => ({
  title: row.title,
  slug: row.slug,
  description: row.description,
  sort_order: row.sortOrder,
});

/** Every category in the order the site shows them, with how many questions each holds and how many the public sees. */
export async function listFaqCategoriesForDesk(db: Database): Promise<AdminFaqCategory[]> {
  const [rows, all, shown] = await Promise.all([
    db.select().from(faqCategories).orderBy(asc(faqCategories.sortOrder), asc(faqCategories.id)),
    db.select({ id: faqItems.categoryId, count: countAll }).from(faqItems).groupBy(faqItems.categoryId),
    db
      .select({ id: faqItems.categoryId, count: countAll })
      .from(faqItems)
      .where(publicFaqItem())
      .groupBy(faqItems.categoryId),
  ]);
  const countOf = (counts: Array<{ id: number; count: number }>, id: number) =>
    counts.find((c) => c.id === id)?.count ?? 0;
  return rows.map((row) => ({
    id: row.id,
    ...snapshot(row),
    items_count: countOf(all, row.id),
    public_items_count: countOf(shown, row.id),
  }));
}

async function deskCategory(db: Database, id: number): Promise<AdminFaqCategory> {
  const found = (await listFaqCategoriesForDesk(db)).find((category) => category.id === id);
  if (!found) throw notFound(FAQ_CATEGORY_CONTENT_NOT_FOUND);
  return found;
}

/** After the commit: every FAQ list, and the pages of the category's questions (they show its title). */
async function dropCachedAnswers(db: Database, categoryId: number): Promise<void> {
  const items = await db.select({ id: faqItems.id }).from(faqItems).where(eq(faqItems.categoryId, categoryId));
  invalidatePublicContent([...new Set(items.flatMap((item) => entityTags("faq", item.id)).concat("faq"))]);
}

/** The category a write changes, locked until the write commits (404 when there is none). */
async function lockedCategory(t: Database, id: number): Promise<CategoryRow> {
  const [row] = await t.select().from(faqCategories).where(eq(faqCategories.id, id)).for("update");
  if (!row) throw notFound(FAQ_CATEGORY_CONTENT_NOT_FOUND);
  return row;
}

/** A new category, after the last unless `sort_order` says otherwise; its slug the one sent or its title's. */
export async function createFaqCategory(
  db: Database,
  staff: StaffCaller,
  input: FaqCategoryContent,
): Promise<AdminFaqCategory> {
  const id = await db.transaction(async (t) => {
    const slug = input.slug ?? (await slugFromTitle(t, "faq", SLUGS, input.title, "category"));
    if (input.slug) await assertSlugFree(t, "faq", SLUGS, slug);
    const [{ last } = { last: null }] = await t.select({ last: max(faqCategories.sortOrder) }).from(faqCategories);
    const [row] = await t
      .insert(faqCategories)
      .values({
        slug,
        title: input.title,
        description: input.description,
        sortOrder: input.sort_order ?? (last ?? 0) + 1,
      })
      .returning();
    await auditContent(t, staff, {
      entity: ENTITY,
      entityId: row!.id,
      action: "create",
      before: null,
      after: snapshot(row!),
    });
    return row!.id;
  });
  // Nothing public yet: a category shows with its first public question.
  return deskCategory(db, id);
}

/** A rename or a new place: the questions' search text follows a new title. */
export async function updateFaqCategory(
  db: Database,
  staff: StaffCaller,
  id: number,
  patch: FaqCategoryPatch,
): Promise<AdminFaqCategory> {
  await db.transaction(async (t) => {
    const row = await lockedCategory(t, id);
    if (patch.slug && patch.slug !== row.slug) await assertSlugFree(t, "faq", SLUGS, patch.slug, id);
    const values = sentColumns({
      title: patch.title,
      slug: patch.slug ?? undefined,
      description: patch.description,
      sortOrder: patch.sort_order,
    });
    if (!Object.keys(values).length) return;
    const [updated] = await t.update(faqCategories).set(values).where(eq(faqCategories.id, id)).returning();
    if (updated!.title !== row.title) {
      const items = await t.select().from(faqItems).where(eq(faqItems.categoryId, id));
      for (const item of items)
        await t
          .update(faqItems)
          .set({ searchText: faqItemSearchText(item, updated!.title) })
          .where(eq(faqItems.id, item.id));
    }
    await auditContent(t, staff, {
      entity: ENTITY,
      entityId: id,
      action: "update",
      before: snapshot(row),
      after: snapshot(updated!),
    });
  });
  await dropCachedAnswers(db, id);
  return deskCategory(db, id);
}

/** Removes an empty category (409 while it holds a question, whatever the question's state). */
export async function deleteFaqCategory(db: Database, staff: StaffCaller, id: number): Promise<void> {
  await db.transaction(async (t) => {
    const row = await lockedCategory(t, id);
    const [{ count } = { count: 0 }] = await t
      .select({ count: countAll })
      .from(faqItems)
      .where(eq(faqItems.categoryId, id));
    if (count > 0) throw new HttpError(409, FAQ_CATEGORY_NOT_EMPTY);
    await t.delete(faqCategories).where(eq(faqCategories.id, id));
    await auditContent(t, staff, {
      entity: ENTITY,
      entityId: id,
      action: "delete",
      before: snapshot(row),
      after: null,
    });
  });
  invalidatePublicContent(["faq"]);
}

const categoryId = (params: IdContext["params"]) => pathId(params, "id", FAQ_CATEGORY_CONTENT_NOT_FOUND);

/** /api/v1/admin/content/faq/categories/** (editors and admins). */
export const faqCategoryRoutes = {
  list: apiHandler(async (request: Request) => {
    await requireEditor(request);
    return listFaqCategoriesForDesk(await getDb());
  }),
  create: apiHandler(async (request: Request) => {
    const staff = await requireEditor(request);
    const input = faqCategoryCreateSchema.parse(await readJson(request));
    return Response.json(await createFaqCategory(await getDb(), staff, input), { status: 201 });
  }),
  update: apiHandler(async (request: Request, { params }: IdContext) => {
    const staff = await requireEditor(request);
    const id = await categoryId(params);
    return updateFaqCategory(await getDb(), staff, id, faqCategoryPatchSchema.parse(await readJson(request)));
  }),
  remove: apiHandler(async (request: Request, { params }: IdContext) => {
    const staff = await requireEditor(request);
    const id = await categoryId(params);
    await deleteFaqCategory(await getDb(), staff, id);
    return new Response(null, { status: 204 });
  }),
};
