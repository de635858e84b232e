import "server-only";
// FAQ: categories with their question counts (and questions), questions filtered by category and
// search, one question with its category. Only what the public sees (server/publishing/lifecycle.ts):
// published questions past their publish_at, and the categories holding at least one of them (a
// category is a heading: it shows once a question in it is published). The content desk edits
// them (server/faq/desk.ts, faq-categories.ts).
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import { searchableText } from "@/shared/format/persian-text";
import { plainRichText } from "@/shared/rich-text";
import type { FaqCategory, FaqCategorySummary, FaqItem } from "@/shared/types/faq";
import { countAll, intParam, searchCondition } from "@/server/catalog/query";
import { viewCounter } from "@/server/catalog/views";
import { publicContent } from "@/server/publishing/lifecycle";
import type { Database } from "@/server/db/client";
import { faqCategories, faqItems } from "@/server/db/schema";
import type { Pagination } from "@/server/http/pagination";

type CategoryRow = typeof faqCategories.$inferSelect;
type ItemRow = typeof faqItems.$inferSelect;

/** The questions the public sees. */
export const publicFaqItem = (now?: Date): SQL => publicContent(faqItems, now);

/** The categories the public sees: those with a public question. */
const publicCategory = (db: Database): SQL =>
  inArray(faqCategories.id, db.select({ id: faqItems.categoryId }).from(faqItems).where(publicFaqItem()));

/** What search matches a question by: the question first (the part ranked highest), the words of its answer without their marks, its category's title. */
export function faqItemSearchText(item: Pick<ItemRow, "question" | "answer">, categoryTitle: string): string {
  return searchableText(item.question, plainRichText(item.answer), categoryTitle);
}

export function summarizeCategory(row: CategoryRow): FaqCategorySummary {
  return { id: row.id, slug: row.slug, title: row.title, description: row.description };
}

export function serializeItem(row: ItemRow): FaqItem {
  return {
    id: row.id,
    category_id: row.categoryId,
    question: row.question,
    answer: row.answer,
    sort_order: row.sortOrder,
    view_count: row.viewCount,
  };
}

/** Questions in the order people read them: by category, then by their place in it. */
const itemOrder = [asc(faqCategories.sortOrder), asc(faqCategories.id), asc(faqItems.sortOrder), asc(faqItems.id)];

/** A category named by its id or its slug. */
function categoryCondition(idOrSlug: string): SQL {
  const id = intParam(idOrSlug);
  return id !== undefined ? eq(faqCategories.id, id) : eq(faqCategories.slug, idOrSlug.trim());
}

async function withCounts(db: Database, rows: CategoryRow[], withItems: boolean): Promise<FaqCategory[]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const [counts, items] = await Promise.all([
    db
      .select({ categoryId: faqItems.categoryId, count: countAll })
      .from(faqItems)
      .where(and(inArray(faqItems.categoryId, ids), publicFaqItem()))
      .groupBy(faqItems.categoryId),
    withItems
      ? db
          .select()
          .from(faqItems)
          .where(and(inArray(faqItems.categoryId, ids), publicFaqItem()))
          .orderBy(asc(faqItems.sortOrder), asc(faqItems.id))
      : [],
  ]);
  return rows.map((row) => ({
    ...summarizeCategory(row),
    sort_order: row.sortOrder,
    items_count: counts.find((c) => c.categoryId === row.id)?.count ?? 0,
    ...(withItems ? { items: items.filter((i) => i.categoryId === row.id).map(serializeItem) } : {}),
  }));
}

export async function listCategories(db: Database, page: Pagination, withItems: boolean) {
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(faqCategories)
      .where(publicCategory(db))
      .orderBy(asc(faqCategories.sortOrder), asc(faqCategories.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ total: countAll }).from(faqCategories).where(publicCategory(db)),
  ]);
  return { categories: await withCounts(db, rows, withItems), total };
}

export async function findCategory(
  db: Database,
  idOrSlug: string,
  withItems: boolean,
): Promise<FaqCategory | undefined> {
  if (!idOrSlug.trim()) return undefined;
  const [row] = await db
    .select()
    .from(faqCategories)
    .where(and(categoryCondition(idOrSlug), publicCategory(db)))
    .limit(1);
  if (!row) return undefined;
  const [category] = await withCounts(db, [row], withItems);
  return category;
}

export type FaqItemFilters = { q?: string | null; category?: string | null };

export async function listItems(db: Database, filters: FaqItemFilters, page: Pagination, withCategory: boolean) {
  const conditions: Array<SQL | undefined> = [publicFaqItem(), searchCondition(faqItems.searchText, filters.q)];
  const category = filters.category?.trim();
  if (category) conditions.push(categoryCondition(category));
  const where = and(...conditions);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ item: faqItems, category: faqCategories })
      .from(faqItems)
      .innerJoin(faqCategories, eq(faqCategories.id, faqItems.categoryId))
      .where(where)
      .orderBy(...itemOrder)
      .limit(page.perPage)
      .offset(page.offset),
    db
      .select({ total: countAll })
      .from(faqItems)
      .innerJoin(faqCategories, eq(faqCategories.id, faqItems.categoryId))
      .where(where),
  ]);
  const items: FaqItem[] = rows.map((r) => ({
    ...serializeItem(r.item),
    ...(withCategory ? { category: summarizeCategory(r.category) } : {}),
  }));
  return { items, total };
}

export async function findItem(db: Database, id: number | undefined) {
  if (id === undefined) return undefined;
  const [row] = await db
    .select({ item: faqItems, category: faqCategories })
    .from(faqItems)
    .innerJoin(faqCategories, eq(faqCategories.id, faqItems.categoryId))
    .where(and(eq(faqItems.id, id), publicFaqItem()))
    .limit(1);
  return row;
}

export const recordItemView = viewCounter(faqItems);
