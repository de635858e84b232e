// Calling route handlers as a client would, the same way in every API test: GETs and JSON or
// multipart POSTs to a path under /api/v1 (the path names the read for the cache tags, so a test
// of one resource keeps its own), each POST from a fresh client address unless the test names one.
import { expect } from "vitest";
import type { withFreshDatabase } from "./database";

/** A route handler's POST or GET as Next exports it (whatever its context: the test passes the right one). */
export type RouteHandler = (request: Request, context: never) => Promise<Response>;
/** The Drizzle database of a test file's fresh database. */
export type TestDb = ReturnType<ReturnType<typeof withFreshDatabase>["handle"]>["db"];
/** A file to upload: its bytes, name and (when the test names one) MIME type. */
export type Upload = { bytes: Uint8Array; name: string; type?: string };
export type CallOptions = {
  /** The path under /api/v1/ with its query, e.g. "mentor/x" or "security/x?expand=identity". */
  path?: string;
  /** A query (with its `?`) after the path. */
  query?: string;
  /** The client's address; POSTs without one come from a fresh address. */
  ip?: string;
  headers?: Record<string, string>;
  token?: string;
  context?: unknown;
};

let addressCounter = 0;

/** A client address no earlier call of this test file came from, so no per-address limit carries over. */
export function nextIp(): string {
  addressCounter += 1;
  return `10.100.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

/** An Authorization header for an access token. */
export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

/** Text as UTF-8 bytes, for building file contents. */
export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

function headersOf(options: CallOptions, base: Record<string, string>): Record<string, string> {
  return {
    ...base,
    ...(options.ip ? { "x-avinox-client-ip": options.ip } : {}),
    ...(options.token ? bearer(options.token) : {}),
    ...options.headers,
  };
}

const urlOf = (options: CallOptions, query = "") => `http://localhost/api/v1/${options.path ?? "x"}${query}`;

/** A GET of `query` (with its `?`) at the options' path; no client address unless one is given. */
export function getFrom(handler: RouteHandler, query = "", options: CallOptions = {}): Promise<Response> {
  return handler(new Request(urlOf(options, query), { headers: headersOf(options, {}) }), options.context as never);
}

/** A POST with a JSON body: a value is serialised, a string is sent as it is (for broken bodies), undefined sends no body. */
export function postJson(handler: RouteHandler, body: unknown, options: CallOptions = {}): Promise<Response> {
  const headers = headersOf({ ...options, ip: options.ip ?? nextIp() }, { "content-type": "application/json" });
  const text = typeof body === "string" || body === undefined ? body : JSON.stringify(body);
  return handler(
    new Request(urlOf(options, options.query), { method: "POST", headers, body: text }),
    options.context as never,
  );
}

/** A multipart POST as the upload forms send it: `payload` as JSON text (a string as it is) and the named files;
 *  a file without a type gets `defaultType` (none: the browser's empty type). */
export function postForm(
  handler: RouteHandler,
  payload: unknown,
  files: Record<string, Upload | undefined> = {},
  options: CallOptions & { defaultType?: string } = {},
): Promise<Response> {
  const form = new FormData();
  form.append("payload", typeof payload === "string" ? payload : JSON.stringify(payload));
  for (const [field, file] of Object.entries(files)) {
    if (!file) continue;
    const type = file.type ?? options.defaultType;
    form.append(field, new File([file.bytes as BlobPart], file.name, type === undefined ? undefined : { type }));
  }
  return handler(
    new Request(urlOf(options, options.query), {
      method: "POST",
      body: form,
      headers: headersOf({ ...options, ip: options.ip ?? nextIp() }, {}),
    }),
    options.context as never,
  );
}

/** GETs at one resource's path: `call` answers the response, `json` its parsed body. */
export function readsAt(path: string) {
  const call = (handler: RouteHandler, query = "", context?: unknown) => getFrom(handler, query, { path, context });
  const json = async <T>(handler: RouteHandler, query = ""): Promise<T> =>
    (await (await call(handler, query)).json()) as T;
  return { call, json };
}

/** The parsed JSON body of an answer (or of one still on its way). */
export async function jsonOf<T>(response: Response | Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}

/** A repeated Idempotency-Key got the first answer back: 201 then 200 marked replayed, with the same tracking code. */
export async function expectReplayed(first: Response, again: Response): Promise<void> {
  expect(first.status).toBe(201);
  expect(again.status).toBe(200);
  expect(again.headers.get("idempotent-replayed")).toBe("true");
  expect((await again.json()).tracking_code).toBe((await first.json()).tracking_code);
}

/** A query string (with its `?`) of named values, encoded as a browser would. */
export const queryOf = (values: Record<string, string | number>): string =>
  `?${new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)]))}`;

/** A 422 answer's field errors as the API lists them, in order (and that it is a 422). */
export async function errorListOf(response: Response): Promise<Array<{ field: string; message: string }>> {
  expect(response.status).toBe(422);
  return (await response.json()) as Array<{ field: string; message: string }>;
}

/** A 422 answer's field errors as field → message (and that it is a 422). */
export async function errorsOf(response: Response): Promise<Record<string, string>> {
  return Object.fromEntries((await errorListOf(response)).map((e) => [e.field, e.message]));
}
