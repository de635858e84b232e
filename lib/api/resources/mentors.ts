// The mentors endpoints of SPEC §7, as the site calls them.
import type { mentorListQuery } from "@/shared/queries/catalog";
import type { ReadBy } from "@/shared/queries/query";
import { byIdCall, getCall, listCall, type ListQuery } from "./endpoints";
import type { Mentor, MentorCategory } from "@/shared/types/mentors";

export type MentorListQuery = ReadBy<
  typeof mentorListQuery,
  ListQuery & {
    /** A category slug. */
    category?: string;
  }
>;

export const mentorsApi = {
  list: listCall<Mentor, MentorListQuery>("/v1/mentor/index"),
  byId: byIdCall<Mentor>("/v1/mentor/view"),
  categories: getCall<MentorCategory[]>("/v1/mentor/category-list"),
};
