// The hi-tech cooperation endpoint of SPEC §7: POST /v1/hitech/hitech-proposal-create (fields as
// JSON, or multipart with the optional `resume` file), as the site calls it.
import type { ApiClient } from "../client";
import type { RequestReceipt } from "../types/requests";
import { submitRequest } from "./requests";

type SubmitOptions = Parameters<typeof submitRequest>[3];

export const hitechRequestEndpoints = {
  proposal: "/v1/hitech/hitech-proposal-create",
} as const;

export const hitechRequestsApi = {
  proposal: (api: ApiClient, fields: Record<string, unknown>, options: SubmitOptions): Promise<RequestReceipt> =>
    submitRequest(api, hitechRequestEndpoints.proposal, fields, options),
};
