import type { Metadata } from "next";
import { ContentList, ContentListRow, type ContentListKind } from "@/components/desk/content/content-list";
import { contentEventPath, contentEventsPath, deskContentApi } from "@/lib/api/resources/desk-content";
import type { RawSearchParams } from "@/lib/catalog/search-params";
import { formatJalaliDateTime } from "@/shared/format/date";
import { loadContentList } from "../content-list-data";
import { eventStateCounts } from "../status-counts";

export const metadata: Metadata = { title: "رویدادها در محتوا" };

const EVENTS: ContentListKind = {
  path: contentEventsPath,
  words: { plural: "رویدادها", one: "رویداد", newItem: "رویداد تازه", all: "همه رویدادها", none: "رویدادی اینجا نیست" },
  searchPlaceholder: "عنوان، خلاصه، دسته یا برچسب",
};

// The content desk's events: every event whatever its state, the last edited first; a tab per
// state with its count, search, and the page in the URL (components/desk/content/content-list.tsx).
export default async function ContentEventsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const { data, items } = await loadContentList(
    await searchParams,
    EVENTS.path,
    deskContentApi.events,
    eventStateCounts,
  );
  return (
    <ContentList kind={EVENTS} data={data}>
      {items.map((event) => (
        <ContentListRow key={event.id} item={event} href={contentEventPath(event.id)}>
          <p className="text-sm text-muted">
            شروع: {formatJalaliDateTime(event.starts_at)} · {event.category}
            {event.is_past && " · برگزار شده"}
          </p>
        </ContentListRow>
      ))}
    </ContentList>
  );
}
