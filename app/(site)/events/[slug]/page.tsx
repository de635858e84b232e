import type { Metadata } from "next";
import { cache } from "react";
import { EVENT_DETAIL_EXPAND, EventDetailView } from "@/components/events/event-detail";
import { eventsApi } from "@/lib/api/resources/events";
import { publicServerApi } from "@/render/api";
import { pageParam } from "@/lib/route-params";
import { redirectToCurrentSlug } from "@/lib/canonical-slug";
import { excerpt, pageMetadata } from "@/lib/seo";

type Props = { params: Promise<{ slug: string }> };

const eventPath = (slug: string) => `/events/${slug}`;

// One API call per request, shared by the metadata and the page (and one counted view).
const loadEvent = cache((slug: string) =>
  eventsApi.bySlug(publicServerApi(), slug, EVENT_DETAIL_EXPAND, { page: true }),
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = pageParam((await params).slug);
  const event = await loadEvent(slug);
  redirectToCurrentSlug(slug, event.slug, eventPath);
  return pageMetadata({
    title: event.title,
    description: excerpt(event.summary),
    path: `/events/${event.slug}`,
    image: event.cover,
    type: "article",
  });
}

export default async function EventPage({ params }: Props) {
  const slug = pageParam((await params).slug);
  const event = await loadEvent(slug);
  redirectToCurrentSlug(slug, event.slug, eventPath);
  return <EventDetailView event={event} />;
}
