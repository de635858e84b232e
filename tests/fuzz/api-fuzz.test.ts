// Property-based fuzzing of every route handler (app/**/route.ts, found by globbing) on one seeded
// database: bad text, edge numbers, prototype keys, wrong shapes and content types, broken
// percent-encodings, valid payloads with one field broken; anonymous and signed in. The property:
// no answer is a 5xx, and every error has the contract's shape with a Persian message (DESIGN
// "The API contract"). FUZZ_RUNS sets the runs per endpoint (default 60: a sample of about 18,000
// cases that keeps the test command within its time budget); FUZZ_SEED the seed, by default the
// day's date (UTC), so each day's runs look somewhere new and a failure is replayed with the
// printed seed.
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sessionCookieNames } from "@/shared/cookie-names";
import { createSession } from "@/server/auth/sessions";
import { findOrCreateUser } from "@/server/auth/users";
import { authSessions } from "@/server/db/schema";
import { seedDatabase } from "@/server/seed";
import { addStaff } from "@/server/staff/members";
import { setSmsProvider } from "@/server/sms";
import { withFreshDatabase } from "../support/database";
import { contentTypeArb, filePart, jsonText, mutatedExample, nastyText, oddBody, pathSegment, queryText } from "./arbitraries";
import { loadExamples, type Example } from "./examples";
import { discoverEndpoints, discoverQueryParams, type Endpoint } from "./routes";

const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS) || 60);
const SEED = Number(process.env.FUZZ_SEED) || Number(new Date().toISOString().slice(0, 10).replaceAll("-", ""));
const PERSIAN = /[\u0600-\u06ff]/;

// Discovered before the tests are declared, so each endpoint gets its own test.
const endpoints = await discoverEndpoints();
const queryNames = discoverQueryParams();

type Auth = "none" | "bearer" | "bogus" | "cookie" | "cookie-client";
type Body =
  | { kind: "json"; text: string; contentType: string | undefined }
  | { kind: "multipart"; payload: string | undefined; fields: Array<[string, string]>; files: Array<[string, { bytes: Uint8Array; name: string }]> };
type Case = {
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

const database = withFreshDatabase();

/** Real ids and slugs from the seed, so detail endpoints find rows too. */
const pool = { ids: ["1"], slugs: ["x"] };
let examples: Record<string, Example> = {};
let userId = 0;
const counts = new Map<string, number>();
/** Answers by status, per endpoint: shows how deep the cases got (2xx passed every check). */
const statuses = new Map<string, Map<number, number>>();
let started = 0;

const ipArb = fc.oneof(fc.ipV4(), fc.ipV6());

function queryValue(name: string): fc.Arbitrary<string> {
  const real = fc.oneof(fc.constantFrom(...pool.ids), fc.constantFrom(...pool.slugs));
  const sortish = fc.constantFrom("__proto__", "-__proto__", "constructor", "-constructor", "toString", "-", "--price", "price", "-price", "-view_count", "name", "created_at", "-created_at");
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
  if (name === "expand" || name === "fields") return fc.oneof({ weight: 2, arbitrary: expandish }, { weight: 1, arbitrary: queryText });
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
      .chain((names) => (names.length ? fc.tuple(...names.map((name) => queryValue(name).map((value) => [name, value] as [string, string]))) : fc.constant([] as Array<[string, string]>)))
      .map((pairs) => ({ kind: "pairs" as const, pairs })),
  },
  {
    weight: 1,
    // Raw query text: broken percent-encodings and odd separators, as a client might send them.
    arbitrary: fc
      .array(fc.oneof(fc.constantFrom(...queryNames), fc.constantFrom("%zz", "%", "%00", "%E0%A4%A", "&", "=", "[]", "[", "]", "+", "%2B", "__proto__", "%ud800", "%ED%A0%80")), { maxLength: 8 })
      .map((parts) => ({ kind: "raw" as const, text: parts.join("") })),
  },
);

