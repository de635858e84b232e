import type { Metadata } from "next";
import { ContentList, ContentListRow, type ContentListKind } from "@/components/desk/content/content-list";
import { Link } from "@/components/navigation/link";
import { deskCalendarPath } from "@/lib/api/resources/desk-calendar";
import { contentPlansPath, contentSpacePath, contentSpacesApi, contentSpacesPath } from "@/lib/api/resources/desk-content";
import type { RawSearchParams } from "@/lib/catalog/search-params";
import { formatJalaliDateTime } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { loadContentList } from "../content-list-data";
import { spaceStateCounts } from "../status-counts";

export const metadata: Metadata = { title: "فضاهای کار در محتوا" };

const SPACES: ContentListKind = {
  path: contentSpacesPath,
  words: { plural: "فضاهای کار", one: "فضا", newItem: "فضای تازه", all: "همه فضاها", none: "فضایی اینجا نیست" },
  searchPlaceholder: "نام فضا",
};

// The content desk's workspace spaces: every space whatever its state, the last edited first, in
// the desk's shared list: each with its branch, floor, capacity and how many plans it has.
export default async function ContentSpacesPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const { data, items } = await loadContentList(await searchParams, SPACES.path, contentSpacesApi.list, spaceStateCounts);
  return (
    <ContentList
      kind={SPACES}
      data={data}
      aside={
        <span className="flex flex-wrap gap-4">
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
            {space.floor ? ` · ${space.floor}` : ""} · ظرفیت {toPersianDigits(space.capacity)} نفر · {toPersianDigits(space.plans_count)} پلن
          </p>
          <p className="text-sm text-muted">آخرین تغییر: {formatJalaliDateTime(space.updated_at)}</p>
        </ContentListRow>
      ))}
    </ContentList>
  );
}
