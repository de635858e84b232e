import type { Metadata } from "next";
import { ContentList, ContentListRow, type ContentListKind } from "@/components/desk/content/content-list";
import { contentBusinessesApi, contentBusinessesPath, contentBusinessPath } from "@/lib/api/resources/desk-content";
import type { RawSearchParams } from "@/lib/catalog/search-params";
import { formatJalaliDateTime } from "@/shared/format/date";
import { loadContentList } from "../content-list-data";
import { businessStateCounts } from "../status-counts";

export const metadata: Metadata = { title: "کسب‌وکارها در محتوا" };

const BUSINESSES: ContentListKind = {
  path: contentBusinessesPath,
  words: {
    plural: "کسب‌وکارها",
    one: "کسب‌وکار",
    newItem: "کسب‌وکار تازه",
    all: "همه کسب‌وکارها",
    none: "کسب‌وکاری اینجا نیست",
  },
  searchPlaceholder: "نام، معرفی، حوزه یا شهر کسب‌وکار",
};

// The content desk's businesses: every business whatever its state, the last edited first, in the
// desk's shared list: each with its tagline, category and stage, its address and its last change.
export default async function ContentBusinessesPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const { data, items } = await loadContentList(
    await searchParams,
    BUSINESSES.path,
    contentBusinessesApi.list,
    businessStateCounts,
  );
  return (
    <ContentList kind={BUSINESSES} data={data}>
      {items.map((business) => (
        <ContentListRow
          key={business.id}
          item={{ ...business, title: business.name }}
          href={contentBusinessPath(business.id)}
        >
          <p className="text-sm leading-6 text-muted">{business.tagline}</p>
          <p className="text-sm text-muted">
            {business.category} · {business.stage_label} · آخرین تغییر: {formatJalaliDateTime(business.updated_at)} ·{" "}
            <bdi>/businesses/{business.slug}</bdi>
          </p>
        </ContentListRow>
      ))}
    </ContentList>
  );
}
