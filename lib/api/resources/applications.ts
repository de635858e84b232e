// Applications and proposals (internship, idea, job resume, general career application): where
// each form posts, and the career units a general application chooses from (SPEC §7).
import type { ApiCallOptions, ApiClient } from "../client";
import type { JobUnit } from "../types/jobs";

/** POST endpoints, sent through `useSubmitRequest` (JSON, or multipart with the files). */
export const applicationEndpoints = {
  internship: "/v1/internship/create",
  idea: "/v1/idea/create",
  jobResume: "/v1/job-resume/create",
  careerApply: "/v1/career-apply/create",
} as const;

export const applicationsApi = {
  /** Every career unit with its open positions (`GET /v1/career-apply/units?expand=jobPositions`). */
  careerUnits: async (client: ApiClient, options?: ApiCallOptions): Promise<JobUnit[]> =>
    (await client.list<JobUnit>("/v1/career-apply/units", { ...options, params: { expand: "jobPositions", "per-page": 50 } })).items,
};
