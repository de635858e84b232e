// The mentor request endpoints: POST /v1/mentor/create (SPEC §7; asking for a mentor,
// /mentors/request), POST /v1/mentor/advice-request (SPEC §7; a mentoring or consultation
// session) and POST /v1/mentor/apply (ours; applying to become a mentor, /mentors/join). The
// forms send to them through lib/requests/use-submit-request.
export const mentorRequestEndpoints = {
  request: "/v1/mentor/create",
  advice: "/v1/mentor/advice-request",
  apply: "/v1/mentor/apply",
} as const;
