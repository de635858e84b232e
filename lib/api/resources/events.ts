// The events endpoints of SPEC §7, as the site calls them.
import type { ApiCallOptions, ApiClient } from "../client";
import type { EventDetail, EventSummary, Tag } from "@/shared/types/events";

export type EventListQuery = {
  q?: string;
  tag?: string;
  month?: string;
  when?: "upcoming" | "past";
  category?: string;
  sort?: string;
  page?: number;
  "per-page"?: number;
  expand?: string;
};

export const eventsApi = {
  list: (client: ApiClient, params: EventListQuery, options?: ApiCallOptions) =>
    client.list<EventDetail>("/v1/event/index", { ...options, params }),
  bySlug: (client: ApiClient, slug: string, expand: string, options?: ApiCallOptions) =>
    client.get<EventDetail>("/v1/event/slug", { ...options, params: { slug, expand } }),
  byId: (client: ApiClient, id: number, expand?: string, options?: ApiCallOptions) =>
    client.get<EventDetail>("/v1/event/view", { ...options, params: { id, expand } }),
  last: (client: ApiClient, expand?: string, options?: ApiCallOptions) =>
    client.get<EventDetail>("/v1/event/last-event", { ...options, params: { expand } }),
  tags: (client: ApiClient, options?: ApiCallOptions) => client.get<Tag[]>("/v1/event/tags", options),
  calendarUrl: (slug: string) => `/api/v1/event/ics?slug=${encodeURIComponent(slug)}`,
};

export type { EventSummary };
