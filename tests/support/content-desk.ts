// What the content desk's API tests (tests/api/content/*) share: calling a kind's admin routes as
// an account, reading an answer that must have a given status, a publish moment ahead of any day
// the tests run on, and the cache tags each write invalidates.
import { afterAll, beforeAll, expect } from "vitest";
import { gregorianFromJalali, jalaliParts } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { getFrom, postJson, type RouteHandler } from "./http";
import type { Account } from "./staff";

export type DeskCall = { params?: Record<string, string | number>; query?: string; body?: unknown };

/** A caller of one kind's admin routes (`path`, e.g. "admin/content/jobs", from `ip`) as an account
 *  or nobody, with its path params: a GET without a body, a JSON write with one. */
export function deskCaller(path: string, ip: string) {
  return (
    account: Account | null,
    handler: RouteHandler,
    { params = {}, query, body }: DeskCall = {},
  ): Promise<Response> => {
    const context = {
      params: Promise.resolve(Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]))),
    };
    const options = { path, query, ip, token: account?.token, context };
    return body === undefined ? getFrom(handler, query, options) : postJson(handler, body, options);
  };
}

/** The parsed answer of a call that must answer `status`. */
export async function answeredWith<T>(calling: Promise<Response>, status = 200): Promise<T> {
  const response = await calling;
  expect(response.status).toBe(status);
  return (await response.json()) as T;
}

/** Next Jalali year: dates in it are ahead of any day the tests run on. */
export const nextJalaliYear = jalaliParts(new Date()).year + 1;

/** The 15th of Farvardin next year, 08:00 in Tehran, as typed in the desk and as the instant it is. */
export const SCHEDULED = {
  text: toPersianDigits(`${nextJalaliYear}/01/15 08:00`),
  instant: new Date(`${gregorianFromJalali(nextJalaliYear, 1, 15).toISOString().slice(0, 10)}T08:00:00+03:30`),
};

const CACHE_BRIDGE = Symbol.for("avinox.response-cache");

/** The tags each write of this test file invalidates, in order: a stand-in for the entry's shared
 *  cache (server.mjs) installed for the file. */
export function recordInvalidations(): string[][] {
  const invalidated: string[][] = [];
  beforeAll(() => {
    Object.assign(globalThis, {
      [CACHE_BRIDGE]: {
        marks: () => undefined,
        invalidate: (tags: string[]) => invalidated.push([...tags]),
        recordViews: undefined,
      },
    });
  });
  afterAll(() => void Reflect.deleteProperty(globalThis, CACHE_BRIDGE));
  return invalidated;
}
