import "server-only";
// What an unsafe API call (POST, PUT, PATCH, DELETE) must pass before its handler reads a byte:
// - a browser must say it comes from this site (Origin / Sec-Fetch-Site), else 403: another
//   site's form cannot sign someone in or send a request in their name (login CSRF);
// - the body is no larger than the endpoint allows, judged from Content-Length and again while it
//   streams in, else 413, so an oversized upload is never held in memory;
// - a body has the type the endpoint reads (JSON, or multipart where files go), else 415.
import { serverEnv } from "@/server/env";
import { HttpError } from "./errors";

export type BodyKind = "json" | "multipart" | "csp-report";
export type BodyPolicy = {
  /** What the endpoint reads: JSON (default), multipart form data with files (JSON too), or a
   *  browser's CSP violation report. */
  body?: BodyKind;
  /** Largest body accepted, in bytes (default 64 KiB). */
  maxBytes?: number;
};

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;
const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const CROSS_SITE_MESSAGE = "این درخواست از سایت دیگری فرستاده شده است و پذیرفته نشد.";
const UNSUPPORTED_TYPE_MESSAGE = "نوع محتوای درخواست پذیرفته نیست؛ داده‌ها باید به صورت JSON فرستاده شوند.";
const UNSUPPORTED_MULTIPART_MESSAGE =
  "نوع محتوای درخواست پذیرفته نیست؛ فرم باید به صورت multipart/form-data یا JSON فرستاده شود.";

function tooLarge(maxBytes: number): HttpError {
  const kib = Math.max(1, Math.round(maxBytes / 1024));
  return new HttpError(413, `حجم درخواست بیش از حد مجاز (${kib.toLocaleString("fa-IR")} کیلوبایت) است.`);
}

/** Origins a browser may send unsafe calls from: the site's own (SITE_URL), and this request's. */
function allowedOrigins(request: Request): string[] {
  return [new URL(serverEnv().SITE_URL).origin, new URL(request.url).origin];
}

function checkOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  if (origin !== null) {
    if (!allowedOrigins(request).includes(origin)) throw new HttpError(403, CROSS_SITE_MESSAGE);
    return;
  }
  // No Origin (older browsers on some requests): the fetch metadata still tells a cross-site call.
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") throw new HttpError(403, CROSS_SITE_MESSAGE);
}

function checkContentType(request: Request, kind: BodyKind): void {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "application/json") return;
  if (kind === "multipart" && type === "multipart/form-data") return;
  if (kind === "csp-report" && (type === "application/csp-report" || type === "application/reports+json")) return;
  throw new HttpError(415, kind === "multipart" ? UNSUPPORTED_MULTIPART_MESSAGE : UNSUPPORTED_TYPE_MESSAGE);
}

/** The body, stopped (and the stream cancelled) as soon as it passes `maxBytes`. */
export async function readBoundedBody(request: Request, maxBytes: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * Checks an incoming call against the endpoint's policy; for unsafe methods answers a copy of the
 * request whose body has been read (within the limit) and can be parsed as usual.
 */
export async function guardRequest(request: Request, policy: BodyPolicy = {}): Promise<Request> {
  if (!UNSAFE_METHODS.has(request.method)) return request;
  checkOrigin(request);
  const maxBytes = policy.maxBytes ?? DEFAULT_MAX_BODY_BYTES;
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) {
    await request.body?.cancel().catch(() => {});
    throw tooLarge(maxBytes);
  }
  const body = await readBoundedBody(request, maxBytes);
  if (body.byteLength > 0) checkContentType(request, policy.body ?? "json");
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  return new Request(request.url, {
    method: request.method,
    headers,
    body: body.byteLength > 0 ? (body as Uint8Array<ArrayBuffer>) : undefined,
    signal: request.signal,
  });
}
