"use client";
// A content page in the desk (rules, terms, privacy ...), new or edited: its title, slug, summary and
// rich-text body (headings, lists, bold, links; a paragraph runs until a blank line, as the page
// reads it), checked on blur and then on input by the API's own schema (validation/content/page.ts),
// the API's 422 on the same fields. Saved as every content form is (./content-form.tsx).
import { useWatch } from "react-hook-form";
import { FormSection } from "@/components/forms/form-section";
import { TextAreaField, TextField } from "@/components/ui/field";
import { contentPagesApi, type PageBody } from "@/lib/api/resources/desk-content";
import type { AdminContentPage, AdminContentPageContent } from "@/shared/types/pages";
import { pageCreateSchema, type PageContent } from "@/validation/content/page";
import { RichTextField } from "./content-form";
import { ContentFormFrame, contentFormKind, schemaResolver, useContentForm } from "./content-form-frame";
import { PAGE_DESK } from "./content-kinds";
import { SlugField } from "./content-fields";

export type PageFormValues = AdminContentPageContent;

const EMPTY_PAGE_FORM: PageFormValues = { title: "", slug: "", summary: "", body: "" };

const resolver = schemaResolver<PageFormValues, PageContent>(pageCreateSchema);

const pageFormValues = ({ title, slug, summary, body }: AdminContentPage): PageFormValues => ({
  title,
  slug,
  summary,
  body,
});

/** What the API is sent for the checked values: an empty slug is left out (made from the title on a new page, kept on an edit). */
export function pageBody({ slug, ...fields }: PageContent): PageBody {
  return { ...fields, ...(slug ? { slug } : {}) };
}

const PAGE_FORM = contentFormKind({
  desk: PAGE_DESK,
  api: contentPagesApi,
  resolver,
  valuesOf: pageFormValues,
  empty: EMPTY_PAGE_FORM,
  body: pageBody,
});

type Props = {
  /** The page being edited; none: a new one. */
  page?: AdminContentPage;
  /** After an edit is saved, with the API's answer. */
  onSaved?: (page: AdminContentPage) => void;
};

export function PageForm({ page, onSaved }: Props) {
  const { control, field, frame } = useContentForm(PAGE_FORM, { item: page, onSaved });
  const title = useWatch({ control, name: "title" });

  return (
    <ContentFormFrame frame={frame} label={page ? "ویرایش صفحه" : "صفحه تازه"}>
      <FormSection title="متن صفحه">
        <TextField label="عنوان صفحه" required {...field("title")} />
        <SlugField noun="صفحه" address={page && `/page/${page.slug}`} title={title} {...field("slug")} />
        <TextAreaField
          label="خلاصه صفحه"
          required
          rows={3}
          hint="زیر عنوان صفحه، در صفحه‌های دیگر و در نتیجه جستجو دیده می‌شود."
          {...field("summary")}
        />
        <RichTextField
          control={control}
          name="body"
          label="متن صفحه"
          lines="join"
          hint="سرفصل، فهرست، متن پررنگ و پیوند. سرفصل‌ها فهرست مطالب صفحه را می‌سازند."
        />
      </FormSection>
    </ContentFormFrame>
  );
}
