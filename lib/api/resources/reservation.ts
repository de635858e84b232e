// The workspace reservation (SPEC §3 reservation form, §7 service/branch/location/location-plan
// lists): the lists the form chooses from, as the form and its page call them.
import type { ApiCallOptions, ApiClient } from "../client";
import type { Branch, Location, LocationPlan, PlanAvailability, Service } from "@/shared/types/workspaces";
import { workspacesApi } from "./workspaces";

const ALL = { "per-page": 50 } as const;

export const reservationApi = {
  services: (client: ApiClient, options?: ApiCallOptions) => workspacesApi.services(client, ALL, options),
  branches: (client: ApiClient, options?: ApiCallOptions) => workspacesApi.branches(client, ALL, options),
  /** A branch's spaces with their active plans, to tell which offer the chosen service. */
  locations: (client: ApiClient, branchId: number, options?: ApiCallOptions) =>
    workspacesApi.locations(client, { ...ALL, branch_id: branchId, expand: "plans" }, options),
  /** The active plans of a space for a service. */
  plans: (client: ApiClient, locationId: number, serviceId: number, options?: ApiCallOptions) =>
    workspacesApi.plans(client, { ...ALL, location_id: locationId, service_id: serviceId }, options),
  /** The days between `from` and `to` a reservation of the plan cannot start (closed or full). */
  availability: (client: ApiClient, planId: number, from: string, to: string, options?: ApiCallOptions) =>
    client.get<PlanAvailability>(`/v1/location-plan/${planId}/availability`, { ...options, params: { from, to } }),
  /** The plan a `?location_plan_id=` link preselects, with its space (and so its branch). */
  plan: (client: ApiClient, id: number, options?: ApiCallOptions) =>
    workspacesApi.plan(client, id, "location,service", options),
};

/** What the form starts with: the lists, and the choices a plan link made. */
export type ReservationChoices = {
  services: Service[];
  branches: Branch[];
  locations: Location[];
  plans: LocationPlan[];
  selected?: { service: number; branch: number; location_id: number; location_plan_id: number };
};
