import { EVENT_DETAIL_EXPAND, EventDetailView } from "@/components/events/event-detail";
import { entryBySlug } from "@/components/catalog/detail-entry";
import { eventsApi } from "@/lib/api/resources/events";
import { publicServerApi } from "@/render/api";
import { excerpt } from "@/lib/seo";
import { sharedPage } from "@/render/page-rule";
import { entryMetadata } from "@/render/entry-metadata";

type Props = { params: Promise<{ slug: string }> };

const eventPath = (slug: string) => `/events/${slug}`;

// One API call per request, shared by the metadata and the page (and one counted view).
const loadEvent = entryBySlug(
  (slug) => eventsApi.bySlug(publicServerApi(), slug, EVENT_DETAIL_EXPAND, { page: true }),
  eventPath,
);

export const generateMetadata = entryMetadata(loadEvent, (event) => ({
  title: event.title,
  description: excerpt(event.summary),
  path: `/events/${event.slug}`,
  image: event.cover,
  type: "article",
}));

async function EventPage({ params }: Props) {
  const event = await loadEvent(params);
  return <EventDetailView event={event} />;
}

export default sharedPage(EventPage);