function segmentsArb(endpoint: Endpoint): fc.Arbitrary<string[][]> {
  const dynamic = endpoint.segments.filter((s) => s.kind === "dynamic");
  if (!dynamic.length) return fc.constant([]);
  const one = fc.oneof(pathSegment, fc.constantFrom(...pool.ids), fc.constantFrom(...pool.slugs), fc.constantFrom("event", "logo", "avatar", "gallery"));
  return fc.tuple(...dynamic.map((s) => (s.kind === "dynamic" && s.catchAll ? fc.array(one, { minLength: s.optional ? 0 : 1, maxLength: 4 }) : one.map((x) => [x]))));
}

function bodyArb(endpoint: Endpoint): fc.Arbitrary<Body | undefined> {
  if (endpoint.method === "GET" || endpoint.method === "HEAD") return fc.constant(undefined);
  const example = examples[endpoint.path];
  const fields = example ? Object.keys(example.body) : ["id", "name", "number", "mobile", "code", "password", "title", "refresh_token"];
  const payloads: Array<fc.WeightedArbitrary<string>> = [
    { weight: 2, arbitrary: oddBody },
    { weight: 3, arbitrary: jsonText(fields) },
  ];
  if (example) payloads.push({ weight: 6, arbitrary: mutatedExample(example.body, fields) });
  const payload = fc.oneof(...payloads);
  const json = fc.record({ kind: fc.constant("json" as const), text: payload, contentType: contentTypeArb });
  const files = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...Object.keys(example?.files ?? { resume: 0 })), fc.constantFrom("resume", "file", "payload", "__proto__")), filePart), { maxLength: 2 });
  const exampleFiles = Object.entries(example?.files ?? {});
  const multipart = fc.record({
    kind: fc.constant("multipart" as const),
    payload: fc.option(payload, { nil: undefined }),
    fields: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...fields), nastyText), nastyText), { maxLength: 3 }),
    // Mostly the example's own files (so a broken field is what fails), sometimes generated ones.
    files: fc.oneof({ weight: 2, arbitrary: fc.constant(exampleFiles) }, { weight: 1, arbitrary: files }),
  });
  return fc.oneof({ weight: example?.files ? 2 : 6, arbitrary: json }, { weight: example?.files ? 4 : 1, arbitrary: multipart }, { weight: 1, arbitrary: fc.constant(undefined) });
}

/** A value one time in `oneIn`, else undefined. */
function rarely<T>(arb: fc.Arbitrary<T>, oneIn: number): fc.Arbitrary<T | undefined> {
  return fc.oneof({ weight: oneIn - 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });
}

