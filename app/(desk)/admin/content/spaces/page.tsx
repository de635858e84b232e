import type { Metadata } from "next";
import { ContentList, ContentListRow, type ContentListKind } from "@/components/desk/content/content-list";
import { FilterSelect } from "@/components/desk/filter-select";
import { Link } from "@/components/navigation/link";
import { deskCalendarPath } from "@/lib/api/resources/desk-calendar";
import {
  contentBranchesPath,
  contentPlansPath,
  contentSpacePath,
  contentSpacesPath,
} from "@/lib/api/resources/desk-content";
import type { RawSearchParams } from "@/lib/catalog/search-params";
import { formatJalaliDateTime } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { authServerApi } from "@/render/api";
import { loadContentList } from "../content-list-data";
import { idParam } from "../id-param";
import { spaceList, spaceStateCounts } from "../status-counts";
import { loadBranchChoices } from "./branch-choices";

export const metadata: Metadata = { title: "فضاهای کار در محتوا" };

const SPACES: ContentListKind = {
  path: contentSpacesPath,
  words: { plural: "فضاهای کار", one: "فضا", newItem: "فضای تازه", all: "همه فضاها", none: "فضایی اینجا نیست" },
  searchPlaceholder: "نام فضا",
};

// The content desk's workspace spaces: every space whatever its state, the last edited first, in
// the desk's shared list, narrowed to one branch when the URL names it (a branch's page links so):
// each with its branch, floor, capacity and how many plans it has.
export default async function ContentSpacesPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const raw = await searchParams;
  const branchId = idParam(raw, "branch_id");
  const { data, items } = await loadContentList(raw, SPACES.path, spaceList(branchId), spaceStateCounts(branchId));
  const branches = await loadBranchChoices(await authServerApi());
  const branch = branches.find((b) => b.id === branchId);
  // The branch the list is narrowed to stays in the state, search and paging links.
  const kept = {
    ...data,
    query: { ...data.query, params: { ...data.query.params, branch_id: branch ? String(branch.id) : undefined } },
  };
  return (
    <ContentList
      kind={SPACES}
      data={kept}
      filters={
        <FilterSelect
          id="space-branch"
          name="branch_id"
          label="شعبه"
          allLabel="همه شعبه‌ها"
          value={branch ? String(branch.id) : undefined}
          options={Object.fromEntries(branches.map((b) => [b.id, b.name]))}
        />
      }
      aside={
        <span className="flex flex-wrap gap-4">
          <Link href={contentBranchesPath} className="rounded font-bold text-brand-800 underline underline-offset-4">
            شعبه‌ها
          </Link>
          <Link href={contentPlansPath} className="rounded font-bold text-brand-800 underline underline-offset-4">
            پلن‌ها و قیمت‌ها
          </Link>
          <Link href={deskCalendarPath} className="rounded font-bold text-brand-800 underline underline-offset-4">
            تقویم رزرو
          </Link>
        </span>
      }
    >
      {items.map((space) => (
        <ContentListRow key={space.id} item={{ ...space, title: space.name }} href={contentSpacePath(space.id)}>
          <p className="text-sm leading-6 text-muted">
            {space.branch.name}
            {space.floor ? ` · ${space.floor}` : ""} · ظرفیت {toPersianDigits(space.capacity)} نفر ·{" "}
            {toPersianDigits(space.plans_count)} پلن
            {!space.branch.is_public && <strong className="text-amber-800"> · شعبه آن در سایت نیست</strong>}
          </p>
          <p className="text-sm text-muted">آخرین تغییر: {formatJalaliDateTime(space.updated_at)}</p>
        </ContentListRow>
      ))}
    </ContentList>
  );
}
