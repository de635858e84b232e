import type { Metadata } from "next";
import { contentFaqCategoriesPath, faqCategoriesApi } from "@/lib/api/resources/desk-content";
import { formatJalaliDateTime } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { DESK_KINDS } from "../desk-kinds";
import { contentListPage } from "../list-page";

export const metadata: Metadata = { title: "پرسش‌های متداول در محتوا" };

// The content desk's FAQ: every question whatever its state, the last edited first, in the desk's
// shared list, narrowed to one category when the URL names it; each row with its category, its
// place in it and its last change. The categories have a page of their own.
export default contentListPage({
  kind: DESK_KINDS.faq,
  narrow: {
    select: { id: "faq-category", name: "category_id", label: "دسته", allLabel: "همه دسته‌ها" },
    choices: async (api) =>
      (await faqCategoriesApi.list(api, { page: true })).map(({ id, title }) => ({ id, label: title })),
    newInGroup: true,
    related: (categories) => [
      { href: contentFaqCategoriesPath, label: <>دسته‌ها ({toPersianDigits(categories.length)})</> },
    ],
  },
  lines: (item) => (
    <p className="text-sm text-muted">
      {item.category.title} · ترتیب {toPersianDigits(item.sort_order)} · آخرین تغییر:{" "}
      {formatJalaliDateTime(item.updated_at)}
    </p>
  ),
});