function caseArb(endpoint: Endpoint): fc.Arbitrary<Case> {
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

/**
 * A signed-in user's token, shared by the cases of an endpoint. A case that succeeds (2xx) may have
 * ended its session (sign-out, a password change) and one answered 401 did not get through, so after
 * either the user's sessions are deleted and the next case signs in afresh (which also keeps the
 * list /user/sessions reads short).
 */
let token: string | undefined;
async function sessionToken(): Promise<string> {
  token ??= (await createSession(userId, { clientId: "web" })).access_token;
  return token;
}

async function endSessions(): Promise<void> {
  await database.handle().db.delete(authSessions).where(eq(authSessions.userId, userId));
  token = undefined;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

async function buildRequest(endpoint: Endpoint, input: Case): Promise<{ request: Request; context: unknown }> {
  const params: Record<string, string | string[]> = {};
  let dynamicIndex = 0;
  const pathParts: string[] = [];
  for (const segment of endpoint.segments) {
    if (segment.kind === "static") {
      pathParts.push(segment.text);
      continue;
    }
    const values = input.segments[dynamicIndex++] ?? [];
    pathParts.push(...values);
    const given = input.decodeParams ? values.map(safeDecode) : values;
    if (segment.catchAll) {
      if (given.length || !segment.optional) params[segment.name] = given;
    } else params[segment.name] = given[0] ?? "";
  }
  const search = input.query.kind === "raw" ? input.query.text : new URLSearchParams(input.query.pairs).toString();
  const url = `http://localhost/${pathParts.join("/")}${search ? `?${search}` : ""}`;

  const headers = new Headers({ "x-avinox-client-ip": input.ip });
  if (input.origin) headers.set("origin", input.origin);
  if (input.idempotencyKey) headers.set("idempotency-key", input.idempotencyKey);
  if (input.auth !== "none") {
    const credential = input.auth === "bogus" ? "not-a-real-token" : await sessionToken();
    if (input.auth === "cookie" || input.auth === "cookie-client") headers.set("cookie", `${sessionCookieNames(false).token}=${credential}`);
    else headers.set("authorization", `Bearer ${credential}`);
    if (input.auth === "cookie-client") headers.set("client-id", "web");
  }

  let body: BodyInit | undefined;
  if (input.body?.kind === "json") {
    body = input.body.text;
    if (input.body.contentType !== undefined) headers.set("content-type", input.body.contentType);
  } else if (input.body?.kind === "multipart") {
    const form = new FormData();
    if (input.body.payload !== undefined) form.append("payload", input.body.payload);
    for (const [name, value] of input.body.fields) form.append(name, value);
    for (const [name, file] of input.body.files) form.append(name, new File([file.bytes as BlobPart], file.name));
    body = form;
  }
  if (input.contentLength && body !== undefined) headers.set("content-length", input.contentLength);
  const request = new Request(url, { method: endpoint.method, headers, body });
  return { request, context: { params: Promise.resolve(params) } };
}

type Verdict = { ok: true } | { ok: false; why: string };

/** The contract: no 5xx; errors as `[{field, message}]` (422) or `{name, message, code, status}`, in Persian. */
async function judge(endpoint: Endpoint, response: Response): Promise<Verdict> {
  if (response.status >= 500) return { ok: false, why: `status ${response.status}: ${(await response.text()).slice(0, 300)}` };
  if (response.status < 400) {
    await response.body?.cancel();
    return { ok: true };
  }
  const type = response.headers.get("content-type") ?? "";
  const text = await response.text();
  if (!type.includes("application/json")) {
    // Non-API routes (the drawn pictures) answer plain text errors; the API never does.
    return endpoint.isApi ? { ok: false, why: `${response.status} error is not JSON (${type}): ${text.slice(0, 200)}` } : { ok: true };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, why: `error body is not JSON: ${text.slice(0, 200)}` };
  }
  if (response.status === 422) {
    if (!Array.isArray(data) || !data.length) return { ok: false, why: `422 body is not a non-empty array: ${text.slice(0, 200)}` };
    for (const entry of data as Array<Record<string, unknown>>) {
      if (typeof entry?.field !== "string" || typeof entry?.message !== "string") return { ok: false, why: `422 entry is not {field, message}: ${text.slice(0, 200)}` };
      if (!PERSIAN.test(entry.message)) return { ok: false, why: `422 message not in Persian: ${text.slice(0, 300)}` };
    }
    return { ok: true };
  }
  const envelope = data as Record<string, unknown>;
  if (
    !envelope ||
    typeof envelope !== "object" ||
    Array.isArray(envelope) ||
    typeof envelope.name !== "string" ||
    typeof envelope.message !== "string" ||
    typeof envelope.code !== "number" ||
    envelope.status !== response.status
  ) {
    return { ok: false, why: `error is not {name, message, code, status}: ${text.slice(0, 200)}` };
  }
  if (!PERSIAN.test(envelope.message)) return { ok: false, why: `error message not in Persian: ${text.slice(0, 200)}` };
  return { ok: true };
}

/** What a failing case looked like, short enough to read in the report. */
function describeCase(endpoint: Endpoint, input: Case): string {
  const body = input.body?.kind === "json" ? `json(${input.body.contentType ?? "no type"}) ${JSON.stringify(input.body.text.slice(0, 300))}` : JSON.stringify(input.body)?.slice(0, 400);
  return `${endpoint.method} ${endpoint.path} auth=${input.auth} segments=${JSON.stringify(input.segments)} query=${JSON.stringify(input.query).slice(0, 300)} body=${body}`;
}

describe("API fuzz", () => {
  beforeAll(async () => {
    const db = database.handle().db;
    // No SMS leaves the test; the budget and the outbox file are not what this suite is about (so
    // its "budget spent" notices, one per confirmation past the budget, are kept out of the output).
    setSmsProvider({ name: "fuzz", send: async () => {} });
    const warn = console.warn.bind(console);
    vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
      if (typeof args[0] === "string" && args[0].startsWith("[sms]")) return;
      warn(...args);
    });
    await seedDatabase(db);
    examples = await loadExamples(db);
    const ids = new Set<string>();
    const slugs = new Set<string>();
    for (const table of ["events", "businesses", "presents", "content_pages", "faq_categories"]) {
      const result = (await db.execute(sql.raw(`select id, slug from ${table}`))) as unknown as { rows: Array<{ id: number; slug: string }> };
      for (const row of result.rows) {
        ids.add(String(row.id));
        slugs.add(row.slug);
      }
    }
    for (const table of ["mentors", "freelancers", "job_positions", "hitech_projects", "location_plans", "faq_items", "job_units"]) {
      const result = (await db.execute(sql.raw(`select id from ${table}`))) as unknown as { rows: Array<{ id: number }> };
      for (const row of result.rows) ids.add(String(row.id));
    }
    pool.ids = [...ids];
    pool.slugs = [...slugs];
    userId = (await findOrCreateUser("09129990000")).id;
    // The signed-in fuzzer is the team's only admin, so the admin API's own checks are fuzzed too,
    // not just its role check (and, being the last admin, it can never take itself off the team).
    await addStaff(db, "09129990000", { role: "admin", kinds: [] }, { id: null });
    started = performance.now();
  });

  afterAll(() => {
    setSmsProvider(undefined);
    vi.restoreAllMocks();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const lines = [...counts].map(([name, n]) => {
      const answers = [...(statuses.get(name) ?? [])].sort(([a], [b]) => a - b).map(([status, k]) => `${status}×${k}`);
      return `  ${String(n).padStart(6)}  ${name}  (${answers.join(" ")})`;
    });
    const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
    console.log(
      `API fuzz: cases run per endpoint (FUZZ_RUNS=${RUNS} each, a sample; FUZZ_SEED=${SEED}; raise FUZZ_RUNS or change FUZZ_SEED to look further)\n${lines.join("\n")}\n` +
        `API fuzz: ${total} cases in total over ${counts.size} endpoints in ${seconds} s`,
    );
  });

  it("finds the endpoints and the query parameters they read", () => {
    expect(endpoints.filter((e) => e.isApi).length).toBeGreaterThan(80);
    expect(queryNames).toEqual(expect.arrayContaining(["page", "per-page", "sort", "q", "slug", "id", "expand"]));
  });

  it("starts from examples that their schemas accept", () => {
    for (const [name, example] of Object.entries(examples)) {
      const parsed = example.schema.safeParse(example.body);
      expect(parsed.success, `${name}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      expect(
        endpoints.some((e) => e.path === name),
        `${name} is an endpoint`,
      ).toBe(true);
    }
  });

  for (const endpoint of endpoints) {
    const name = `${endpoint.method} ${endpoint.path}`;
    it(`never answers 5xx and keeps the error contract: ${name}`, { timeout: 600_000 }, async () => {
      let runs = 0;
      await endSessions();
      await fc
        .assert(
          fc.asyncProperty(caseArb(endpoint), async (input) => {
            runs++;
            const { request, context } = await buildRequest(endpoint, input);
            let response: Response;
            try {
              response = await endpoint.handler(request, context);
            } catch (error) {
              throw new Error(`threw ${String(error)} for ${describeCase(endpoint, input)}`);
            }
            const status = response.status;
            const seen = statuses.get(name) ?? new Map<number, number>();
            seen.set(status, (seen.get(status) ?? 0) + 1);
            statuses.set(name, seen);
            const verdict = await judge(endpoint, response);
            if (token && (input.auth === "bearer" || input.auth.startsWith("cookie")) && ((status >= 200 && status < 300) || status === 401)) await endSessions();
            if (!verdict.ok) throw new Error(`${verdict.why}\n  for ${describeCase(endpoint, input)}`);
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        )
        .finally(() => counts.set(name, runs));
    });
  }
});
