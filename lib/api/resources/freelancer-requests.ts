// The freelancer registration endpoint of SPEC §7: POST /v1/freelancer/create (multipart: the
// fields as JSON in `payload` and the required `resume` file); forms send through lib/requests/use-submit-request.
export const freelancerRequestEndpoints = {
  create: "/v1/freelancer/create",
} as const;
