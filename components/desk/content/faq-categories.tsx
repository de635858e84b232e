"use client";
// The FAQ's categories in the desk: each one's title, slug (the anchor on /faq), description and
// place in the order, edited where it is listed, with how many questions it holds and how many the
// public sees; a new one at the end; an empty one can be removed (one with questions cannot: they
// would go with it). Checked by the API's own schema (validation/content/faq.ts); its 422 lands on
// the fields. No lifecycle of their own (server/content/faq-categories.ts says why).
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { ConfirmDialog } from "@/components/account/confirm-dialog";
import { DeskSection } from "@/components/desk/desk-section";
import { Link } from "@/components/navigation/link";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { ApiError } from "@/lib/api/api-error";
import { authApi } from "@/lib/api/browser";
import { contentFaqPath, faqCategoriesApi } from "@/lib/api/resources/desk-content";
import { hrefWith } from "@/lib/catalog/search-params";
import { fieldBinder } from "@/lib/bind-fields";
import { showToast } from "@/lib/toast";
import { toPersianDigits } from "@/shared/format/digits";
import type { AdminFaqCategory } from "@/shared/types/content";
import { faqCategoryCreateSchema, type FaqCategoryContent } from "@/validation/content/faq";
import { applyFieldErrors } from "./content-form";

type CategoryFormValues = { title: string; slug: string; description: string; sort_order: string };
const FIELDS: ReadonlyArray<string> = ["title", "slug", "description", "sort_order"] satisfies ReadonlyArray<keyof CategoryFormValues>;
const resolver = zodResolver(faqCategoryCreateSchema) as unknown as Resolver<CategoryFormValues, unknown, FaqCategoryContent>;

const valuesOf = (category?: AdminFaqCategory): CategoryFormValues =>
  category
    ? { title: category.title, slug: category.slug, description: category.description, sort_order: toPersianDigits(category.sort_order) }
    : { title: "", slug: "", description: "", sort_order: "" };

/** One category's form (none: a new category), saved to the API and the page rendered again. */
function CategoryForm({ category, idPrefix }: { category?: AdminFaqCategory; idPrefix: string }) {
  const router = useRouter();
  const { register, handleSubmit, setError, reset, formState } = useForm<CategoryFormValues, unknown, FaqCategoryContent>({ resolver, mode: "onTouched", defaultValues: valuesOf(category) });
  const field = fieldBinder(register, formState.errors);
  const save = async ({ slug, ...values }: FaqCategoryContent) => {
    const body = { ...values, ...(slug ? { slug } : {}) };
    try {
      const saved = category ? await faqCategoriesApi.update(authApi(), category.id, body) : await faqCategoriesApi.create(authApi(), body);
      reset(category ? valuesOf(saved) : valuesOf());
      showToast(category ? `دسته «${saved.title}» ذخیره شد.` : `دسته «${saved.title}» ساخته شد؛ با نخستین پرسش منتشرشده‌اش در سایت دیده می‌شود.`);
      router.refresh();
    } catch (error) {
      applyFieldErrors(error, setError, (apiField) => (FIELDS.includes(apiField) ? apiField : undefined));
    }
  };
  return (
    <form onSubmit={handleSubmit(save)} noValidate aria-label={category ? `ویرایش دسته ${category.title}` : "دسته تازه"} className="grid gap-4" id={`${idPrefix}-form`}>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="عنوان دسته" required {...field("title")} />
        <TextField label="نامک" dir="ltr" autoComplete="off" hint={category ? "نشانه این دسته در صفحه پرسش‌ها (#نامک)." : "خالی بگذارید تا از عنوان ساخته شود."} {...field("slug")} />
      </div>
      <TextAreaField label="توضیح دسته" required rows={2} hint="زیر عنوان دسته در صفحه پرسش‌ها دیده می‌شود." {...field("description")} />
      <TextField label="ترتیب نمایش" inputMode="numeric" dir="ltr" className="max-w-40" hint="عدد کوچک‌تر بالاتر؛ خالی: آخر فهرست." autoComplete="off" {...field("sort_order")} />
      <Button type="submit" className="justify-self-start" busy={formState.isSubmitting} busyLabel="در حال ذخیره…">
        {category ? "ذخیره دسته" : "ساختن دسته"}
      </Button>
    </form>
  );
}

export function FaqCategories({ categories }: { categories: AdminFaqCategory[] }) {
  const router = useRouter();
  const [removing, setRemoving] = useState<AdminFaqCategory>();
  const [busy, setBusy] = useState(false);

  async function remove(category: AdminFaqCategory) {
    setBusy(true);
    try {
      await faqCategoriesApi.remove(authApi(), category.id);
      showToast(`دسته «${category.title}» حذف شد.`);
      router.refresh();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
      setRemoving(undefined);
    }
  }

  return (
    <div className="grid gap-6">
      <ol aria-label="دسته‌های پرسش‌ها" className="grid gap-4">
        {categories.map((category) => (
          <li key={`${category.id}-${category.title}-${category.slug}-${category.sort_order}`}>
            <DeskSection id={`category-${category.id}`} title={category.title}>
              <p className="mb-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
                <Link href={hrefWith(contentFaqPath, {}, { category_id: String(category.id) })} className="rounded font-bold text-brand-800 underline underline-offset-4">
                  {toPersianDigits(category.items_count)} پرسش<span className="sr-only"> در {category.title}</span>
                </Link>
                <span>{toPersianDigits(category.public_items_count)} پرسش در سایت</span>
              </p>
              <CategoryForm category={category} idPrefix={`category-${category.id}`} />
              {category.items_count === 0 && (
                <Button type="button" variant="ghost" className="mt-3 px-3 py-1.5" onClick={() => setRemoving(category)}>
                  حذف دسته<span className="sr-only"> {category.title}</span>
                </Button>
              )}
            </DeskSection>
          </li>
        ))}
      </ol>
      <DeskSection id="new-category" title="دسته تازه">
        <CategoryForm idPrefix="new-category" />
      </DeskSection>
      <ConfirmDialog
        open={removing !== undefined}
        title="حذف دسته"
        message={`دسته «${removing?.title ?? ""}» حذف شود؟ این دسته پرسشی ندارد.`}
        confirmLabel="حذف دسته"
        busy={busy}
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => removing && void remove(removing)}
      />
    </div>
  );
}
