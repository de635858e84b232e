// The error every failed API call rejects with: what happened, and the field errors of a 422.
import type { FailureDecision, FieldError } from "./error-policy";

/** Digest prefix that carries an API status to app/error.tsx through server rendering. */
export const API_STATUS_DIGEST = "AVINOX_API_STATUS;";

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
    this.digest = decision.kind === "page" ? `${API_STATUS_DIGEST}${decision.status}` : undefined;
  }

  /** True when the failure needs no further handling (cancelled, timed out, signed-out 401). */
  get ignored(): boolean {
    return this.decision.kind === "ignore";
  }
}

/** The status an error screen should show for a thrown error (500 when unknown). */
export function statusFromError(error: { digest?: string } | undefined | null): number {
  const digest = error?.digest;
  if (digest?.startsWith(API_STATUS_DIGEST)) {
    const status = Number(digest.slice(API_STATUS_DIGEST.length));
    if (Number.isInteger(status) && status >= 400 && status < 600) return status;
  }
  return 500;
}
