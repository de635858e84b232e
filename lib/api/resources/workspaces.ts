// The workspaces endpoints of SPEC §7 (service, branch, location, location-plan) and the maps
// availability check, as the site calls them.
import type { planListQuery } from "@/shared/queries/catalog";
import type { ReadBy } from "@/shared/queries/query";
import type { ApiCallOptions, ApiClient } from "../client";
import { getCall, movedSlug } from "./endpoints";
import type { Branch, Location, LocationPlan, MapStatus, PlanPeriod, Service } from "@/shared/types/workspaces";

type ListParams = { page?: number; "per-page"?: number; expand?: string };

export type PlanListQuery = ReadBy<
  typeof planListQuery,
  ListParams & {
    q?: string;
    location_id?: number;
    /** A service's id. */
    service_id?: number;
    /** A service's slug or id. */
    service?: string;
    branch_id?: number;
    /** A branch's slug or id. */
    branch?: string;
    period?: PlanPeriod | string;
    /** price or -price; by branch, space and plan order otherwise. */
    sort?: string;
  }
>;

export const workspacesApi = {
  services: (client: ApiClient, params: ListParams = {}, options?: ApiCallOptions) =>
    client.list<Service>("/v1/service", { ...options, params }),
  /** `branch`: only the branch a slug, an id or a former slug names. */
  branches: (client: ApiClient, params: ListParams & { branch?: string } = {}, options?: ApiCallOptions) =>
    client.list<Branch>("/v1/branch", { ...options, params }),
  locations: (client: ApiClient, params: ListParams & { branch_id?: number } = {}, options?: ApiCallOptions) =>
    client.list<Location>("/v1/location", { ...options, params }),
  plans: (client: ApiClient, params: PlanListQuery = {}, options?: ApiCallOptions) =>
    client.list<LocationPlan>("/v1/location-plan", { ...options, params }),
  plan: (client: ApiClient, id: number, expand?: string, options?: ApiCallOptions) =>
    client.get<LocationPlan>(`/v1/location-plan/${id}`, { ...options, params: { expand } }),
  mapStatus: getCall<MapStatus>("/v1/site/map-status"),
  /** The reservation form with this plan chosen. */
  reservationPath: (planId: number) => `/reservation?location_plan_id=${planId}`,
};

/** The current slug of the branch `wanted` names (a slug, an id or a former slug), when it is not one of `known`'s own; undefined when it is, or names no public branch. */
export async function movedBranchSlug(
  client: ApiClient,
  wanted: string | undefined,
  known: readonly Pick<Branch, "id" | "slug">[],
): Promise<string | undefined> {
  return movedSlug(wanted, known, (branch) =>
    workspacesApi.branches(client, { branch, "per-page": 1 }, { page: true }),
  );
}

export type { Branch, Location, LocationPlan, Service };
