// Frequently asked questions and their categories.
import { index, pgTable, text } from "drizzle-orm/pg-core";
import { id, sortOrder, slug, belongsTo, publicContentState } from "./columns";

export const faqCategories = pgTable("faq_categories", {
  id: id(),
  slug: slug(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  sortOrder: sortOrder(),
});

export const faqItems = pgTable(
  "faq_items",
  {
    id: id(),
    categoryId: belongsTo("category_id", () => faqCategories.id),
    question: text("question").notNull(),
    /** Staff-written rich text (shared/rich-text.ts), its paragraphs separated by blank lines. */
    answer: text("answer").notNull(),
    sortOrder: sortOrder(),
    /** The content lifecycle (shared/content.ts), as content pages have it: the questions seeded before it are published. */
    ...publicContentState(),
  },
  (t) => [index("faq_items_status_idx").on(t.status)],
);
