// Property-based fuzzing of every route handler (app/**/route.ts, found by globbing) on one seeded
// database: bad text, edge numbers, prototype keys, wrong shapes and content types, broken
// percent-encodings, valid payloads with one field broken; anonymous and signed in. The property:
// no answer is a 5xx, and every error has the contract's shape with a Persian message (DESIGN
// "The API contract"). Then every endpoint that takes a body gets JSON nested past MAX_JSON_DEPTH,
// up to 100,000 levels (arrays and objects mixed, whole bodies and single fields, JSON and
// multipart `payload`): it must answer 400, or 413 for a body past its size cap, or (an endpoint
// that answers before reading its body) what it answers to the same body made shallow. FUZZ_RUNS sets the runs per endpoint (default 60: a sample of about 18,000
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
import { MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from "@/server/http/json-depth";
import { deepBody, deepSpecArb, MIXED_LEVELS, type DeepSpec } from "./arbitraries";
import { caseArb, examples, ipArb, pool, queryNames, type Auth, type Body, type Case } from "./cases";
import { loadExamples } from "./examples";
import { discoverEndpoints, type Endpoint } from "./routes";

const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS) || 60);
/** Deep bodies per endpoint: a tenth of RUNS, after two fixed ones (5,000 and 100,000 levels). */
const DEEP_RUNS = Math.max(1, Math.ceil(RUNS / 10));
const SEED = Number(process.env.FUZZ_SEED) || Number(new Date().toISOString().slice(0, 10).replaceAll("-", ""));
const PERSIAN = /[\u0600-\u06ff]/;

// Discovered before the tests are declared, so each endpoint gets its own test.
const endpoints = await discoverEndpoints();

const database = withFreshDatabase();

let userId = 0;
const counts = new Map<string, number>();
/** Answers by status, per endpoint: shows how deep the cases got (2xx passed every check). */
const statuses = new Map<string, Map<number, number>>();
let started = 0;
/** Deep-body cases per endpoint, and how each ended: refused for its depth (400), for its size
 *  (413), or answered before the body was read (as its shallow twin). */
