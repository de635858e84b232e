// The fuzz cases (./api-fuzz.test.ts): who calls, from where, with what query, path segments and
// body, drawn from the real ids and slugs of the seed and the endpoints' own example payloads.
import fc from "fast-check";
import {
  contentTypeArb,
  filePart,
  jsonText,
  mutatedExample,
  nastyText,
  oddBody,
  pathSegment,
  queryText,
} from "./arbitraries";
import type { Example } from "./examples";
import { discoverQueryParams, type Endpoint } from "./routes";

/** The query parameters the endpoints read (found in their source). */
export const queryNames = discoverQueryParams();

export type Auth = "none" | "bearer" | "bogus" | "cookie" | "cookie-client";
export type Body =
  | { kind: "json"; text: string; contentType: string | undefined }
  | {
      kind: "multipart";
      payload: string | undefined;
      fields: Array<[string, string]>;
      files: Array<[string, { bytes: Uint8Array; name: string }]>;
    };
export type Case = {
  auth: Auth;
  ip: string;
  query: { kind: "pairs"; pairs: Array<[string, string]> } | { kind: "raw"; text: string };
  segments: string[][];
  decodeParams: boolean;
  body: Body | undefined;
  origin: string | undefined;
  idempotencyKey: string | undefined;
  contentLength: string | undefined;
};

/** Real ids and slugs from the seed, so detail endpoints find rows too. */
export const pool = { ids: ["1"], slugs: ["x"] };
/** The endpoints' example payloads by path (loaded from the seeded database before the runs). */
export const examples: Record<string, Example> = {};

export const ipArb = fc.oneof(fc.ipV4(), fc.ipV6());

function queryValue(name: string): fc.Arbitrary<string> {
  const real = fc.oneof(fc.constantFrom(...pool.ids), fc.constantFrom(...pool.slugs));
  const sortish = fc.constantFrom(
    "__proto__",
    "-__proto__",
    "constructor",
    "-constructor",
    "toString",
    "-",
    "--price",
    "price",
    "-price",
    "-view_count",
    "name",
    "created_at",
    "-created_at",
  );
  const expandish = fc.constantFrom(
    "__proto__",
    "constructor",
    "category",
    "unit,items",
    "eventTimes.user,eventTimes.eventPresenter",
    "a.b.c.d.e",
    ",,,",
    "locations.plans,plans,branch",
    "jobPositions",
    "stats,galleries,timeLines.items,members",
  );
  if (name === "sort") return fc.oneof({ weight: 2, arbitrary: sortish }, { weight: 1, arbitrary: queryText });
  if (name === "expand" || name === "fields")
    return fc.oneof({ weight: 2, arbitrary: expandish }, { weight: 1, arbitrary: queryText });
  return fc.oneof(queryText, real);
}

const queryArb: fc.Arbitrary<Case["query"]> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .array(
        fc.oneof(
          // The contract's list/detail parameters are read by most endpoints: asked most often.
          { weight: 4, arbitrary: fc.constantFrom("page", "per-page", "sort", "q", "slug", "id", "expand", "fields") },
          { weight: 4, arbitrary: fc.constantFrom(...queryNames) },
          { weight: 1, arbitrary: queryText },
        ),
        { maxLength: 5 },
      )
      .chain((names) =>
        names.length
          ? fc.tuple(...names.map((name) => queryValue(name).map((value) => [name, value] as [string, string])))
          : fc.constant([] as Array<[string, string]>),
      )
      .map((pairs) => ({ kind: "pairs" as const, pairs })),
  },
  {
    weight: 1,
    // Raw query text: broken percent-encodings and odd separators, as a client might send them.
    arbitrary: fc
      .array(
        fc.oneof(
          fc.constantFrom(...queryNames),
          fc.constantFrom(
            "%zz",
            "%",
            "%00",
            "%E0%A4%A",
            "&",
            "=",
            "[]",
            "[",
            "]",
            "+",
            "%2B",
            "__proto__",
            "%ud800",
            "%ED%A0%80",
          ),
        ),
        { maxLength: 8 },
      )
      .map((parts) => ({ kind: "raw" as const, text: parts.join("") })),
  },
);

