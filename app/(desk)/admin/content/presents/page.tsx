import type { Metadata } from "next";
import { ContentList, ContentListRow, type ContentListKind } from "@/components/desk/content/content-list";
import { contentPresentPath, contentPresentsApi, contentPresentsPath } from "@/lib/api/resources/desk-content";
import type { RawSearchParams } from "@/lib/catalog/search-params";
import { formatJalaliDate, formatJalaliDateTime } from "@/shared/format/date";
import { loadContentList } from "../content-list-data";
import { presentStateCounts } from "../status-counts";

export const metadata: Metadata = { title: "پیشنهادها در محتوا" };

const PRESENTS: ContentListKind = {
  path: contentPresentsPath,
  words: {
    plural: "پیشنهادها",
    one: "پیشنهاد",
    newItem: "پیشنهاد تازه",
    all: "همه پیشنهادها",
    none: "پیشنهادی اینجا نیست",
  },
  searchPlaceholder: "عنوان، نوع یا آنچه دریافت می‌شود",
};

// The content desk's presents (packages, discounts, gifts): every present whatever its state, the
// last edited first, in the desk's shared list: each with its kind, its last day and its last change.
export default async function ContentPresentsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const { data, items } = await loadContentList(
    await searchParams,
    PRESENTS.path,
    contentPresentsApi.list,
    presentStateCounts,
  );
  return (
    <ContentList kind={PRESENTS} data={data}>
      {items.map((present) => (
        <ContentListRow key={present.id} item={present} href={contentPresentPath(present.id)}>
          <p className="text-sm leading-6 text-muted">
            {present.kind_label} · <bdi>{present.url}</bdi>
          </p>
          <p className="text-sm text-muted">
            {present.valid_until
              ? `${present.is_expired ? "مهلت تمام شد" : "تا"}: ${formatJalaliDate(present.valid_until)}`
              : "بدون محدودیت زمانی"}{" "}
            · آخرین تغییر: {formatJalaliDateTime(present.updated_at)}
          </p>
        </ContentListRow>
      ))}
    </ContentList>
  );
}
