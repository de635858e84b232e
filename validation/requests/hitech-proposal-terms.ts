// What the hi-tech cooperation form offers before its schema loads (validation/requests/hitech-proposal.ts
// checks with these): who may apply, and which of them must give a company name. Without zod.
export const APPLICANT_TYPES = ["فرد", "تیم", "شرکت"] as const;

/** The applicant type that applies under a company name (required then). */
export const COMPANY_APPLICANT: (typeof APPLICANT_TYPES)[number] = "شرکت";
