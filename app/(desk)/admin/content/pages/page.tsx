import type { Metadata } from "next";
import { ContentList, ContentListRow, type ContentListKind } from "@/components/desk/content/content-list";
import { contentPagePath, contentPagesApi, contentPagesPath } from "@/lib/api/resources/desk-content";
import type { RawSearchParams } from "@/lib/catalog/search-params";
import { excerpt } from "@/lib/seo";
import { formatJalaliDateTime } from "@/shared/format/date";
import { loadContentList } from "../content-list-data";
import { pageStateCounts } from "../status-counts";

export const metadata: Metadata = { title: "صفحه‌ها در محتوا" };

const PAGES: ContentListKind = {
  path: contentPagesPath,
  words: { plural: "صفحه‌ها", one: "صفحه", newItem: "صفحه تازه", all: "همه صفحه‌ها", none: "صفحه‌ای اینجا نیست" },
  searchPlaceholder: "عنوان، خلاصه یا متن صفحه",
};

// The content desk's pages (rules, terms, privacy ...): every page whatever its state, the last
// edited first, in the desk's shared list: each with its summary, its address and its last change.
export default async function ContentPagesPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const { data, items } = await loadContentList(await searchParams, PAGES.path, contentPagesApi.list, pageStateCounts);
  return (
    <ContentList kind={PAGES} data={data}>
      {items.map((page) => (
        <ContentListRow key={page.id} item={page} href={contentPagePath(page.id)}>
          <p className="text-sm leading-6 text-muted">{excerpt(page.summary, 140)}</p>
          <p className="text-sm text-muted">
            آخرین تغییر: {formatJalaliDateTime(page.updated_at)} · <bdi>/page/{page.slug}</bdi>
          </p>
        </ContentListRow>
      ))}
    </ContentList>
  );
}
