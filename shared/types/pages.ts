// Shapes of the content pages API. A page's body is staff-written rich text (shared/rich-text.ts),
// as FAQ answers are.

import type { DeskListRow, DeskRecord } from "./content";

export type ContentPageSummary = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  updated_at: string;
};

export type ContentPage = ContentPageSummary & { body: string };

// ---- the content desk's view (/api/v1/admin/content/...)

/** The editable fields of a content page (rules, terms, privacy ...), as the desk's form sends them back (validation/content/page.ts). */
export type AdminContentPageContent = {
  title: string;
  slug: string;
  summary: string;
  /** Rich text (shared/rich-text.ts, its paragraphs joined until a blank line). */
  body: string;
};

/** The desk's view of a page: its public answer, where it stands, and the desk's own fields (`url`: the public page's path; each former slug still leads to it). */
export type AdminContentPage = DeskRecord<ContentPage>;

/** A row of the desk's content pages list. */
export type AdminContentPageListItem = DeskListRow<AdminContentPage, "id" | "slug" | "title" | "summary" | "url">;
