// The hi-tech cooperation endpoint of SPEC §7: POST /v1/hitech/hitech-proposal-create (fields as
// JSON, or multipart with the optional `resume` file); forms send through lib/requests/use-submit-request.
export const hitechRequestEndpoints = {
  proposal: "/v1/hitech/hitech-proposal-create",
} as const;
