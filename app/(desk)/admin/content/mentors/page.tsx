import type { Metadata } from "next";
import { ContentList, ContentListRow, type ContentListKind } from "@/components/desk/content/content-list";
import { contentMentorPath, contentMentorsApi, contentMentorsPath } from "@/lib/api/resources/desk-content";
import type { RawSearchParams } from "@/lib/catalog/search-params";
import { formatJalaliDateTime } from "@/shared/format/date";
import { loadContentList } from "../content-list-data";
import { mentorStateCounts } from "../status-counts";

export const metadata: Metadata = { title: "منتورها در محتوا" };

const MENTORS: ContentListKind = {
  path: contentMentorsPath,
  words: { plural: "منتورها", one: "منتور", newItem: "منتور تازه", all: "همه منتورها", none: "منتوری اینجا نیست" },
  searchPlaceholder: "نام، عنوان، شرکت، حوزه یا موضوع",
};

// The content desk's mentors: every profile whatever its state, the last edited first, in the
// desk's shared list: each with its title and company, its category and its last change.
export default async function ContentMentorsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const { data, items } = await loadContentList(
    await searchParams,
    MENTORS.path,
    contentMentorsApi.list,
    mentorStateCounts,
  );
  return (
    <ContentList kind={MENTORS} data={data}>
      {items.map((mentor) => (
        <ContentListRow key={mentor.id} item={{ ...mentor, title: mentor.name }} href={contentMentorPath(mentor.id)}>
          <p className="text-sm leading-6 text-muted">
            {mentor.company ? `${mentor.title} در ${mentor.company}` : mentor.title} · {mentor.category.name}
          </p>
          <p className="text-sm text-muted">آخرین تغییر: {formatJalaliDateTime(mentor.updated_at)}</p>
        </ContentListRow>
      ))}
    </ContentList>
  );
}
