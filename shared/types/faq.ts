// Shapes of the FAQ API (snake_case fields, camelCase expansions, as the Yii2 API answers).

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
