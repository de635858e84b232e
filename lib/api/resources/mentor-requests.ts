// The mentor request endpoints of SPEC §7: POST /v1/mentor/create (becoming a mentor) and
// POST /v1/mentor/advice-request (a mentoring or consultation session), as the site calls them.
import type { ApiClient } from "../client";
import type { RequestReceipt } from "../types/requests";
import { submitRequest } from "./requests";

type SubmitOptions = Parameters<typeof submitRequest>[3];

export const mentorRequestEndpoints = {
  create: "/v1/mentor/create",
  advice: "/v1/mentor/advice-request",
} as const;

export const mentorRequestsApi = {
  create: (api: ApiClient, fields: Record<string, unknown>, options: SubmitOptions): Promise<RequestReceipt> =>
    submitRequest(api, mentorRequestEndpoints.create, fields, options),
  advice: (api: ApiClient, fields: Record<string, unknown>, options: SubmitOptions): Promise<RequestReceipt> =>
    submitRequest(api, mentorRequestEndpoints.advice, fields, options),
};
