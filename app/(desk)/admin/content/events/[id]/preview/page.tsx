import type { Metadata } from "next";
import { ContentPreview } from "@/components/desk/content/content-preview";
import { EVENT_DETAIL_EXPAND, EventDetailView } from "@/components/events/event-detail";
import { contentEventPath, contentEventsPath, deskContentApi } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { pageIdParam } from "@/lib/route-params";
import { editsContent } from "../../../content-access";

export const metadata: Metadata = { title: "پیش‌نمایش رویداد", robots: { index: false, follow: false } };

// An event as its page will show it, whatever its state (a draft too): the preview API's answer in
// the public API's shape, drawn by the public page's own detail (components/events/event-detail.tsx)
// without what only a visitor does there. Never indexed (the desk's pages are not).
export default async function ContentEventPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: rawId } = await params;
  await requireStaff(`${contentEventsPath}/${encodeURIComponent(rawId)}/preview`, editsContent);
  const id = pageIdParam(rawId);
  const event = await deskContentApi.previewEvent(await authServerApi(), id, EVENT_DETAIL_EXPAND, { page: true });
  return (
    <ContentPreview notice="صفحه رویداد با این محتوا چنین دیده می‌شود." editHref={contentEventPath(id)}>
      <EventDetailView event={event} preview />
    </ContentPreview>
  );
}