const deepCounts = new Map<string, number>();
const deepOutcomes = new Map<string, number>();
const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** The smallest body cap of any endpoint (the CSP report's): larger bodies may be refused for size. */
const SMALLEST_BODY_CAP = 16 * 1024;

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
    if (input.auth === "cookie" || input.auth === "cookie-client")
      headers.set("cookie", `${sessionCookieNames(false).token}=${credential}`);
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

/** A deep body sent to an endpoint, as whom, from where, and how (JSON, or multipart `payload`). */
type DeepCase = {
  deep: DeepSpec;
  auth: Auth;
  ips: [string, string];
  segments: string[][];
  idempotencyKey: string | undefined;
  multipart: boolean;
};

type Verdict = { ok: true } | { ok: false; why: string };

/** The contract: no 5xx; errors as `[{field, message}]` (422) or `{name, message, code, status}`, in Persian. */
async function judge(endpoint: Endpoint, response: Response): Promise<Verdict> {
  if (response.status >= 500)
    return { ok: false, why: `status ${response.status}: ${(await response.text()).slice(0, 300)}` };
  if (response.status < 400) {
    await response.body?.cancel();
    return { ok: true };
  }
  const type = response.headers.get("content-type") ?? "";
  const text = await response.text();
  if (!type.includes("application/json")) {
    // Non-API routes (the drawn pictures) answer plain text errors; the API never does.
    return endpoint.isApi
      ? { ok: false, why: `${response.status} error is not JSON (${type}): ${text.slice(0, 200)}` }
      : { ok: true };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, why: `error body is not JSON: ${text.slice(0, 200)}` };
  }
  if (response.status === 422) {
    if (!Array.isArray(data) || !data.length)
      return { ok: false, why: `422 body is not a non-empty array: ${text.slice(0, 200)}` };
    for (const entry of data as Array<Record<string, unknown>>) {
      if (typeof entry?.field !== "string" || typeof entry?.message !== "string")
        return { ok: false, why: `422 entry is not {field, message}: ${text.slice(0, 200)}` };
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
  const body =
    input.body?.kind === "json"
      ? `json(${input.body.contentType ?? "no type"}) ${JSON.stringify(input.body.text.slice(0, 300))}`
      : JSON.stringify(input.body)?.slice(0, 400);
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
    Object.assign(examples, await loadExamples(db));
    const ids = new Set<string>();
    const slugs = new Set<string>();
    for (const table of ["events", "businesses", "presents", "content_pages", "faq_categories"]) {
      const result = (await db.execute(sql.raw(`select id, slug from ${table}`))) as unknown as {
        rows: Array<{ id: number; slug: string }>;
      };
      for (const row of result.rows) {
        ids.add(String(row.id));
        slugs.add(row.slug);
      }
    }
    for (const table of [
      "mentors",
      "freelancers",
      "job_positions",
      "hitech_projects",
      "location_plans",
      "faq_items",
      "job_units",
    ]) {
      const result = (await db.execute(sql.raw(`select id from ${table}`))) as unknown as {
        rows: Array<{ id: number }>;
      };
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
    const deepTotal = [...deepCounts.values()].reduce((sum, n) => sum + n, 0);
    const outcomes = [...deepOutcomes].map(([outcome, n]) => `${outcome} ×${n}`).join(", ");
    console.log(
      `API fuzz: cases run per endpoint (FUZZ_RUNS=${RUNS} each, a sample; FUZZ_SEED=${SEED}; raise FUZZ_RUNS or change FUZZ_SEED to look further)\n${lines.join("\n")}\n` +
        `API fuzz: ${total} cases in total over ${counts.size} endpoints in ${seconds} s\n` +
        `API fuzz: deep JSON (${MAX_JSON_DEPTH + 1} to 100,000 levels): ${deepTotal} cases over ${deepCounts.size} endpoints that take a body (${DEEP_RUNS} sampled + 2 fixed each): ${outcomes}`,
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
            if (
              token &&
              (input.auth === "bearer" || input.auth.startsWith("cookie")) &&
              ((status >= 200 && status < 300) || status === 401)
            )
              await endSessions();
            if (!verdict.ok) throw new Error(`${verdict.why}\n  for ${describeCase(endpoint, input)}`);
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        )
        .finally(() => counts.set(name, runs));
    });
  }

  for (const endpoint of endpoints.filter((e) => e.isApi && UNSAFE_METHODS.has(e.method))) {
    const name = `${endpoint.method} ${endpoint.path}`;
    it(
      `answers 400 to JSON nested past ${MAX_JSON_DEPTH} levels (up to 100,000), never 5xx: ${name}`,
      { timeout: 600_000 },
      async () => {
        let runs = 0;
        await endSessions();
        const example = examples[endpoint.path];
        const fields = example ? Object.keys(example.body) : ["id", "name", "title", "payload"];
        const exampleFiles = Object.entries(example?.files ?? {});
        const deepCase: fc.Arbitrary<DeepCase> = fc.record({
          deep: deepSpecArb(fields, MAX_JSON_DEPTH),
          auth: fc.constantFrom<Auth>("bearer", "bearer", "none"),
          ips: fc.tuple(ipArb, ipArb),
          segments: deepSegmentsArb(endpoint),
          // Sometimes an Idempotency-Key: the request forms fingerprint the body with it.
          idempotencyKey: fc.option(fc.constantFrom("deep-key", "another-deep-key"), { nil: undefined }),
          multipart: example?.files ? fc.boolean() : fc.constant(false),
        });
        // First, every endpoint: a whole body 100,000 levels deep, and a field 5,000 deep (the issue's).
        const fixed = (depth: number, placement: DeepSpec["placement"]): DeepCase => ({
          deep: { depth, pattern: MIXED_LEVELS, closed: true, placement, key: fields[0] ?? "id" },
          auth: "bearer",
          ips: ["10.35.0.1", "10.35.0.2"],
          segments: deepFixedSegments(endpoint),
          idempotencyKey: "deep-key",
          multipart: Boolean(example?.files),
        });
        await fc
          .assert(
            fc.asyncProperty(deepCase, async (input) => {
              runs++;
              const send = async (bodyText: string, ip: string) => {
                const body: Body = input.multipart
                  ? { kind: "multipart", payload: bodyText, fields: [], files: exampleFiles }
                  : { kind: "json", text: bodyText, contentType: "application/json" };
                const built: Case = {
                  auth: input.auth,
                  ip,
                  query: { kind: "pairs", pairs: [] },
                  segments: input.segments,
                  decodeParams: false,
                  body,
                  origin: undefined,
                  idempotencyKey: input.idempotencyKey,
                  contentLength: undefined,
                };
                const { request, context } = await buildRequest(endpoint, built);
                const response = await endpoint.handler(request, context);
                const text = await response.text();
                if (
                  token &&
                  input.auth === "bearer" &&
                  ((response.status >= 200 && response.status < 300) || response.status === 401)
                )
                  await endSessions();
                return { status: response.status, text };
              };
              const { text, twin: shallow } = deepBody(example?.body, input.deep);
              const where = () =>
                `for ${name} auth=${input.auth} ${input.multipart ? "multipart" : "json"} ${JSON.stringify(input.deep)}: ${JSON.stringify(text.slice(0, 120))}…`;
              const deep = await send(text, input.ips[0]);
              // The error contract is the first property's; here: never a 5xx, and 400 for the depth.
              if (deep.status >= 500)
                throw new Error(`status ${deep.status}: ${deep.text.slice(0, 300)}\n  ${where()}`);
              const outcome = deepOutcome(deep, Buffer.byteLength(text));
              if (!outcome) {
                // Not refused for its depth or size: only an endpoint that answered before reading
                // the body may do that, and then it answers its shallow twin the same way.
                const twin = await send(shallow, input.ips[1]);
                if (twin.status !== deep.status || readTheBody(twin)) {
                  throw new Error(
                    `answered ${deep.status} (${deep.text.slice(0, 200)}) where the same body made shallow answers ${twin.status}: the body was read past the depth check\n  ${where()}`,
                  );
                }
              }
              const label = outcome ?? `answered before the body (${deep.status})`;
              deepOutcomes.set(label, (deepOutcomes.get(label) ?? 0) + 1);
            }),
            {
              numRuns: DEEP_RUNS + 2,
              seed: SEED,
              endOnFailure: true,
              examples: [[fixed(100_000, "whole")], [fixed(5_000, "field")]],
            },
          )
          .finally(() => deepCounts.set(name, runs));
      },
    );
  }
});

