import type { Metadata } from "next";
import { EVENT_DETAIL_EXPAND, EventDetailView } from "@/components/events/event-detail";
import { deskContentApi } from "@/lib/api/resources/desk-content";
import { DESK_KINDS } from "../../../desk-kinds";
import { itemPreviewPage, previewMetadata } from "../../../item-pages";

export const metadata: Metadata = previewMetadata("رویداد");

// An event as its page will show it, whatever its state (a draft too): the preview API's answer in
// the public API's shape (so no state told), drawn by the public page's own detail
// (components/events/event-detail.tsx) without what only a visitor does there. Never indexed.
export default itemPreviewPage({
  kind: DESK_KINDS.events,
  notice: "صفحه رویداد با این محتوا چنین دیده می‌شود.",
  load: (api, id) => deskContentApi.previewEvent(api, id, EVENT_DETAIL_EXPAND, { page: true }),
  state: () => undefined,
  show: (event) => <EventDetailView event={event} preview />,
});
