"use client";
// A content page in the desk (rules, terms, privacy ...), new or edited: its title, slug, summary and
// rich-text body (headings, lists, bold, links; a paragraph runs until a blank line, as the page
// reads it), checked on blur and then on input by the API's own schema (validation/content/page.ts),
// the API's 422 on the same fields. Saved as every content form is (./content-form.tsx).
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { FormSection } from "@/components/forms/form-section";
import { TextAreaField, TextField } from "@/components/ui/field";
import { authApi } from "@/lib/api/browser";
import { contentPagePath, contentPagesApi, type PageBody } from "@/lib/api/resources/desk-content";
import { fieldBinder } from "@/lib/bind-fields";
import type { AdminContentPage, AdminContentPageContent } from "@/shared/types/pages";
import { pageCreateSchema, type PageContent } from "@/validation/content/page";
import { applyFieldErrors, RichTextField, SaveRow, slugHint, StaleAlert, useContentSave } from "./content-form";

export type PageFormValues = AdminContentPageContent;

const EMPTY_PAGE_FORM: PageFormValues = { title: "", slug: "", summary: "", body: "" };
const PAGE_FORM_FIELDS: ReadonlyArray<string> = ["title", "slug", "summary", "body"] satisfies ReadonlyArray<
  keyof PageFormValues
>;

const resolver = zodResolver(pageCreateSchema) as unknown as Resolver<PageFormValues, unknown, PageContent>;

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

type Props = {
  /** The page being edited; none: a new one. */
  page?: AdminContentPage;
  /** After an edit is saved, with the API's answer. */
  onSaved?: (page: AdminContentPage) => void;
};

export function PageForm({ page, onSaved }: Props) {
  const { register, control, handleSubmit, setError, reset, formState } = useForm<PageFormValues, unknown, PageContent>(
    {
      resolver,
      mode: "onTouched",
      defaultValues: page ? pageFormValues(page) : EMPTY_PAGE_FORM,
    },
  );
  const field = fieldBinder(register, formState.errors);
  const title = useWatch({ control, name: "title" });
  const { save, stale, created } = useContentSave<AdminContentPage, PageContent>({
    item: page,
    create: (values) => contentPagesApi.create(authApi(), pageBody(values)),
    update: (current, values) =>
      contentPagesApi.update(authApi(), current.id, { ...pageBody(values), version: current.version }),
    itemPath: contentPagePath,
    savedMessage: "تغییرهای صفحه ذخیره شد.",
    nameOf: (saved) => saved.title,
    reset: (saved) => reset(pageFormValues(saved)),
    onSaved,
    onFieldErrors: (error) =>
      applyFieldErrors(error, setError, (apiField) => (PAGE_FORM_FIELDS.includes(apiField) ? apiField : undefined)),
  });

  return (
    <form
      onSubmit={handleSubmit(save)}
      noValidate
      aria-label={page ? "ویرایش صفحه" : "صفحه تازه"}
      className="grid min-w-0 gap-6"
    >
      {stale && <StaleAlert message={stale} />}
      <FormSection title="متن صفحه">
        <TextField label="عنوان صفحه" required {...field("title")} />
        <TextField
          label="نامک"
          hint={slugHint({ noun: "صفحه", address: page && `/page/${page.slug}`, title: title ?? "" })}
          autoComplete="off"
          {...field("slug")}
        />
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
      <SaveRow isNew={!page} busy={formState.isSubmitting || created} dirty={formState.isDirty} />
    </form>
  );
}