/** 400 for its depth, or 413 for a body past the smallest size cap; undefined for anything else. */
function deepOutcome(answer: { status: number; text: string }, bytes: number): string | undefined {
  if (answer.status === 400) {
    try {
      const envelope = JSON.parse(answer.text) as Record<string, unknown>;
      if (
        envelope.message === TOO_DEEP_MESSAGE &&
        envelope.name === "Bad Request" &&
        envelope.code === 0 &&
        envelope.status === 400
      )
        return "400 too deep";
    } catch {
      return undefined;
    }
  }
  if (answer.status === 413 && bytes > SMALLEST_BODY_CAP) return "413 too large";
  return undefined;
}

/** An answer about the body's content: a 400 (not JSON, not an object) or 422 field errors. */
function readTheBody(answer: { status: number; text: string }): boolean {
  if (answer.status === 400) return true;
  if (answer.status !== 422) return false;
  try {
    return Array.isArray(JSON.parse(answer.text));
  } catch {
    return false;
  }
}

/** Dynamic segments for the deep cases: rows that exist, so a handler gets as far as the body. */
function deepSegmentsArb(endpoint: Endpoint): fc.Arbitrary<string[][]> {
  const dynamic = endpoint.segments.filter((s) => s.kind === "dynamic");
  if (!dynamic.length) return fc.constant([]);
  const one = fc.oneof(fc.constantFrom(...pool.ids), fc.constantFrom(...pool.slugs));
  return fc.tuple(...dynamic.map(() => one.map((x) => [x])));
}

function deepFixedSegments(endpoint: Endpoint): string[][] {
  return endpoint.segments.filter((s) => s.kind === "dynamic").map(() => [pool.ids[0]!]);
}
