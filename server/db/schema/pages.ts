// The content pages (about, terms, ...).
import { index, pgTable, text } from "drizzle-orm/pg-core";
import { id, searchText, slug, contentState } from "./columns";

export const contentPages = pgTable(
  "content_pages",
  {
    id: id(),
    slug: slug(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    /** Staff-written rich text (shared/rich-text.ts), its paragraphs separated by blank lines. */
    body: text("body").notNull(),
    /** The content lifecycle (shared/content.ts), as events have it: the pages seeded before it are published. */
    ...contentState(),
    searchText: searchText(),
  },
  (t) => [index("content_pages_status_idx").on(t.status)],
);
