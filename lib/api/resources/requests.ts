// Sending requests and reading them back (tracking, my requests).
import { uploadPercent } from "@/lib/progress";
import type { ApiCallOptions, ApiClient } from "../client";
import type { CaptchaChallenge, RequestDetail, RequestReceipt } from "@/shared/types/requests";

type SubmitOptions = {
  files?: Record<string, File | undefined>;
  idempotencyKey: string;
  /** Upload progress in percent (capped at 100), for forms with files. */
  onProgress?: (percent: number) => void;
};

/** JSON, or multipart (fields as JSON in `payload`) when files go along. */
export function submitRequest(
  api: ApiClient,
  endpoint: string,
  fields: Record<string, unknown>,
  { files, idempotencyKey, onProgress }: SubmitOptions,
) {
  const attached = Object.entries(files ?? {}).filter((entry): entry is [string, File] => Boolean(entry[1]));
  const headers = { "Idempotency-Key": idempotencyKey };
  if (!attached.length) return api.post<RequestReceipt>(endpoint, fields, { headers });
  const form = new FormData();
  form.append("payload", JSON.stringify(fields));
  for (const [name, file] of attached) form.append(name, file, file.name);
  return api.post<RequestReceipt>(endpoint, form, {
    headers,
    timeout: 120_000,
    onUploadProgress: (event) => onProgress?.(uploadPercent(event.loaded, event.total)),
  });
}

export const requestsApi = {
  /** A captcha challenge for the ALTCHA widget (components/requests/altcha-widget). */
  captcha: (api: ApiClient) => api.get<CaptchaChallenge>("/v1/site/captcha", { skipProgress: true }),
  track: (api: ApiClient, code: string, mobile: string, options?: ApiCallOptions) =>
    api.get<RequestDetail>("/v1/request/track", { ...options, params: { code, mobile } }),
  mine: (api: ApiClient, params: { page?: number; "per-page"?: number; kind?: string }, options?: ApiCallOptions) =>
    api.list<RequestReceipt>("/v1/user/requests", { ...options, params }),
  mineById: (api: ApiClient, id: number, options?: ApiCallOptions) =>
    api.get<RequestDetail>("/v1/user/requests/view", { ...options, params: { id } }),
  /** Cancels one of my event registrations (its seat goes to the waiting list). */
  cancelMine: (api: ApiClient, id: number) => api.post<RequestDetail>("/v1/user/requests/cancel", { id }),
};
