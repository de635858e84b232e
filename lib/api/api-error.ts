// The error every failed API call rejects with: what happened, and the field errors of a 422.
import type { FailureDecision, FieldError } from "./error-policy";

/**
 * Digest prefix that carries an API status to app/error.tsx through server rendering:
 * `AVINOX_API_STATUS;503`, or `AVINOX_API_STATUS;503;no-response` when the API gave no answer.
 * The entry (entry/page-status.mjs) reads the same digest to answer with that HTTP status.
 */
export const API_STATUS_DIGEST = "AVINOX_API_STATUS;";
const NO_RESPONSE_SUFFIX = ";no-response";

export class ApiError extends Error {
  readonly status: number | undefined;
  readonly fields: FieldError[];
  readonly decision: FailureDecision;
  /** Read by Next.js: a page request's failure reaches the error screen with its status. */
  readonly digest: string | undefined;

  constructor(decision: FailureDecision) {
    super(decision.message);
    this.name = "ApiError";
    this.decision = decision;
    this.status = "status" in decision ? decision.status : undefined;
    this.fields = decision.kind === "validation" ? decision.fields : [];
    this.digest =
      decision.kind === "page"
        ? `${API_STATUS_DIGEST}${decision.status}${decision.noResponse ? NO_RESPONSE_SUFFIX : ""}`
        : undefined;
  }

  /** True when the failure needs no further handling (cancelled, timed out, signed-out 401). */
  get ignored(): boolean {
    return this.decision.kind === "ignore";
  }
}

type Digested = { digest?: string } | undefined | null;

/** The status an error screen should show for a thrown error (500 when unknown). */
export function statusFromError(error: Digested): number {
  const digest = error?.digest;
  if (digest?.startsWith(API_STATUS_DIGEST)) {
    const status = Number(digest.slice(API_STATUS_DIGEST.length).split(";")[0]);
    if (Number.isInteger(status) && status >= 400 && status < 600) return status;
  }
  return 500;
}

/** Whether a page failed because its API gave no answer at all (SPEC §8 'no response'). */
export function isNoResponseError(error: Digested): boolean {
  const digest = error?.digest;
  return Boolean(digest?.startsWith(API_STATUS_DIGEST) && digest.endsWith(NO_RESPONSE_SUFFIX));
}
