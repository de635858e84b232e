// A content page (rules, terms, privacy, the accelerator programme) as the content desk edits it
// (issue 14). The desk's form and the admin API (app/api/v1/admin/content/pages) parse with these
// schemas. A page is read as written: unlike a form's answers, its text keeps its digits as the
// editor typed them (the site shows Persian digits, and "۳ تا ۷ درصد" must stay so) and its body
// keeps its lines (the rich text of shared/rich-text.ts, paragraphs joined until a blank line).
import { z } from "zod";
import { contentSchemas } from "./desk-schemas";
import { ARTICLE_LIMITS, optionalSlug, writtenText } from "./fields";

export const PAGE_LIMITS = {
  title: ARTICLE_LIMITS.title,
  summary: ARTICLE_LIMITS.summary,
  body: { min: 20, max: 50_000 },
} as const;

/** Every editable field; each may be left out of a PATCH. */
const pageFields = {
  title: writtenText("عنوان صفحه", PAGE_LIMITS.title),
  /** Empty on create: made from the title. */
  slug: optionalSlug(),
  summary: writtenText("خلاصه صفحه", PAGE_LIMITS.summary),
  /** Rich text: headings, lists, bold and safe links (nothing in it is ever markup). */
  body: writtenText("متن صفحه", PAGE_LIMITS.body),
};

/** A new page (saved as a draft), and an edit: any of the fields, and the version the desk showed. */
const pageSchemas = contentSchemas(pageFields);

export const pageCreateSchema = pageSchemas.create;
export type PageCreateInput = z.input<typeof pageCreateSchema>;
export type PageContent = z.output<typeof pageCreateSchema>;
export const pagePatchSchema = pageSchemas.patch;
export type PagePatch = z.output<typeof pagePatchSchema>;
