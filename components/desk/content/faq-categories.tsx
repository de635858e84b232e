"use client";
// The FAQ's categories in the desk (./content-groups.tsx): each one's title, slug (the anchor on
// /faq), description and place in the order, with how many questions it holds and how many the
// public sees. Checked by validation/content/faq.ts.
import { Link } from "@/components/navigation/link";
import { contentFaqPath, faqCategoriesApi } from "@/lib/api/resources/desk-content";
import { hrefWith } from "@/lib/catalog/search-params";
import { toPersianDigits } from "@/shared/format/digits";
import type { AdminFaqCategory } from "@/shared/types/faq";
import { faqCategoryCreateSchema } from "@/validation/content/faq";
import { ContentGroups, type ContentGroupKind } from "./content-groups";

const FAQ_CATEGORIES: ContentGroupKind<AdminFaqCategory, Parameters<typeof faqCategoriesApi.create>[1]> = {
  id: "category",
  nameField: "title",
  schema: faqCategoryCreateSchema,
  api: faqCategoriesApi,
  words: {
    noun: "دسته",
    listLabel: "دسته‌های پرسش‌ها",
    nameLabel: "عنوان دسته",
    slugHint: "نشانه این دسته در صفحه پرسش‌ها (#نامک).",
    newSlugHint: "خالی بگذارید تا از عنوان ساخته شود.",
    descriptionHint: "زیر عنوان دسته در صفحه پرسش‌ها دیده می‌شود.",
    createdNote: "با نخستین پرسش منتشرشده‌اش در سایت دیده می‌شود.",
    emptyNote: "این دسته پرسشی ندارد.",
  },
};

export function FaqCategories({ categories }: { categories: AdminFaqCategory[] }) {
  return (
    <ContentGroups
      kind={FAQ_CATEGORIES}
      groups={categories}
      isEmpty={(category) => category.items_count === 0}
      counts={(category) => (
        <>
          <Link
            href={hrefWith(contentFaqPath, {}, { category_id: String(category.id) })}
            className="rounded font-bold text-brand-800 underline underline-offset-4"
          >
            {toPersianDigits(category.items_count)} پرسش<span className="sr-only"> در {category.title}</span>
          </Link>
          <span>{toPersianDigits(category.public_items_count)} پرسش در سایت</span>
        </>
      )}
    />
  );
}
