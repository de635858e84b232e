// Shapes of the FAQ API (snake_case fields, camelCase expansions, as the Yii2 API answers).

import type { DeskListRow, DeskRecord } from "./content";

export type FaqCategorySummary = {
  id: number;
  slug: string;
  title: string;
  description: string;
};

export type FaqItem = {
  id: number;
  category_id: number;
  question: string;
  /** Paragraphs separated by blank lines; lines starting "- " are list items (see types/pages). */
  answer: string;
  sort_order: number;
  view_count: number;
  /** With `expand=category` (always on the view endpoint). */
  category?: FaqCategorySummary;
};

export type FaqItemDetail = FaqItem & { category: FaqCategorySummary };

export type FaqCategory = FaqCategorySummary & {
  sort_order: number;
  items_count: number;
  /** With `expand=items`: the category's questions in their order. */
  items?: FaqItem[];
};

export const FAQ_CATEGORY_EXPANDS = ["items"] as const;
export const FAQ_ITEM_EXPANDS = ["category"] as const;

/** The page of one answer: /faq/item/{cat_id}/{id}. */
export function faqItemPath(item: { id: number; category_id: number }): string {
  return `/faq/item/${item.category_id}/${item.id}`;
}

/** The page of one category: /faq/items/{id}. */
export function faqCategoryPath(category: { id: number }): string {
  return `/faq/items/${category.id}`;
}

// ---- the content desk's view (/api/v1/admin/content/...)

/** The editable fields of an FAQ question, as the desk's form sends them back (validation/content/faq.ts). */
export type AdminFaqItemContent = {
  category_id: number;
  question: string;
  /** Rich text (shared/rich-text.ts, its paragraphs joined until a blank line). */
  answer: string;
  /** Its place in its category (smaller first). */
  sort_order: number;
};

/** The desk's question: `url` is the public page's path (/faq/item/{category}/{id}); `former_slugs` is always empty (addressed by its id). */
export type AdminFaqItem = DeskRecord<AdminFaqItemContent, { category: { id: number; title: string } }>;

/** A row of the desk's FAQ list. */
export type AdminFaqItemListItem = DeskListRow<AdminFaqItem, "id" | "category" | "question" | "sort_order" | "url">;

/** The editable fields of an FAQ category (validation/content/faq.ts). */
export type AdminFaqCategoryContent = { title: string; slug: string; description: string; sort_order: number };

/** An FAQ category in the desk: its fields, how many questions it holds and how many of them the public sees. */
export type AdminFaqCategory = AdminFaqCategoryContent & {
  id: number;
  items_count: number;
  public_items_count: number;
};
