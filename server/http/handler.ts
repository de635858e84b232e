import "server-only";
// Wraps every API route: checks the call first (origin, body type and size, text a database
// cannot hold: request-guard, text-safety), then turns failures into the contract's answers
// (DESIGN "The API contract"). A ZodError becomes 422 `[{field, message}]`, an HttpError its
// envelope, anything else a Persian 500 with no stack; a plain return value becomes JSON.
import { z, ZodError } from "zod";
import { HttpError } from "./errors";
import { narrowFields, narrowResponse, requestedFields } from "./expand";
import { assertShallowJson } from "./json-depth";
import { guardRequest, type BodyPolicy } from "./request-guard";
import { assertSafeBody, assertSafeQuery } from "./text-safety";
import { isDatabaseUnavailable, reportDatabaseUnavailable } from "@/server/db/unavailable";
import { requestIdOf } from "@/server/log";
import { reportServerError } from "@/server/report";
import { declareReadRule, readRuleOf, tagPublicRead, type ReadRule } from "@/server/cache/public-reads";
import { boundByClock } from "@/server/cache/clock";

// The API answers in Persian (DESIGN): a schema check without its own message (a nested array, an
// optional string's length, a wrong type) falls back to zod's Persian text, never to English.
z.config(z.locales.fa());

export type FieldError = { field: string; message: string };

type Handler<Ctx> = (request: Request, context: Ctx) => Promise<unknown> | unknown;

export type HandlerOptions = BodyPolicy & {
  /** A GET's rule for the shared cache (server/cache/public-reads.ts); every GET route declares one. */
  cache?: ReadRule;
};

export function apiHandler<Ctx = unknown>(
  handler: Handler<Ctx>,
  options: HandlerOptions = {},
): (request: Request, context: Ctx) => Promise<Response> {
  const { cache, ...policy } = options;
  const answer = async (request: Request, context: Ctx): Promise<Response> => {
    // The rule as declared, here or by the route file that exports this handler (declareReadRule).
    const rule = readRuleOf(answer);
    try {
      const url = new URL(request.url);
      assertSafeQuery(url);
      const result = await handler(await guardRequest(request, policy), context);
      // `fields=` narrows what is sent (Yii2's serializer); the cache tags still read the whole result.
      const narrowing = requestedFields(url.searchParams);
      // Public reads name what they show, and until when it holds, for the shared cache (server/cache/public-reads.ts, clock.ts).
      if (result instanceof Response)
        return await boundByClock(
          tagPublicRead(request, narrowing ? await narrowResponse(result, narrowing) : result, undefined, rule),
        );
      const body = narrowing ? narrowFields(result, narrowing) : result;
      return await boundByClock(
        tagPublicRead(request, Response.json(body ?? null, { headers: noStore }), result, rule),
      );
    } catch (error) {
      return errorResponse(error, request);
    }
  };
  return declareReadRule(answer, cache);
}

const noStore = { "Cache-Control": "no-store" };

export function errorResponse(error: unknown, request?: Request): Response {
  if (error instanceof ZodError) {
    return Response.json(zodToFieldErrors(error), { status: 422, headers: noStore });
  }
  if (error instanceof HttpError) {
    return Response.json(error.toEnvelope(), { status: error.status, headers: { ...noStore, ...error.headers } });
  }
  if (isDatabaseUnavailable(error)) {
    // The database is down or failing (issue 15): the envelope says so and the client may retry;
    // one log line, no stack (the cause's code says which).
    reportDatabaseUnavailable(error, request);
    return Response.json(new HttpError(503).toEnvelope(), { status: 503, headers: { ...noStore, "Retry-After": "5" } });
  }
  reportServerError(error, { url: request?.url, method: request?.method, requestId: requestIdOf(request) });
  const internal = new HttpError(500);
  return Response.json(internal.toEnvelope(), { status: 500, headers: noStore });
}

/** One entry per field, its first message; nested paths are joined with dots. */
export function zodToFieldErrors(error: ZodError): FieldError[] {
  const byField = new Map<string, string>();
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".") || "_";
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

export const NOT_AN_OBJECT_MESSAGE = "بدنه درخواست باید یک شیء JSON باشد.";

/**
 * The request's JSON body, an object; a body that is not JSON, or JSON that is not an object
 * (null, an array, a number), is the client's mistake (400), not ours: schemas and refinements
 * read fields off it.
 */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const value = parseJsonText(await request.text());
  if (value === null || typeof value !== "object" || Array.isArray(value))
    throw new HttpError(400, NOT_AN_OBJECT_MESSAGE);
  return value as Record<string, unknown>;
}

/**
 * JSON text from a caller (every JSON body and multipart `payload` the API reads comes through
 * here): 400 when it nests deeper than MAX_JSON_DEPTH (checked before parsing, so nothing after
 * it, the request fingerprint included, ever walks a deeper value) or is not JSON, 422 on a field
 * with text we cannot store.
 */
export function parseJsonText(text: string): unknown {
  if (!text.trim()) return {};
  assertShallowJson(text);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, "بدنه درخواست JSON معتبری نیست.");
  }
  assertSafeBody(value);
  return value;
}
