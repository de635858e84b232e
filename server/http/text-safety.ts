import "server-only";
// Text the database cannot store or a page should never carry: the NUL character (PostgreSQL
// text refuses it) and lone UTF-16 surrogates (jsonb refuses them; JSON.parse makes them from
// "\ud800"). Found in any string of a body or a query, they are the caller's mistake: 422 or 400,
// never a 500 from deep inside a query.
import { HttpError } from "./errors";
import { MAX_JSON_DEPTH } from "./json-depth";
import { ValidationFailure } from "./validation";

export const INVALID_TEXT_MESSAGE = "این مقدار نویسه‌های نامعتبر دارد.";

const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isUnsafeText(value: string): boolean {
  return UNSAFE_TEXT.test(value);
}

/** The path of the first unsafe string inside a parsed value (object keys count too); bodies are
 *  never deeper than MAX_JSON_DEPTH (server/http/json-depth.ts), so the recursion is bounded. */
export function findUnsafeText(value: unknown, path: string[] = [], depth = 0): string[] | undefined {
  if (typeof value === "string") return isUnsafeText(value) ? path : undefined;
  if (depth > MAX_JSON_DEPTH || value === null || typeof value !== "object") return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (isUnsafeText(key)) return [...path, "_"];
    const found = findUnsafeText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** 422 on the field that carries unsafe text. */
export function assertSafeBody(value: unknown): void {
  const path = findUnsafeText(value);
  if (path) throw new ValidationFailure(path.join(".") || "_", INVALID_TEXT_MESSAGE);
}

/** 400 when a query parameter (name or value) carries unsafe text. */
export function assertSafeQuery(url: URL): void {
  for (const [key, value] of url.searchParams) {
    if (isUnsafeText(key) || isUnsafeText(value))
      throw new HttpError(400, "پارامترهای درخواست نویسه‌های نامعتبر دارند.");
  }
}
