// The freelancer registration endpoint of SPEC §7: POST /v1/freelancer/create (multipart: the
// fields as JSON in `payload` and the required `resume` file), as the site calls it.
import type { ApiClient } from "../client";
import type { RequestReceipt } from "../types/requests";
import { submitRequest } from "./requests";

type SubmitOptions = Parameters<typeof submitRequest>[3];

export const freelancerRequestEndpoints = {
  create: "/v1/freelancer/create",
} as const;

export const freelancerRequestsApi = {
  create: (api: ApiClient, fields: Record<string, unknown>, options: SubmitOptions): Promise<RequestReceipt> =>
    submitRequest(api, freelancerRequestEndpoints.create, fields, options),
};
