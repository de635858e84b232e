import type { Metadata } from "next";
import { ContentList, ContentListRow, type ContentListKind } from "@/components/desk/content/content-list";
import { contentFreelancerPath, contentFreelancersApi, contentFreelancersPath } from "@/lib/api/resources/desk-content";
import type { RawSearchParams } from "@/lib/catalog/search-params";
import { formatJalaliDateTime } from "@/shared/format/date";
import { loadContentList } from "../content-list-data";
import { freelancerStateCounts } from "../status-counts";

export const metadata: Metadata = { title: "فریلنسرها در محتوا" };

const FREELANCERS: ContentListKind = {
  path: contentFreelancersPath,
  words: {
    plural: "فریلنسرها",
    one: "فریلنسر",
    newItem: "فریلنسر تازه",
    all: "همه فریلنسرها",
    none: "فریلنسری اینجا نیست",
  },
  searchPlaceholder: "نام، تخصص، شهر، حوزه یا مهارت",
};

// The content desk's freelancers: every profile whatever its state, the last edited first, in the
// desk's shared list: each with its title, city and category, and its last change.
export default async function ContentFreelancersPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const { data, items } = await loadContentList(
    await searchParams,
    FREELANCERS.path,
    contentFreelancersApi.list,
    freelancerStateCounts,
  );
  return (
    <ContentList kind={FREELANCERS} data={data}>
      {items.map((freelancer) => (
        <ContentListRow
          key={freelancer.id}
          item={{ ...freelancer, title: freelancer.name }}
          href={contentFreelancerPath(freelancer.id)}
        >
          <p className="text-sm leading-6 text-muted">
            {freelancer.title} · {freelancer.city} · {freelancer.category.name}
          </p>
          <p className="text-sm text-muted">آخرین تغییر: {formatJalaliDateTime(freelancer.updated_at)}</p>
        </ContentListRow>
      ))}
    </ContentList>
  );
}
