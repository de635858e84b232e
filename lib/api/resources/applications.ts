// The career units a general application chooses from (SPEC §7).
import type { ApiCallOptions, ApiClient } from "../client";
import type { JobUnit } from "@/shared/types/jobs";

export const applicationsApi = {
  /** Every career unit with its open positions (`GET /v1/career-apply/units?expand=jobPositions`). */
  careerUnits: async (client: ApiClient, options?: ApiCallOptions): Promise<JobUnit[]> =>
    (
      await client.list<JobUnit>("/v1/career-apply/units", {
        ...options,
        params: { expand: "jobPositions", "per-page": 50 },
      })
    ).items,
};
