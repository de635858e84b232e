import "server-only";
// One error type for the API, answered as Yii2's envelope {name, message, code, status} (DESIGN).
import { statusMessages } from "@/shared/status-messages";

const statusNames: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Data Validation Failed",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

export type ErrorEnvelope = { name: string; message: string; code: number; status: number };

export class HttpError extends Error {
  readonly status: number;
  readonly code: number;
  readonly headers: Record<string, string>;

  constructor(status: number, message?: string, options: { code?: number; headers?: Record<string, string> } = {}) {
    super(message ?? statusMessages(status).message);
    this.name = "HttpError";
    this.status = status;
    this.code = options.code ?? 0;
    this.headers = options.headers ?? {};
  }

  toEnvelope(): ErrorEnvelope {
    return { name: statusNames[this.status] ?? "Error", message: this.message, code: this.code, status: this.status };
  }
}

export const notFound = (message = "موردی که دنبال آن بودید پیدا نشد.") => new HttpError(404, message);
export const badRequest = (message?: string) => new HttpError(400, message);

/** 429 with the headers a client needs to wait correctly. */
export function tooManyRequests(retryAfterSeconds: number, limit: number, remaining = 0, message?: string): HttpError {
  return new HttpError(429, message, {
    headers: {
      "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))),
      "X-Rate-Limit-Limit": String(limit),
      "X-Rate-Limit-Remaining": String(Math.max(0, remaining)),
      "X-Rate-Limit-Reset": String(Math.max(1, Math.ceil(retryAfterSeconds))),
    },
  });
}
