"use client";
// An FAQ question in the desk, new or edited: its category, the question, the rich-text answer
// (headings, lists, bold, links; a paragraph runs until a blank line, as the FAQ reads it) and its
// place in the category (digits of any script), checked on blur and then on input by the API's own
// schema (validation/content/faq.ts), the API's 422 on the same fields. Saved as every content form
// is (./content-form.tsx).
import { FormSection } from "@/components/forms/form-section";
import { SelectField } from "@/components/ui/field";
import { contentFaqApi } from "@/lib/api/resources/desk-content";
import { toPersianDigits } from "@/shared/format/digits";
import type { AdminFaqCategory, AdminFaqItem } from "@/shared/types/faq";
import { faqItemCreateSchema, type FaqItemContent } from "@/validation/content/faq";
import { RichTextField } from "./content-form";
import {
  ContentFormFrame,
  contentFormKind,
  schemaResolver,
  useContentForm,
  type ContentFormProps,
} from "./content-form-frame";
import { FAQ_DESK } from "./content-kinds";
import { BriefTextField, SortOrderField } from "./content-fields";

/** The form's values as typed: the category's id and the order are the select's and the box's text. */
export type FaqFormValues = { category_id: string; question: string; answer: string; sort_order: string };

const resolver = schemaResolver<FaqFormValues, FaqItemContent>(faqItemCreateSchema);

const faqFormValues = ({ category_id, question, answer, sort_order }: AdminFaqItem): FaqFormValues => ({
  category_id: String(category_id),
  question,
  answer,
  sort_order: toPersianDigits(sort_order),
});

/** The question form; a new question is put in `categoryId` when the list was showing one. */
const faqForm = (categoryId?: number) =>
  contentFormKind({
    desk: FAQ_DESK,
    api: contentFaqApi,
    resolver,
    valuesOf: faqFormValues,
    empty: { category_id: categoryId ? String(categoryId) : "", question: "", answer: "", sort_order: "" },
  });

type Props = ContentFormProps<AdminFaqItem> & {
  /** The categories a question can be put in, in the site's order. */
  categories: AdminFaqCategory[];
  /** The question being edited; none: a new one (in `categoryId` when the list was showing one). */
  item?: AdminFaqItem;
  categoryId?: number;
};

export function FaqForm({ categories, item, categoryId, onSaved }: Props) {
  const { control, field, frame } = useContentForm(faqForm(categoryId), { item, onSaved });

  return (
    <ContentFormFrame frame={frame} label={item ? "ویرایش پرسش" : "پرسش تازه"}>
      <FormSection title="پرسش و پاسخ">
        <SelectField
          label="دسته پرسش"
          required
          options={categories.map((category) => ({ value: category.id, label: category.title }))}
          {...field("category_id")}
        />
        <BriefTextField
          label="پرسش"
          hint="همان‌طور که مردم می‌پرسند؛ عنوان صفحه پرسش هم همین است."
          {...field("question")}
        />
        <RichTextField
          control={control}
          name="answer"
          label="پاسخ"
          lines="join"
          hint="فهرست، متن پررنگ، پیوند و سرفصل. پاسخ در صفحه پرسش‌ها و صفحه خود پرسش همین‌طور دیده می‌شود."
        />
        <SortOrderField
          className="max-w-40"
          hint="جای پرسش در دسته‌اش: عدد کوچک‌تر بالاتر می‌آید. خالی بگذارید تا ۰ شود."
          {...field("sort_order")}
        />
      </FormSection>
    </ContentFormFrame>
  );
}
