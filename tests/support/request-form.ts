// One public request route (POST /v1/<path>: a registration, an application, a proposal) as its
// form sends it, for the request tests (tests/api/*): with or without a solved captcha, as JSON or
// multipart with files, and the checks those tests repeat (the 422's field errors, an accepted
// request's receipt).
import { expect } from "vitest";
import { solvedCaptcha } from "./captcha";
import { errorListOf, errorsOf, postForm, postJson, type RouteHandler, type Upload } from "./http";

type Files = Record<string, Upload | undefined>;

export function requestForm(handler: RouteHandler, path: string) {
  /** The payload as multipart, with these files (none: only the payload). */
  const send = (payload: unknown, files: Files = {}) => postForm(handler, payload, files, { path });
  /** The payload with a solved captcha, as a person sends the form. */
  const sendSolved = async (payload: Record<string, unknown>, files: Files = {}) =>
    send({ ...payload, ...(await solvedCaptcha()) }, files);
  /** The payload as JSON. */
  const sendJson = (payload: unknown) => postJson(handler, payload, { path });
  /** The payload as JSON with a solved captcha. */
  const sendJsonSolved = async (payload: Record<string, unknown>) =>
    sendJson({ ...payload, ...(await solvedCaptcha()) });
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
    /** The receipt of a send with a solved captcha that must be accepted (201). */
    async accepted<T = { tracking_code: string }>(payload: Record<string, unknown>, files: Files = {}): Promise<T> {
      const response = await sendSolved(payload, files);
      expect(response.status).toBe(201);
      return (await response.json()) as T;
    },
  };
}
