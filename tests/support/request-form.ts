// One public request route (POST /v1/<path>: a registration, an application, a proposal) as its
// form sends it, for the request tests (tests/api/*): with or without a solved captcha, as JSON or
// multipart with files, and the checks those tests repeat (the 422's field errors, an accepted
// request's receipt).
import { expect } from "vitest";
import { solvedCaptcha } from "./captcha";
import { errorListOf, errorsOf, postForm, postJson, type CallOptions, type RouteHandler, type Upload } from "./http";

type Files = Record<string, Upload | undefined>;

/** An accepted request's receipt (and that it was accepted: a 201). */
async function receiptOf<T>(response: Response): Promise<T> {
  expect(response.status).toBe(201);
  return (await response.json()) as T;
}

export function requestForm(handler: RouteHandler, path: string) {
  /** The payload as multipart, with these files (none: only the payload). */
  const send = (payload: unknown, files: Files = {}) => postForm(handler, payload, files, { path });
  /** The payload with a solved captcha, as a person sends the form. */
  const sendSolved = async (payload: Record<string, unknown>, files: Files = {}) =>
    send({ ...payload, ...(await solvedCaptcha()) }, files);
  /** The payload as JSON (options: a signed-in sender's headers, an Idempotency-Key). */
  const sendJson = (payload: unknown, options: CallOptions = {}) => postJson(handler, payload, { ...options, path });
  /** The payload as JSON with a solved captcha. */
  const sendJsonSolved = async (payload: Record<string, unknown>, options: CallOptions = {}) =>
    sendJson({ ...payload, ...(await solvedCaptcha()) }, options);
  return {
    send,
    sendSolved,
    sendJson,
    sendJsonSolved,
    /** The field errors (field → message) of a refused multipart send (a 422). */
    errors: async (payload: unknown, files: Files = {}) => errorsOf(await send(payload, files)),
    /** The field errors, in order, of a refused multipart send (a 422). */
    errorList: async (payload: unknown, files: Files = {}) => errorListOf(await send(payload, files)),
    /** The field errors (field → message) of a refused send with a solved captcha (a 422). */
    solvedErrors: async (payload: Record<string, unknown>, files: Files = {}) =>
      errorsOf(await sendSolved(payload, files)),
    /** The field errors, in order, of a refused send with a solved captcha (a 422). */
    solvedErrorList: async (payload: Record<string, unknown>, files: Files = {}) =>
      errorListOf(await sendSolved(payload, files)),
    /** The field errors, in order, of a refused JSON send (a 422). */
    jsonErrorList: async (payload: unknown) => errorListOf(await sendJson(payload)),
    /** The field errors (field → message) of a refused JSON send (a 422). */
    jsonErrors: async (payload: unknown) => errorsOf(await sendJson(payload)),
    /** The field errors, in order, of a refused JSON send with a solved captcha (a 422). */
    jsonSolvedErrorList: async (payload: Record<string, unknown>) => errorListOf(await sendJsonSolved(payload)),
    /** The field errors (field → message) of a refused JSON send with a solved captcha (a 422). */
    jsonSolvedErrors: async (payload: Record<string, unknown>) => errorsOf(await sendJsonSolved(payload)),
    /** The receipt of a send with a solved captcha that must be accepted (201). */
    async accepted<T = { tracking_code: string }>(payload: Record<string, unknown>, files: Files = {}): Promise<T> {
      return receiptOf<T>(await sendSolved(payload, files));
    },
    /** The receipt of a JSON send with a solved captcha that must be accepted (201). */
    async acceptedJson<T = { tracking_code: string }>(payload: Record<string, unknown>): Promise<T> {
      return receiptOf<T>(await sendJsonSolved(payload));
    },
    /** The receipt of a JSON send by a signed-in sender (their headers, no captcha) that must be accepted (201). */
    async acceptedSignedIn<T = { tracking_code: string }>(
      payload: Record<string, unknown>,
      headers: Record<string, string>,
    ): Promise<T> {
      return receiptOf<T>(await sendJson(payload, { headers }));
    },
  };
}
