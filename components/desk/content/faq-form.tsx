"use client";
// An FAQ question in the desk, new or edited: its category, the question, the rich-text answer
// (headings, lists, bold, links; a paragraph runs until a blank line, as the FAQ reads it) and its
// place in the category (digits of any script), checked on blur and then on input by the API's own
// schema (validation/content/faq.ts), the API's 422 on the same fields. Saved as every content form
// is (./content-form.tsx).
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type Resolver } from "react-hook-form";
import { FormSection } from "@/components/forms/form-section";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { authApi } from "@/lib/api/browser";
import { contentFaqApi, contentFaqItemPath } from "@/lib/api/resources/desk-content";
import { fieldBinder } from "@/lib/bind-fields";
import { toPersianDigits } from "@/shared/format/digits";
import type { AdminFaqCategory, AdminFaqItem } from "@/shared/types/faq";
import { faqItemCreateSchema, type FaqItemContent } from "@/validation/content/faq";
import { applyFieldErrors, RichTextField, SaveRow, StaleAlert, useContentSave } from "./content-form";

/** The form's values as typed: the category's id and the order are the select's and the box's text. */
export type FaqFormValues = { category_id: string; question: string; answer: string; sort_order: string };

const FAQ_FORM_FIELDS: ReadonlyArray<string> = [
  "category_id",
  "question",
  "answer",
  "sort_order",
] satisfies ReadonlyArray<keyof FaqFormValues>;

const resolver = zodResolver(faqItemCreateSchema) as unknown as Resolver<FaqFormValues, unknown, FaqItemContent>;

const faqFormValues = ({ category_id, question, answer, sort_order }: AdminFaqItem): FaqFormValues => ({
  category_id: String(category_id),
  question,
  answer,
  sort_order: toPersianDigits(sort_order),
});

type Props = {
  /** The categories a question can be put in, in the site's order. */
  categories: AdminFaqCategory[];
  /** The question being edited; none: a new one (in `categoryId` when the list was showing one). */
  item?: AdminFaqItem;
  categoryId?: number;
  /** After an edit is saved, with the API's answer. */
  onSaved?: (item: AdminFaqItem) => void;
};

export function FaqForm({ categories, item, categoryId, onSaved }: Props) {
  const { register, control, handleSubmit, setError, reset, formState } = useForm<
    FaqFormValues,
    unknown,
    FaqItemContent
  >({
    resolver,
    mode: "onTouched",
    defaultValues: item
      ? faqFormValues(item)
      : { category_id: categoryId ? String(categoryId) : "", question: "", answer: "", sort_order: "" },
  });
  const field = fieldBinder(register, formState.errors);
  const { save, stale, created } = useContentSave<AdminFaqItem, FaqItemContent>({
    item,
    create: (values) => contentFaqApi.create(authApi(), values),
    update: (current, values) => contentFaqApi.update(authApi(), current.id, { ...values, version: current.version }),
    itemPath: contentFaqItemPath,
    savedMessage: "تغییرهای پرسش ذخیره شد.",
    nameOf: (saved) => saved.question,
    reset: (saved) => reset(faqFormValues(saved)),
    onSaved,
    onFieldErrors: (error) =>
      applyFieldErrors(error, setError, (apiField) => (FAQ_FORM_FIELDS.includes(apiField) ? apiField : undefined)),
  });

  return (
    <form
      onSubmit={handleSubmit(save)}
      noValidate
      aria-label={item ? "ویرایش پرسش" : "پرسش تازه"}
      className="grid min-w-0 gap-6"
    >
      {stale && <StaleAlert message={stale} />}
      <FormSection title="پرسش و پاسخ">
        <SelectField
          label="دسته پرسش"
          required
          options={categories.map((category) => ({ value: category.id, label: category.title }))}
          {...field("category_id")}
        />
        <TextAreaField
          label="پرسش"
          required
          rows={2}
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
        <TextField
          label="ترتیب نمایش"
          inputMode="numeric"
          dir="ltr"
          className="max-w-40"
          hint="جای پرسش در دسته‌اش: عدد کوچک‌تر بالاتر می‌آید. خالی بگذارید تا ۰ شود."
          autoComplete="off"
          {...field("sort_order")}
        />
      </FormSection>
      <SaveRow isNew={!item} busy={formState.isSubmitting || created} dirty={formState.isDirty} />
    </form>
  );
}
