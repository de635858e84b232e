// Where each request form posts (SPEC §7 and ours), named once. SPEC's three public calls go on the
// public channel; the rest on the authenticated one (lib/requests/use-submit-request).
export const REQUEST_ENDPOINTS = {
  contact: "/v1/contact-us/create",
  reservation: "/v1/reservation/create",
  eventAttendance: "/v1/event-attendance/create",
  internship: "/v1/internship/create",
  idea: "/v1/idea/create",
  jobResume: "/v1/job-resume/create",
  careerApply: "/v1/career-apply/create",
  mentorRequest: "/v1/mentor/create",
  mentorAdvice: "/v1/mentor/advice-request",
  mentorApply: "/v1/mentor/apply",
  hitechProposal: "/v1/hitech/hitech-proposal-create",
  freelancer: "/v1/freelancer/create",
} as const;

export type RequestEndpoint = (typeof REQUEST_ENDPOINTS)[keyof typeof REQUEST_ENDPOINTS];

/** SPEC §7's public calls. */
export const PUBLIC_REQUEST_ENDPOINTS: ReadonlySet<RequestEndpoint> = new Set([
  REQUEST_ENDPOINTS.contact,
  REQUEST_ENDPOINTS.jobResume,
  REQUEST_ENDPOINTS.hitechProposal,
]);
