// The one axios client (SPEC §7): base URL, bracket-array query strings, the contract's headers,
// the progress bar, and the error policy of SPEC §8 applied to every failure.
import axios, {
  isAxiosError,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type Method,
} from "axios";
import { notFound } from "next/navigation";
import { ApiError } from "./api-error";
import { decideFailure, type FailureOptions } from "./error-policy";

export type ApiCallOptions = {
  /** Don't show the top progress bar for this call (SPEC §7). */
  skipProgress?: boolean;
  /** The call renders a page: failures show the error screen of their status. */
  page?: boolean;
  /** Toast the first message of a 422 too. */
  toast422?: boolean;
  /** Statuses the caller shows the API's message for itself (e.g. a form's alert on 409): no toast. */
  shownByCaller?: readonly number[];
  /** Per-status message overrides. */
  statusMessages?: FailureOptions["statusMessages"];
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeout?: number;
  onUploadProgress?: AxiosRequestConfig["onUploadProgress"];
};

export type ApiContext = {
  baseURL: string;
  /** Fixed headers: Accept, device, os, client-id and, on the server, x-forwarded-for. */
  headers: Record<string, string>;
  /** A bearer token to send (the server forwards the session cookie's token). */
  token?: string;
  /** Milliseconds a call may take (default 20 s); a call's own `timeout` option wins. */
  timeout?: number;
  /** How calls travel (default: axios's HTTP); server rendering reaches this app's API in process. */
  adapter?: AxiosAdapter;
  /** Whether this call carries a session (bearer header or the browser's HttpOnly cookie). */
  sessionSent: () => boolean;
  /**
   * Renews the session after a call that carried it came back 401 (an expired access token); true
   * when the call may be retried. `sentAt` (ms) is when the refused call left.
   */
  refreshSession?: (sentAt: number) => Promise<boolean>;
  startProgress?: () => () => void;
  notify?: (text: string, kind: "danger" | "warn") => void;
  report?: (message: string, extra: Record<string, unknown>) => void;
  log?: (message: string, extra: Record<string, unknown>) => void;
};

export type ListPage<T> = { items: T[]; total: number; pageCount: number; page: number; perPage: number };

export type ApiClient = {
  request<T>(method: Method, url: string, body?: unknown, options?: ApiCallOptions): Promise<AxiosResponse<T>>;
  get<T>(url: string, options?: ApiCallOptions): Promise<T>;
  list<T>(url: string, options?: ApiCallOptions): Promise<ListPage<T>>;
  post<T>(url: string, body?: unknown, options?: ApiCallOptions): Promise<T>;
  patch<T>(url: string, body?: unknown, options?: ApiCallOptions): Promise<T>;
  delete<T>(url: string, options?: ApiCallOptions): Promise<T>;
  axios: AxiosInstance;
};

/**
 * Query strings as the API expects: `tags[]=a&tags[]=b`, empty values left out. (A few lines here
 * instead of qs, whose dependencies cost pages about 35 KiB of gzipped JavaScript.)
 */
export function serializeParams(params: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item !== undefined && item !== null) query.append(`${key}[]`, String(item));
    } else query.append(key, String(value));
  }
  return query.toString();
}

const isRefused = (error: unknown) => isAxiosError(error) && error.response?.status === 401;

export function createApiClient(context: ApiContext): ApiClient {
  const instance = axios.create({
    baseURL: context.baseURL,
    timeout: context.timeout ?? 20_000,
    adapter: context.adapter,
    withCredentials: true,
    headers: { ...context.headers, ...(context.token ? { Authorization: `Bearer ${context.token}` } : {}) },
    paramsSerializer: { serialize: serializeParams },
  });

  async function request<T>(method: Method, url: string, body?: unknown, options: ApiCallOptions = {}) {
    const stop = options.skipProgress ? undefined : context.startProgress?.();
    const send = () =>
      instance.request<T>({
        method,
        url,
        data: body,
        params: options.params,
        headers: options.headers,
        signal: options.signal,
        timeout: options.timeout,
        onUploadProgress: options.onUploadProgress,
      });
    const sentAt = Date.now();
    try {
      return await send();
    } catch (error) {
      // An expired access token: renew once and retry once. A refused renewal has cleared the
      // session, so the 401 below counts as "not signed in" and stays quiet.
      if (
        isRefused(error) &&
        context.refreshSession &&
        context.sessionSent() &&
        (await context.refreshSession(sentAt))
      ) {
        try {
          return await send();
        } catch (retryError) {
          throw handleFailure(retryError, options);
        }
      }
      throw handleFailure(error, options);
    } finally {
      stop?.();
    }
  }

  function handleFailure(error: unknown, options: ApiCallOptions): ApiError {
    const decision = decideFailure(error, {
      page: options.page,
      toast422: options.toast422,
      statusMessages: options.statusMessages,
      tokenSent: context.sessionSent(),
    });
    switch (decision.kind) {
      case "ignore":
        if (decision.reason !== "unauthenticated") context.log?.(`API call ${decision.reason}`, { url: String(error) });
        break;
      case "validation":
        if (decision.toast) context.notify?.(decision.toast, "danger");
        break;
      case "no-response":
        context.notify?.(decision.toast, "danger");
        break;
      case "toast":
        if (!options.shownByCaller?.includes(decision.status)) context.notify?.(decision.toast, "danger");
        break;
      case "page":
        break;
    }
    if ((decision.kind === "page" || decision.kind === "toast") && decision.report) {
      context.report?.(`API ${decision.status}`, { status: decision.status, message: decision.message });
    }
    // A page that asked for something missing answers HTTP 404 with the 404 screen.
    if (decision.kind === "page" && decision.status === 404) notFound();
    return new ApiError(decision);
  }

  const dataOf = async <T>(promise: Promise<AxiosResponse<T>>) => (await promise).data;

  return {
    request,
    get: (url, options) => dataOf(request("GET", url, undefined, options)),
    async list<T>(url: string, options?: ApiCallOptions) {
      const response = await request<T[]>("GET", url, undefined, options);
      const header = (name: string) => Number(response.headers[`x-pagination-${name}`]);
      const items = Array.isArray(response.data) ? response.data : [];
      const perPage = header("per-page") || items.length || 1;
      return {
        items,
        total: header("total-count") || items.length,
        pageCount: header("page-count") || 1,
        page: header("current-page") || 1,
        perPage,
      };
    },
    post: (url, body, options) => dataOf(request("POST", url, body, options)),
    patch: (url, body, options) => dataOf(request("PATCH", url, body, options)),
    delete: (url, options) => dataOf(request("DELETE", url, undefined, options)),
    axios: instance,
  };
}
