import "server-only";
// How deep a JSON body may nest (issue 35): every form and desk payload fits in a few levels, and
// code that walks a parsed value by recursion (JSON.stringify in a request's fingerprint, the text
// checks, zod) overflows the stack near 5,000 levels, which answered 500. So the body's text is
// measured before JSON.parse, in one linear pass with no recursion, and anything deeper than
// MAX_JSON_DEPTH is the caller's mistake: 400 in the Persian envelope.
import { toPersianDigits } from "@/shared/format/digits";
import { HttpError } from "./errors";

/** Arrays and objects open at once, at most: `{"a":[{}]}` is 3 deep. */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `ساختار JSON بدنه درخواست بیش از حد تودرتو است (بیش از ${toPersianDigits(MAX_JSON_DEPTH)} سطح).`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text opens more than `limit` arrays and objects at once, counted character by
 * character: brackets and braces inside strings (escaped quotes honoured) do not count. It stops at
 * the first level past the limit. For text that is not JSON the count may be off, but such text
 * fails JSON.parse anyway.
 */
export function jsonNestsDeeperThan(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}

/** 400 when JSON text nests deeper than MAX_JSON_DEPTH. */
export function assertShallowJson(text: string): void {
  if (jsonNestsDeeperThan(text)) throw new HttpError(400, TOO_DEEP_MESSAGE);
}
