import "server-only";
// How a server render reaches this app's own API without a socket: the axios adapter below builds
// the Request an HTTP call would have made (URL, method, the channel's headers with the signed
// visitor and the bearer, body) and hands it to the route module's method handler, the same
// handler, wrapper (server/http/handler.ts) and serializers a browser's call meets; the Response
// comes back to axios as an HTTP answer would, so the channel's interceptors (cache marks, error
// policy) see no difference. A path or method no route module answers goes over HTTP as before.
import { STATUS_CODES } from "node:http";
import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from "axios";
import { CLIENT_ADDRESS_HEADER } from "@/server/http/visitor";
import { matchApiRoute, type ApiRouteTable } from "./api-route-match";
import { apiRoutes } from "./api-routes";

type MethodHandler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const httpAdapter = axios.getAdapter(axios.defaults.adapter);

/**
 * The address the entry (server.mjs) gives a call that arrives on its loopback listener: this
 * server's. The API believes it only where it believes the entry (server/http/visitor.ts), and a
 * visitor's own address travels in the signed visitor header, as over HTTP.
 */
const LOOPBACK_ADDRESS = "127.0.0.1";

function requestOf(config: InternalAxiosRequestConfig, url: URL, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
    if (value == null) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : String(value));
  }
  // What axios's HTTP adapter and the entry would add on the way.
  if (!headers.has("user-agent")) headers.set("user-agent", `axios/${axios.VERSION}`);
  headers.set(CLIENT_ADDRESS_HEADER, LOOPBACK_ADDRESS);
  const method = (config.method ?? "get").toUpperCase();
  const body = method === "GET" || method === "HEAD" || config.data == null ? undefined : (config.data as BodyInit);
  return new Request(url, { method, headers, body, signal });
}

async function axiosResponseOf(answer: Response, config: InternalAxiosRequestConfig): Promise<AxiosResponse> {
  const headers = new AxiosHeaders();
  answer.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers.set(name, value);
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length) headers.set("set-cookie", cookies);
  const data = config.responseType === "arraybuffer" ? Buffer.from(await answer.arrayBuffer()) : await answer.text();
  return { data, status: answer.status, statusText: STATUS_CODES[answer.status] ?? "", headers, config };
}

/** Axios's own rule (its `settle`): a status the call does not accept rejects with the answer. */
function settle(response: AxiosResponse): AxiosResponse {
  const { status, config } = response;
  if (!status || !config.validateStatus || config.validateStatus(status)) return response;
  const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  throw new AxiosError(`Request failed with status code ${status}`, code, config, undefined, response);
}

/** Rejects as axios's HTTP adapter does when the call runs out of time or is cancelled. */
function stopped(config: InternalAxiosRequestConfig, controller: AbortController): Promise<never> {
  return new Promise((_, reject) => {
    const timeout = config.timeout ?? 0;
    if (timeout > 0) {
      const timer = setTimeout(() => {
        const code = config.transitional?.clarifyTimeoutError ? AxiosError.ETIMEDOUT : AxiosError.ECONNABORTED;
        reject(new AxiosError(`timeout of ${timeout}ms exceeded`, code, config));
        controller.abort();
      }, timeout);
      controller.signal.addEventListener("abort", () => clearTimeout(timer));
    }
    const signal = config.signal as AbortSignal | undefined;
    const cancel = () => {
      reject(new axios.CanceledError(undefined, undefined, config));
      controller.abort();
    };
    if (signal?.aborted) cancel();
    else signal?.addEventListener?.("abort", cancel);
  });
}

/** The adapter for this app's API at `baseURL`'s origin; `table` maps its paths to route modules. */
export function inProcessAdapter(table: ApiRouteTable = apiRoutes): AxiosAdapter {
  return async (config) => {
    const url = new URL(axios.getUri(config));
    const route = url.pathname.startsWith("/api/")
      ? matchApiRoute(table, url.pathname.slice("/api".length))
      : undefined;
    const method = (config.method ?? "get").toUpperCase();
    const handler = route && ((await route.load())[method] as MethodHandler | undefined);
    if (!route || typeof handler !== "function") return httpAdapter(config);
    const controller = new AbortController();
    try {
      const answer = await Promise.race([
        handler(requestOf(config, url, controller.signal), { params: Promise.resolve(route.params) }),
        stopped(config, controller),
      ]);
      return settle(await axiosResponseOf(answer, config));
    } finally {
      controller.abort();
    }
  };
}
