import type { Metadata } from "next";
import { ContentList, ContentListRow, type ContentListKind } from "@/components/desk/content/content-list";
import { jobTypeLabel } from "@/components/jobs/job-format";
import { Link } from "@/components/navigation/link";
import { contentJobPath, contentJobsApi, contentJobsPath, contentJobUnitsPath } from "@/lib/api/resources/desk-content";
import type { RawSearchParams } from "@/lib/catalog/search-params";
import { formatJalaliDate, formatJalaliDateTime } from "@/shared/format/date";
import { loadContentList } from "../content-list-data";
import { jobStateCounts } from "../status-counts";

export const metadata: Metadata = { title: "فرصت‌های شغلی در محتوا" };

const JOBS: ContentListKind = {
  path: contentJobsPath,
  words: {
    plural: "فرصت‌های شغلی",
    one: "موقعیت",
    newItem: "موقعیت تازه",
    all: "همه موقعیت‌ها",
    none: "موقعیتی اینجا نیست",
  },
  searchPlaceholder: "عنوان، واحد، شهر یا شرایط",
};

// The content desk's job positions: every position whatever its state, the last edited first, in
// the desk's shared list: each with its unit, type and city, its last day to apply and its last change.
export default async function ContentJobsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const { data, items } = await loadContentList(await searchParams, JOBS.path, contentJobsApi.list, jobStateCounts);
  return (
    <ContentList
      kind={JOBS}
      data={data}
      aside={
        <Link href={contentJobUnitsPath} className="rounded font-bold text-brand-800 underline underline-offset-4">
          واحدها
        </Link>
      }
    >
      {items.map((position) => (
        <ContentListRow key={position.id} item={position} href={contentJobPath(position.id)}>
          <p className="text-sm leading-6 text-muted">
            {position.unit.name} · {jobTypeLabel(position.type)} · {position.city}
          </p>
          <p className="text-sm text-muted">
            {position.expires_at
              ? `${position.is_expired ? "مهلت تمام شد" : "مهلت رزومه"}: ${formatJalaliDate(position.expires_at)}`
              : "تا تکمیل ظرفیت"}{" "}
            · آخرین تغییر: {formatJalaliDateTime(position.updated_at)}
          </p>
        </ContentListRow>
      ))}
    </ContentList>
  );
}
