// The events endpoints of SPEC §7, as the site calls them.
import type { eventListQuery } from "@/shared/queries/catalog";
import type { ReadBy } from "@/shared/queries/query";
import type { ApiCallOptions, ApiClient } from "../client";
import { byIdCall, bySlugCall, getCall, listCall, type ListQuery } from "./endpoints";
import type { EventDetail, EventSummary, Tag } from "@/shared/types/events";

export type EventListQuery = ReadBy<
  typeof eventListQuery,
  ListQuery & {
    tag?: string;
    month?: string;
    when?: "upcoming" | "past";
    category?: string;
  }
>;

export const eventsApi = {
  list: listCall<EventDetail, EventListQuery>("/v1/event/index"),
  bySlug: bySlugCall<EventDetail>("/v1/event/slug"),
  byId: byIdCall<EventDetail>("/v1/event/view"),
  last: (client: ApiClient, expand?: string, options?: ApiCallOptions) =>
    client.get<EventDetail>("/v1/event/last-event", { ...options, params: { expand } }),
  tags: getCall<Tag[]>("/v1/event/tags"),
  calendarUrl: (slug: string) => `/api/v1/event/ics?slug=${encodeURIComponent(slug)}`,
};

export type { EventSummary };
