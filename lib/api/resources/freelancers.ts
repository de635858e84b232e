// The freelancers endpoints of SPEC §7, as the site calls them.
import type { freelancerListQuery } from "@/shared/queries/catalog";
import type { ReadBy } from "@/shared/queries/query";
import { byIdCall, getCall, listCall, type ListQuery } from "./endpoints";
import type { Freelancer, FreelancerCategory, FreelancerCity } from "@/shared/types/freelancers";

export type FreelancerListQuery = ReadBy<
  typeof freelancerListQuery,
  ListQuery & {
    /** A category slug. */
    category?: string;
    /** 1: only those ready to take work. */
    available?: 1;
    city?: string;
  }
>;

export const freelancersApi = {
  list: listCall<Freelancer, FreelancerListQuery>("/v1/freelancer/index"),
  byId: byIdCall<Freelancer>("/v1/freelancer/view"),
  categories: getCall<FreelancerCategory[]>("/v1/freelancer/category-list"),
  cities: getCall<FreelancerCity[]>("/v1/freelancer/city-list"),
};
