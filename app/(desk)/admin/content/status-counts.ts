import "server-only";
// How many items of a kind each state of the content desk holds: the total of each filtered list
// (one row asked for, the count read from X-Pagination-Total-Count).
import { COUNTED_STATES, type StateCounts } from "@/components/desk/content/content-list";
import {
  contentBranchesApi,
  contentBusinessesApi,
  contentCouponsApi,
  contentFaqApi,
  contentFreelancersApi,
  contentJobsApi,
  contentJobUnitsApi,
  contentMentorsApi,
  contentPagesApi,
  contentPresentsApi,
  contentProjectsApi,
  contentPlansApi,
  contentSpacesApi,
  deskContentApi,
  type ContentEventsQuery,
  type ContentStatusFilter,
} from "@/lib/api/resources/desk-content";
import type { ApiCallOptions, ApiClient, ListPage } from "@/lib/api/client";

export { COUNTED_STATES, type StateCounts };

/** A kind's list call (deskContentApi.events, contentPagesApi.list). */
export type KindList<Item = unknown> = (
  api: ApiClient,
  params: ContentEventsQuery,
  options?: ApiCallOptions,
) => Promise<ListPage<Item>>;

async function stateCounts(api: ApiClient, list: KindList, q?: string): Promise<StateCounts> {
  const totalOf = (status?: ContentStatusFilter) =>
    list(api, { status, q, "per-page": 1 }, { page: true }).then((found) => found.total);
  const [all, ...counts] = await Promise.all([totalOf(), ...COUNTED_STATES.map((status) => totalOf(status))]);
  return {
    all: all ?? 0,
    ...(Object.fromEntries(COUNTED_STATES.map((status, i) => [status, counts[i] ?? 0])) as Record<
      ContentStatusFilter,
      number
    >),
  };
}

export const eventStateCounts = (api: ApiClient, q?: string) => stateCounts(api, deskContentApi.events, q);
export const pageStateCounts = (api: ApiClient, q?: string) => stateCounts(api, contentPagesApi.list, q);
/** The FAQ's questions, of one category when `categoryId` names one. */
export const faqList =
  (categoryId?: number): KindList<Awaited<ReturnType<typeof contentFaqApi.list>>["items"][number]> =>
  (api, params, options) =>
    contentFaqApi.list(api, { ...params, category_id: categoryId }, options);
export const faqStateCounts = (categoryId?: number) => (api: ApiClient, q?: string) =>
  stateCounts(api, faqList(categoryId), q);
export const businessStateCounts = (api: ApiClient, q?: string) => stateCounts(api, contentBusinessesApi.list, q);
export const jobStateCounts = (api: ApiClient, q?: string) => stateCounts(api, contentJobsApi.list, q);
export const jobUnitStateCounts = (api: ApiClient, q?: string) => stateCounts(api, contentJobUnitsApi.list, q);
export const projectStateCounts = (api: ApiClient, q?: string) => stateCounts(api, contentProjectsApi.list, q);
export const presentStateCounts = (api: ApiClient, q?: string) => stateCounts(api, contentPresentsApi.list, q);
/** The workspace plans, of one space when `locationId` names one. */
export const planList =
  (locationId?: number): KindList<Awaited<ReturnType<typeof contentPlansApi.list>>["items"][number]> =>
  (api, params, options) =>
    contentPlansApi.list(api, { ...params, location_id: locationId }, options);
export const planStateCounts = (locationId?: number) => (api: ApiClient, q?: string) =>
  stateCounts(api, planList(locationId), q);
/** The workspace spaces, of one branch when `branchId` names one. */
export const spaceList =
  (branchId?: number): KindList<Awaited<ReturnType<typeof contentSpacesApi.list>>["items"][number]> =>
  (api, params, options) =>
    contentSpacesApi.list(api, { ...params, branch_id: branchId }, options);
export const spaceStateCounts = (branchId?: number) => (api: ApiClient, q?: string) =>
  stateCounts(api, spaceList(branchId), q);
export const branchStateCounts = (api: ApiClient, q?: string) => stateCounts(api, contentBranchesApi.list, q);
export const mentorStateCounts = (api: ApiClient, q?: string) => stateCounts(api, contentMentorsApi.list, q);
export const freelancerStateCounts = (api: ApiClient, q?: string) => stateCounts(api, contentFreelancersApi.list, q);
export const couponStateCounts = (api: ApiClient, q?: string) => stateCounts(api, contentCouponsApi.list, q);
