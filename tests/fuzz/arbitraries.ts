// Generators of bad input for the API fuzz suite: text a database or a page chokes on, numbers at
// the edges, prototype keys, wrong shapes, wrong content types, broken percent-encodings, and
// valid payloads with one field broken.
import fc from "fast-check";

/** Pieces that have broken parsers, databases or pages somewhere. */
export const NASTY_PIECES = [
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfffy",
  "\udbff\udbff",
  "\u202e",
  "\u200f",
  "\u200e",
  "\u200b",
  "\u200c",
  "\u200d",
  "\ufeff",
  "\u2028",
  "\u2029",
  "\u0085",
  "\r\n",
  "\r",
  "\t",
  "\u001b[31m",
  "</script><img src=x onerror=alert(1)>",
  "<!--",
  "-->",
  "<script>alert(1)</script>",
  "\"'`",
  "${7*7}",
  "{{7*7}}",
  "' OR 1=1 --",
  "'; drop table users; --",
  "%",
  "_",
  "\\",
  "%00",
  "%zz",
  "%E0%A4%A",
  "%ud800",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "-__proto__",
  "-constructor",
  "-1",
  "0",
  "-0",
  "1",
  "2147483647",
  "2147483648",
  "-2147483649",
  "4294967296",
  "9007199254740993",
  "99999999999999999999999",
  "1e308",
  "-1e308",
  "1e-308",
  "NaN",
  "Infinity",
  "-Infinity",
  "0x10",
  "1.5",
  " 1 ",
  "۱۲۳",
  "١٢٣",
  "1,000",
  "",
  " ",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "../../etc/passwd",
  "a,b,,c,",
  "....",
  "😀",
  "ي ك",
  "کرمان",
  "javascript:alert(1)",
  "http://example.com/",
] as const;

const nastyPiece = fc.constantFrom(...NASTY_PIECES);

/** Any text: special pieces, random code points (lone surrogates included), long runs. */
export const nastyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: nastyPiece },
  {
    weight: 3,
    arbitrary: fc
      .array(fc.oneof(nastyPiece, fc.string({ unit: "binary", maxLength: 6 })), { minLength: 1, maxLength: 4 })
      .map((parts) => parts.join("")),
  },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 24 }) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: fc.constantFrom("\ud800", "\udc00", "a", "\u0000", "ن", "\u200c"), maxLength: 12 }),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom("a", "ن", "<", "\u0000", "%", "😀"), fc.constantFrom(300, 5_000, 70_000))
      .map(([c, n]) => c.repeat(n)),
  },
);

/** Numbers at the edges (JSON turns NaN and the infinities into null). */
export const edgeNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    1,
    0.5,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    2 ** 32,
    2 ** 53 + 2,
    1e308,
    -1e308,
    5e-324,
    Number.NaN,
    Infinity,
  ),
  fc.integer(),
  fc.double(),
);

export const scalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: nastyText },
  { weight: 2, arbitrary: edgeNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Object keys: the names an endpoint reads, prototype names, and anything else. */
export function keyArb(fieldNames: readonly string[]): fc.Arbitrary<string> {
  const names = fieldNames.length ? fieldNames : ["id"];
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...names) },
    { weight: 2, arbitrary: fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty") },
    { weight: 1, arbitrary: nastyText },
  );
}

/**
 * A JSON value written as text, so keys such as "__proto__" really reach JSON.parse (an object
 * built in JavaScript would lose them to its prototype setter).
 */
export function jsonText(fieldNames: readonly string[], depth = 3): fc.Arbitrary<string> {
  const { value } = fc.letrec<{ value: string }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small", maxDepth: depth },
      scalar.map((v) => JSON.stringify(v)),
      fc.array(tie("value"), { maxLength: 4 }).map((items) => `[${items.join(",")}]`),
      fc.array(fc.tuple(keyArb(fieldNames), tie("value")), { maxLength: 5 }).map(objectText),
    ),
  }));
  return value;
}

