import type { Metadata } from "next";
import { ContentList, ContentListRow, type ContentListKind } from "@/components/desk/content/content-list";
import { Link } from "@/components/navigation/link";
import { deskCalendarPath } from "@/lib/api/resources/desk-calendar";
import {
  contentBranchesApi,
  contentBranchesPath,
  contentBranchPath,
  contentSpacesPath,
} from "@/lib/api/resources/desk-content";
import type { RawSearchParams } from "@/lib/catalog/search-params";
import { formatJalaliDateTime } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { loadContentList } from "../content-list-data";
import { branchStateCounts } from "../status-counts";

export const metadata: Metadata = { title: "شعبه‌ها در محتوا" };

const BRANCHES: ContentListKind = {
  path: contentBranchesPath,
  words: { plural: "شعبه‌ها", one: "شعبه", newItem: "شعبه تازه", all: "همه شعبه‌ها", none: "شعبه‌ای اینجا نیست" },
  searchPlaceholder: "نام شعبه",
};

// The content desk's workspace branches: every branch whatever its state, the last edited first, in
// the desk's shared list: each with its city, address and how many spaces it has.
export default async function ContentBranchesPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const { data, items } = await loadContentList(
    await searchParams,
    BRANCHES.path,
    contentBranchesApi.list,
    branchStateCounts,
  );
  return (
    <ContentList
      kind={BRANCHES}
      data={data}
      aside={
        <span className="flex flex-wrap gap-4">
          <Link href={contentSpacesPath} className="rounded font-bold text-brand-800 underline underline-offset-4">
            فضاها
          </Link>
          <Link href={deskCalendarPath} className="rounded font-bold text-brand-800 underline underline-offset-4">
            تقویم رزرو
          </Link>
        </span>
      }
    >
      {items.map((branch) => (
        <ContentListRow key={branch.id} item={{ ...branch, title: branch.name }} href={contentBranchPath(branch.id)}>
          <p className="text-sm leading-6 text-muted">
            {branch.city} · {branch.address} · {toPersianDigits(branch.spaces_count)} فضا
          </p>
          <p className="text-sm text-muted">آخرین تغییر: {formatJalaliDateTime(branch.updated_at)}</p>
        </ContentListRow>
      ))}
    </ContentList>
  );
}
