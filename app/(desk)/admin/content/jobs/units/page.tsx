import type { Metadata } from "next";
import { ContentList, ContentListRow, type ContentListKind } from "@/components/desk/content/content-list";
import { Link } from "@/components/navigation/link";
import {
  contentJobsPath,
  contentJobUnitPath,
  contentJobUnitsApi,
  contentJobUnitsPath,
} from "@/lib/api/resources/desk-content";
import type { RawSearchParams } from "@/lib/catalog/search-params";
import { formatJalaliDateTime } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { loadContentList } from "../../content-list-data";
import { jobUnitStateCounts } from "../../status-counts";

export const metadata: Metadata = { title: "واحدهای فرصت‌های شغلی" };

const JOB_UNITS: ContentListKind = {
  path: contentJobUnitsPath,
  words: {
    plural: "واحدهای فرصت‌های شغلی",
    one: "واحد",
    newItem: "واحد تازه",
    all: "همه واحدها",
    none: "واحدی اینجا نیست",
  },
  searchPlaceholder: "نام واحد",
};

// The career units in the desk's shared list, in the site's order: each with its address (the jobs
// list filtered by it), how many positions it holds and how many are open on the site, and its last
// change. A unit the public does not see hides its positions too.
export default async function ContentJobUnitsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const { data, items } = await loadContentList(
    await searchParams,
    JOB_UNITS.path,
    contentJobUnitsApi.list,
    jobUnitStateCounts,
  );
  return (
    <ContentList
      kind={JOB_UNITS}
      data={data}
      aside={
        <Link href={contentJobsPath} className="rounded font-bold text-brand-800 underline underline-offset-4">
          همه موقعیت‌ها
        </Link>
      }
    >
      {items.map((unit) => (
        <ContentListRow key={unit.id} item={{ ...unit, title: unit.name }} href={contentJobUnitPath(unit.id)}>
          <p className="text-sm leading-6 text-muted">
            <bdi>{unit.url}</bdi> · {toPersianDigits(unit.positions_count)} موقعیت ·{" "}
            {toPersianDigits(unit.open_positions_count)} موقعیت باز در سایت
          </p>
          <p className="text-sm text-muted">
            ترتیب نمایش: {toPersianDigits(unit.sort_order)} · آخرین تغییر: {formatJalaliDateTime(unit.updated_at)}
          </p>
        </ContentListRow>
      ))}
    </ContentList>
  );
}
