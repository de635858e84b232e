// The freelancers endpoints of SPEC §7, as the site calls them.
import type { ApiCallOptions, ApiClient } from "../client";
import type { Freelancer, FreelancerCategory, FreelancerCity } from "@/shared/types/freelancers";

export type FreelancerListQuery = {
  q?: string;
  /** A category slug. */
  category?: string;
  /** 1: only those ready to take work. */
  available?: 1;
  city?: string;
  sort?: string;
  page?: number;
  "per-page"?: number;
  expand?: string;
};

export const freelancersApi = {
  list: (client: ApiClient, params: FreelancerListQuery, options?: ApiCallOptions) =>
    client.list<Freelancer>("/v1/freelancer/index", { ...options, params }),
  byId: (client: ApiClient, id: number, expand?: string, options?: ApiCallOptions) =>
    client.get<Freelancer>("/v1/freelancer/view", { ...options, params: { id, expand } }),
  categories: (client: ApiClient, options?: ApiCallOptions) =>
    client.get<FreelancerCategory[]>("/v1/freelancer/category-list", options),
  cities: (client: ApiClient, options?: ApiCallOptions) =>
    client.get<FreelancerCity[]>("/v1/freelancer/city-list", options),
};