export function objectText(entries: ReadonlyArray<readonly [string, string]>): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(",")}}`;
}

/** Whole bodies that are not the object an endpoint expects, or not JSON at all. */
export const ODD_BODIES = [
  "null",
  "true",
  "false",
  "42",
  "-1",
  "1e308",
  '"x"',
  '"\\u0000"',
  '"\\ud800"',
  "[]",
  "[{}]",
  "[null]",
  '[{"id":1}]',
  "{}",
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  "{",
  "}",
  "[",
  '{"a":',
  "nope",
  "undefined",
  "NaN",
  "\u0000",
  " ",
  "\ufeff{}",
  '{"a":1,"a":2}',
  "[".repeat(5_000) + "]".repeat(5_000),
  '{"a":'.repeat(2_000) + "1" + "}".repeat(2_000),
] as const;
export const oddBody = fc.constantFrom(...ODD_BODIES);

export const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=nope",
  "application/xml",
  "application/json; charset=utf-16",
  "",
  "*/*",
] as const;

/** Mostly JSON (so bodies get past the 415 check); sometimes anything else, or none. */
export const contentTypeArb: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 8, arbitrary: fc.constant("application/json") },
  { weight: 2, arbitrary: fc.constantFrom<string | undefined>(...CONTENT_TYPES, undefined) },
);

/** One field of a valid example broken: a bad value, an array or object for a scalar, or gone. */
export function mutatedExample(example: Record<string, unknown>, fieldNames: readonly string[]): fc.Arbitrary<string> {
  const keys = Object.keys(example);
  const entries = (base: Record<string, unknown>) =>
    Object.entries(base).map(([k, v]) => [k, JSON.stringify(v)] as const);
  return fc.oneof(
    // One field gets a bad value.
    fc
      .tuple(fc.constantFrom(...keys), jsonText(fieldNames, 2))
      .map(([key, value]) => objectText(entries(example).map(([k, v]) => [k, k === key ? value : v] as const))),
    // One field becomes an array of itself, or a scalar array becomes a scalar.
    fc
      .constantFrom(...keys)
      .map((key) =>
        objectText(
          entries(example).map(
            ([k, v]) =>
              [
                k,
                k === key
                  ? Array.isArray(example[k])
                    ? JSON.stringify((example[k] as unknown[])[0] ?? null)
                    : `[${v}]`
                  : v,
              ] as const,
          ),
        ),
      ),
    // One field becomes an object.
    fc
      .tuple(fc.constantFrom(...keys), fc.constantFrom('{"__proto__":{"x":1}}', '{"value":"1"}', "{}"))
      .map(([key, value]) => objectText(entries(example).map(([k, v]) => [k, k === key ? value : v] as const))),
    // One field is missing.
    fc.constantFrom(...keys).map((key) => objectText(entries(example).filter(([k]) => k !== key))),
    // An extra key, a prototype one among them.
    fc
      .tuple(keyArb(["__proto__", "constructor", "id", "user_id", "status"]), jsonText([], 1))
      .map(([key, value]) => objectText([...entries(example), [key, value]])),
    // Valid as it is (it still may meet a rate limit, a captcha, or a missing session).
    fc.constant(JSON.stringify(example)),
  );
}

/** Path segments for dynamic routes: real-looking ones and broken percent-encodings. */
export const pathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "1",
    "0",
    "-1",
    "2147483648",
    "abc",
    "%zz",
    "%",
    "%E0%A4%A",
    "%00",
    "%ud800",
    "%2F",
    "..",
    "%2e%2e",
    "a%20b",
    "%D8%B3.svg",
    "x.svg",
    "%zz.svg",
    "__proto__",
    "constructor",
  ),
  nastyText.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, "x")).slice(0, 200)),
  fc.string({ unit: fc.constantFrom("%", "z", "0", "a", "F", ".", "s", "v", "g"), maxLength: 10 }),
);

/** A file part: real and fake PDF/Word/JPEG bytes, empty files, and names that should not be. */
export const filePart = fc.record({
  bytes: fc.oneof(
    fc.constant(new Uint8Array([...new TextEncoder().encode("%PDF-1.4\n"), ...new Uint8Array(64).fill(32)])),
    fc.constant(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Uint8Array(64)])),
    fc.constant(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Uint8Array(32)])),
    fc.constant(new Uint8Array(0)),
    fc.uint8Array({ maxLength: 64 }),
  ),
  name: fc.oneof(
    fc.constantFrom(
      "resume.pdf",
      "رزومه.pdf",
      "cv.doc",
      "a.docx",
      "deck.pptx",
      "x.exe",
      ".pdf",
      "pdf",
      "a\u0000.pdf",
      "\ud800.pdf",
      "\u202egpj.pdf",
      "../../a.pdf",
      "a\r\nb.pdf",
      '"q".pdf',
    ),
    nastyText.map((s) => `${s.slice(0, 60)}.pdf`),
  ),
});

/**
 * Text for query parameters: the same, but a query string of 70,000 characters is rare (each costs
 * the URL parser and the search normaliser tens of milliseconds, and one in a hundred cases is
 * enough to keep it covered).
 */
export const queryText: fc.Arbitrary<string> = fc.oneof(
  { weight: 60, arbitrary: nastyText.map((text) => text.slice(0, 2_000)) },
  { weight: 1, arbitrary: fc.constantFrom("ن".repeat(70_000), "a ".repeat(35_000), "%".repeat(70_000)) },
);

/**
 * One level of a deeply nested body, as it opens and closes: arrays and objects, an item before the
 * next level, a prototype key, and a string full of brackets and an escaped quote (which must not
 * count). Each is exactly one level.
 */
const DEEP_LEVELS: ReadonlyArray<readonly [string, string]> = [
  ["[", "]"],
  ['{"a":', "}"],
  ["[1,", "]"],
  ['{"__proto__":', "}"],
  ['{"k":"[{\\"}[","v":', "}"],
  ['[{"x":[]},', "]"],
];

/** Depths past the limit up to 100,000: the landmarks (one past it, the issue's 5,000, as deep as
 *  64 KiB goes, 100,000) and anything between. */
export function deepDepthArb(limit: number): fc.Arbitrary<number> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(limit + 1, limit + 2, 100, 1_000, 5_000, 30_000, 100_000) },
    { weight: 2, arbitrary: fc.integer({ min: limit + 1, max: 100_000 }) },
  );
}

/** JSON text nested `depth` levels, cycling through `pattern` (indexes into DEEP_LEVELS), closed or left open. */
export function nestedText(depth: number, pattern: readonly number[], closed: boolean): string {
  const opens: string[] = [];
  const closes: string[] = [];
  for (let level = 0; level < depth; level++) {
    const [open, close] = DEEP_LEVELS[pattern[level % pattern.length]!]!;
    opens.push(open);
    closes.push(close);
  }
  return opens.join("") + "1" + (closed ? closes.reverse().join("") : "");
}

/** How a deep body is made (small, so a failing case prints short); deepBody() writes it out. */
export type DeepSpec = { depth: number; pattern: number[]; closed: boolean; placement: "whole" | "field"; key: string };

/** A body nested too deep, and its shallow twin (the same body with the deep value a plain 1). */
export type DeepBody = { text: string; twin: string };

/** The body a spec describes: the whole body `depth` levels deep, or the example with `key`
 *  holding a value that makes the body `depth` levels deep. */
export function deepBody(
  example: Record<string, unknown> | undefined,
  { depth, pattern, closed, placement, key }: DeepSpec,
): DeepBody {
  if (placement === "whole") return { text: nestedText(depth, pattern, closed), twin: "{}" };
  const entries = Object.entries(example ?? {})
    .filter(([k]) => k !== key)
    .map(([k, v]) => [k, JSON.stringify(v)] as const);
  // The body object is one level more.
  return {
    text: objectText([...entries, [key, nestedText(depth - 1, pattern, closed)]]),
    twin: objectText([...entries, [key, "1"]]),
  };
}

/**
 * Deep bodies past `limit`, up to 100,000 levels, arrays and objects mixed: either the whole body,
 * or one field of an otherwise valid example (so it is the depth, not the shape, that a handler
 * must refuse); mostly closed, sometimes cut off.
 */
export function deepSpecArb(keys: readonly string[], limit: number): fc.Arbitrary<DeepSpec> {
  return fc.record({
    depth: deepDepthArb(limit),
    pattern: fc.array(fc.nat({ max: DEEP_LEVELS.length - 1 }), { minLength: 1, maxLength: 4 }),
    closed: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    placement: fc.constantFrom<DeepSpec["placement"]>("whole", "field", "field"),
    key: fc.constantFrom(...(keys.length ? keys : ["id"])),
  });
}

/** Every kind of level, in turn. */
export const MIXED_LEVELS = DEEP_LEVELS.map((_, i) => i);
