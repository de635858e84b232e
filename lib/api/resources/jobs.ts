// The jobs endpoints of SPEC §7 (job list and view, career units), as the site calls them.
import type { jobListQuery } from "@/shared/queries/catalog";
import type { ReadBy } from "@/shared/queries/query";
import type { ApiCallOptions, ApiClient } from "../client";
import { byIdCall, getCall, listCall, movedSlug, type ListQuery } from "./endpoints";
import type { JobCity, JobPosition, JobType, JobUnit } from "@/shared/types/jobs";

export type JobListQuery = ReadBy<
  typeof jobListQuery,
  ListQuery & {
    /** A unit's slug or id. */
    unit?: string;
    type?: JobType | string;
    city?: string;
    /** -posted_at (newest, the default), -view_count, salary or -salary. */
    sort?: string;
  }
>;

export const jobsApi = {
  list: listCall<JobPosition, JobListQuery>("/v1/job/job-list"),
  byId: byIdCall<JobPosition>("/v1/job/view"),
  /** `unit`: only the unit a slug, an id or a slug it had names (its current slug answers for a former one). */
  units: (
    client: ApiClient,
    params: { expand?: string; unit?: string; page?: number; "per-page"?: number } = {},
    options?: ApiCallOptions,
  ) => client.list<JobUnit>("/v1/career-apply/units", { ...options, params }),
  cities: getCall<JobCity[]>("/v1/job/cities"),
  resumePath: (id: number) => `/jobs/${id}/resume`,
};

export type { JobPosition, JobUnit };

/** The current slug of the unit `wanted` names (a slug, an id or a former slug), when it is not one of `known`'s own; undefined when it is, or names no public unit. */
export async function movedUnitSlug(
  client: ApiClient,
  wanted: string | undefined,
  known: readonly Pick<JobUnit, "id" | "slug">[],
): Promise<string | undefined> {
  return movedSlug(wanted, known, (unit) => jobsApi.units(client, { unit, "per-page": 1 }, { page: true }));
}
