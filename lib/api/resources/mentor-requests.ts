// The mentor request endpoints, as the site calls them: POST /v1/mentor/create (SPEC §7; asking for
// a mentor, /mentors/request), POST /v1/mentor/advice-request (SPEC §7; a mentoring or consultation
// session) and POST /v1/mentor/apply (ours; applying to become a mentor, /mentors/join).
import type { ApiClient } from "../client";
import type { RequestReceipt } from "../types/requests";
import { submitRequest } from "./requests";

type SubmitOptions = Parameters<typeof submitRequest>[3];

export const mentorRequestEndpoints = {
  request: "/v1/mentor/create",
  advice: "/v1/mentor/advice-request",
  apply: "/v1/mentor/apply",
} as const;

export const mentorRequestsApi = {
  request: (api: ApiClient, fields: Record<string, unknown>, options: SubmitOptions): Promise<RequestReceipt> =>
    submitRequest(api, mentorRequestEndpoints.request, fields, options),
  advice: (api: ApiClient, fields: Record<string, unknown>, options: SubmitOptions): Promise<RequestReceipt> =>
    submitRequest(api, mentorRequestEndpoints.advice, fields, options),
  apply: (api: ApiClient, fields: Record<string, unknown>, options: SubmitOptions): Promise<RequestReceipt> =>
    submitRequest(api, mentorRequestEndpoints.apply, fields, options),
};
