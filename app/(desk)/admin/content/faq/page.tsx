import type { Metadata } from "next";
import { ContentList, ContentListRow, type ContentListKind } from "@/components/desk/content/content-list";
import { FilterSelect } from "@/components/desk/filter-select";
import { Link } from "@/components/navigation/link";
import {
  contentFaqCategoriesPath,
  contentFaqItemPath,
  contentFaqPath,
  faqCategoriesApi,
} from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import type { RawSearchParams } from "@/lib/catalog/search-params";
import { formatJalaliDateTime } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { loadContentList } from "../content-list-data";
import { faqList, faqStateCounts } from "../status-counts";
import { idParam } from "../id-param";

export const metadata: Metadata = { title: "پرسش‌های متداول در محتوا" };

const FAQ: ContentListKind = {
  path: contentFaqPath,
  words: { plural: "پرسش‌های متداول", one: "پرسش", newItem: "پرسش تازه", all: "همه پرسش‌ها", none: "پرسشی اینجا نیست" },
  searchPlaceholder: "پرسش، پاسخ یا دسته",
};

// The content desk's FAQ: every question whatever its state, the last edited first, in the desk's
// shared list, narrowed to one category when the URL names it; each row with its category, its
// place in it and its last change. The categories have a page of their own.
export default async function ContentFaqPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const raw = await searchParams;
  const categoryId = idParam(raw, "category_id");
  const { data, items } = await loadContentList(raw, FAQ.path, faqList(categoryId), faqStateCounts(categoryId));
  const categories = await faqCategoriesApi.list(await authServerApi(), { page: true });
  const category = categories.find((c) => c.id === categoryId);
  const kept = {
    ...data,
    query: { ...data.query, params: { ...data.query.params, category_id: category ? String(category.id) : undefined } },
  };
  const kind = category ? { ...FAQ, newHref: `${FAQ.path}/new?category_id=${category.id}` } : FAQ;
  return (
    <ContentList
      kind={kind}
      data={kept}
      filters={
        <FilterSelect
          id="faq-category"
          name="category_id"
          label="دسته"
          allLabel="همه دسته‌ها"
          value={category ? String(category.id) : undefined}
          options={Object.fromEntries(categories.map((c) => [c.id, c.title]))}
        />
      }
      aside={
        <Link href={contentFaqCategoriesPath} className="rounded font-bold text-brand-800 underline underline-offset-4">
          دسته‌ها ({toPersianDigits(categories.length)})
        </Link>
      }
    >
      {items.map((item) => (
        <ContentListRow key={item.id} item={{ ...item, title: item.question }} href={contentFaqItemPath(item.id)}>
          <p className="text-sm text-muted">
            {item.category.title} · ترتیب {toPersianDigits(item.sort_order)} · آخرین تغییر:{" "}
            {formatJalaliDateTime(item.updated_at)}
          </p>
        </ContentListRow>
      ))}
    </ContentList>
  );
}
