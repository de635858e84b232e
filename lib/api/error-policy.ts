// What a failed API call means to the person using the site (SPEC §8), as a pure decision so
// every branch is testable: ignore it, map it onto a form, show an error page, or toast.
//
// SPEC §8 only logs cancelled and timed-out calls and toasts 'no response': right for a call made
// from a page already on screen. A page rendered on the server has nothing to show without its
// data, so there a time-out is the 504 screen (the gateway did not answer in time) and no answer
// at all (refused, reset) is the 503 screen, 'the site is not available now', with SPEC's
// 'no response' sentence as its description. Those pages also answer with that HTTP status
// (entry/page-status.mjs).
import { isAxiosError, isCancel } from "axios";
import { NO_RESPONSE_MESSAGE, statusMessages } from "@/shared/status-messages";

export type FieldError = { field: string; message: string };

export type FailureOptions = {
  /** The call renders a page: failures show that status's error screen. */
  page?: boolean;
  /** Also toast the first message of a 422. */
  toast422?: boolean;
  /** Per-status message overrides. */
  statusMessages?: Partial<Record<number, string>>;
  /** Whether the request carried a session (a 401 without one is expected, not an error). */
  tokenSent: boolean;
};

export type FailureDecision =
  | { kind: "ignore"; reason: "cancelled" | "timeout" | "unauthenticated"; status?: number; message: string }
  | { kind: "validation"; status: 422; fields: FieldError[]; message: string; toast?: string }
  | { kind: "page"; status: number; message: string; report: boolean; noResponse?: boolean }
  | { kind: "toast"; status: number; message: string; toast: string; report: boolean }
  | { kind: "no-response"; message: string; toast: string };

const REPORTED_STATUSES = new Set([404, 499]);

/** Axios's codes for a call that ran out of time (its own timeout, or the socket's). */
const TIMEOUT_CODES = new Set(["ECONNABORTED", "ETIMEDOUT"]);

export function decideFailure(error: unknown, options: FailureOptions): FailureDecision {
  if (isCancel(error)) return { kind: "ignore", reason: "cancelled", message: "canceled" };
  if (isAxiosError(error) && !error.response && TIMEOUT_CODES.has(error.code ?? "")) {
    if (options.page) return { kind: "page", status: 504, message: statusMessages(504).message, report: false };
    return { kind: "ignore", reason: "timeout", message: error.message };
  }
  if (!isAxiosError(error) || !error.response) {
    // Not an HTTP failure at all (a fault in this code) is a 500, not the API's absence.
    if (options.page && !isAxiosError(error))
      return { kind: "page", status: 500, message: statusMessages(500).message, report: false };
    if (options.page)
      return { kind: "page", status: 503, message: NO_RESPONSE_MESSAGE, report: false, noResponse: true };
    return { kind: "no-response", message: NO_RESPONSE_MESSAGE, toast: NO_RESPONSE_MESSAGE };
  }

  const { status, statusText, data } = error.response;
  if (status === 401 && !options.tokenSent) {
    return { kind: "ignore", reason: "unauthenticated", status, message: serverMessage(data) ?? statusText };
  }
  if (status === 422) {
    const fields = fieldErrors(data);
    const first = fields[0]?.message ?? statusMessages(400).message;
    return { kind: "validation", status, fields, message: first, toast: options.toast422 ? first : undefined };
  }

  const message =
    options.statusMessages?.[status] ?? serverMessage(data) ?? (statusText || statusMessages(status).message);
  const report = REPORTED_STATUSES.has(status);
  if (options.page) return { kind: "page", status, message, report };
  return { kind: "toast", status, message, toast: `${status} ${message}`, report };
}

function serverMessage(data: unknown): string | undefined {
  if (data && typeof data === "object" && "message" in data) {
    const message = (data as { message: unknown }).message;
    if (typeof message === "string" && message.trim()) return message;
  }
  return undefined;
}

/** The API's 422 body: `[{field, message}]` (also tolerates Laravel-style `{errors: {field: [msg]}}`). */
export function fieldErrors(data: unknown): FieldError[] {
  if (Array.isArray(data)) {
    return data.filter(
      (e): e is FieldError => Boolean(e) && typeof e.field === "string" && typeof e.message === "string",
    );
  }
  if (data && typeof data === "object" && "errors" in data) {
    const errors = (data as { errors: unknown }).errors;
    if (errors && typeof errors === "object") {
      return Object.entries(errors as Record<string, unknown>).map(([field, value]) => ({
        field,
        message: Array.isArray(value) ? String(value[0]) : String(value),
      }));
    }
  }
  return [];
}