function segmentsArb(endpoint: Endpoint): fc.Arbitrary<string[][]> {
  const dynamic = endpoint.segments.filter((s) => s.kind === "dynamic");
  if (!dynamic.length) return fc.constant([]);
  const one = fc.oneof(
    pathSegment,
    fc.constantFrom(...pool.ids),
    fc.constantFrom(...pool.slugs),
    fc.constantFrom("event", "logo", "avatar", "gallery"),
  );
  return fc.tuple(
    ...dynamic.map((s) =>
      s.kind === "dynamic" && s.catchAll
        ? fc.array(one, { minLength: s.optional ? 0 : 1, maxLength: 4 })
        : one.map((x) => [x]),
    ),
  );
}

function bodyArb(endpoint: Endpoint): fc.Arbitrary<Body | undefined> {
  if (endpoint.method === "GET" || endpoint.method === "HEAD") return fc.constant(undefined);
  const example = examples[endpoint.path];
  const fields = example
    ? Object.keys(example.body)
    : ["id", "name", "number", "mobile", "code", "password", "title", "refresh_token"];
  const payloads: Array<fc.WeightedArbitrary<string>> = [
    { weight: 2, arbitrary: oddBody },
    { weight: 3, arbitrary: jsonText(fields) },
  ];
  if (example) payloads.push({ weight: 6, arbitrary: mutatedExample(example.body, fields) });
  const payload = fc.oneof(...payloads);
  const json = fc.record({ kind: fc.constant("json" as const), text: payload, contentType: contentTypeArb });
  const files = fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(...Object.keys(example?.files ?? { resume: 0 })),
        fc.constantFrom("resume", "file", "payload", "__proto__"),
      ),
      filePart,
    ),
    { maxLength: 2 },
  );
  const exampleFiles = Object.entries(example?.files ?? {});
  const multipart = fc.record({
    kind: fc.constant("multipart" as const),
    payload: fc.option(payload, { nil: undefined }),
    fields: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...fields), nastyText), nastyText), { maxLength: 3 }),
    // Mostly the example's own files (so a broken field is what fails), sometimes generated ones.
    files: fc.oneof({ weight: 2, arbitrary: fc.constant(exampleFiles) }, { weight: 1, arbitrary: files }),
  });
  return fc.oneof(
    { weight: example?.files ? 2 : 6, arbitrary: json },
    { weight: example?.files ? 4 : 1, arbitrary: multipart },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** A value one time in `oneIn`, else undefined. */
export function rarely<T>(arb: fc.Arbitrary<T>, oneIn: number): fc.Arbitrary<T | undefined> {
  return fc.oneof({ weight: oneIn - 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });
}

export function caseArb(endpoint: Endpoint): fc.Arbitrary<Case> {
  return fc.record({
    auth: fc.constantFrom<Auth>("none", "none", "bearer", "bearer", "bearer", "bogus", "cookie", "cookie-client"),
    ip: ipArb,
    query: queryArb,
    segments: segmentsArb(endpoint),
    decodeParams: fc.boolean(),
    body: bodyArb(endpoint),
    // Now and then: a browser's Origin (ours or another site's), an Idempotency-Key, a lying
    // Content-Length. Mostly absent, so most cases reach the handler's own checks.
    origin: rarely(fc.constantFrom("http://localhost", "https://evil.example", "null"), 8),
    idempotencyKey: rarely(fc.constantFrom("k1", "same-key", "x".repeat(300), "\u00ff\u00fe"), 6),
    contentLength: rarely(fc.constantFrom("-1", "abc", "99999999999", "0"), 12),
  });
}
