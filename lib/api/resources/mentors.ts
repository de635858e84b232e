// The mentors endpoints of SPEC §7, as the site calls them.
import type { ApiCallOptions, ApiClient } from "../client";
import type { Mentor, MentorCategory } from "@/shared/types/mentors";

export type MentorListQuery = {
  q?: string;
  /** A category slug. */
  category?: string;
  sort?: string;
  page?: number;
  "per-page"?: number;
  expand?: string;
};

export const mentorsApi = {
  list: (client: ApiClient, params: MentorListQuery, options?: ApiCallOptions) =>
    client.list<Mentor>("/v1/mentor/index", { ...options, params }),
  byId: (client: ApiClient, id: number, expand?: string, options?: ApiCallOptions) =>
    client.get<Mentor>("/v1/mentor/view", { ...options, params: { id, expand } }),
  categories: (client: ApiClient, options?: ApiCallOptions) =>
    client.get<MentorCategory[]>("/v1/mentor/category-list", options),
};
