// The jobs endpoints of SPEC §7 (job list and view, career units), as the site calls them.
import type { ApiCallOptions, ApiClient } from "../client";
import type { JobCity, JobPosition, JobType, JobUnit } from "@/shared/types/jobs";

export type JobListQuery = {
  q?: string;
  /** A unit's slug or id. */
  unit?: string;
  type?: JobType | string;
  city?: string;
  /** -posted_at (newest, the default), -view_count, salary or -salary. */
  sort?: string;
  page?: number;
  "per-page"?: number;
  expand?: string;
};

export const jobsApi = {
  list: (client: ApiClient, params: JobListQuery, options?: ApiCallOptions) =>
    client.list<JobPosition>("/v1/job/job-list", { ...options, params }),
  byId: (client: ApiClient, id: number, expand?: string, options?: ApiCallOptions) =>
    client.get<JobPosition>("/v1/job/view", { ...options, params: { id, expand } }),
  /** `unit`: only the unit a slug, an id or a slug it had names (its current slug answers for a former one). */
  units: (
    client: ApiClient,
    params: { expand?: string; unit?: string; page?: number; "per-page"?: number } = {},
    options?: ApiCallOptions,
  ) => client.list<JobUnit>("/v1/career-apply/units", { ...options, params }),
  cities: (client: ApiClient, options?: ApiCallOptions) => client.get<JobCity[]>("/v1/job/cities", options),
  resumePath: (id: number) => `/jobs/${id}/resume`,
};

export type { JobPosition, JobUnit };

/** The current slug of the unit `wanted` names (a slug, an id or a former slug), when it is not one of `known`'s own; undefined when it is, or names no public unit. */
export async function movedUnitSlug(
  client: ApiClient,
  wanted: string | undefined,
  known: readonly Pick<JobUnit, "id" | "slug">[],
): Promise<string | undefined> {
  if (!wanted || known.some((unit) => unit.slug === wanted || String(unit.id) === wanted)) return undefined;
  const found = await jobsApi.units(client, { unit: wanted, "per-page": 1 }, { page: true });
  return found.items[0]?.slug;
}
