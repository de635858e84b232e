// The FAQ as the content desk edits it (issue 14): a question (its category, its text, its
// rich-text answer and its place in the category) and the categories they sit in. The desk's
// forms and the admin API (app/api/v1/admin/content/faq) parse with these schemas. Text is kept as
// written (digits and lines, as content pages keep theirs); numbers take digits of any script.
import { z } from "zod";
import { contentSchemas } from "./desk-schemas";
import { optionalSlug, rowReference, SORT_ORDER_LIMITS, sortOrder, writtenText } from "./fields";

export const FAQ_LIMITS = {
  question: { min: 5, max: 300 },
  answer: { min: 10, max: 20_000 },
  categoryTitle: { min: 2, max: 80 },
  categoryDescription: { min: 10, max: 300 },
  sortOrder: SORT_ORDER_LIMITS,
} as const;

/** Every editable field of a question; each may be left out of a PATCH. */
const itemFields = {
  category_id: rowReference("دسته پرسش"),
  question: writtenText("پرسش", FAQ_LIMITS.question),
  /** Rich text: headings, lists, bold and safe links (nothing in it is ever markup). */
  answer: writtenText("پاسخ", FAQ_LIMITS.answer),
  /** Its place in its category, smaller first; empty on create: 0. */
  sort_order: sortOrder(),
};

/** A new question (saved as a draft), and an edit: any of the fields, and the version the desk showed. */
const itemSchemas = contentSchemas(itemFields);

export const faqItemCreateSchema = itemSchemas.create;
export type FaqItemCreateInput = z.input<typeof faqItemCreateSchema>;
export type FaqItemContent = z.output<typeof faqItemCreateSchema>;
export const faqItemPatchSchema = itemSchemas.patch;
export type FaqItemPatch = z.output<typeof faqItemPatchSchema>;

const categoryFields = {
  title: writtenText("عنوان دسته", FAQ_LIMITS.categoryTitle),
  /** Empty on create: made from the title. */
  slug: optionalSlug(),
  description: writtenText("توضیح دسته", FAQ_LIMITS.categoryDescription),
  /** Its place among the categories, smaller first; empty on create: after the last. */
  sort_order: sortOrder(),
};

/** A new category. */
export const faqCategoryCreateSchema = z.object(categoryFields);
export type FaqCategoryInput = z.input<typeof faqCategoryCreateSchema>;
export type FaqCategoryContent = z.output<typeof faqCategoryCreateSchema>;

/** A category's edit: any of its fields. */
export const faqCategoryPatchSchema = z.object(categoryFields).partial();
export type FaqCategoryPatch = z.output<typeof faqCategoryPatchSchema>;
