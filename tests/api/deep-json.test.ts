// Deep JSON (issue 35, item 5): a body nested 5,000 levels deep made the request forms answer 500
// (a stack overflow in the Idempotency-Key fingerprint, anonymously, before the captcha). Bodies
// are measured before JSON.parse (server/http/json-depth.ts, one linear pass) and anything deeper
// than MAX_JSON_DEPTH answers 400 in the Persian envelope, on every endpoint that reads JSON,
// multipart `payload` included. The fuzz suite (tests/fuzz) sends such bodies to every endpoint.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { POST as careerApply } from "@/app/api/v1/career-apply/create/route";
import { POST as contactCreate } from "@/app/api/v1/contact-us/create/route";
import { POST as eventAttendance } from "@/app/api/v1/event-attendance/create/route";
import { POST as freelancerCreate } from "@/app/api/v1/freelancer/create/route";
import { POST as hitechProposal } from "@/app/api/v1/hitech/hitech-proposal-create/route";
import { POST as ideaCreate } from "@/app/api/v1/idea/create/route";
import { POST as internshipCreate } from "@/app/api/v1/internship/create/route";
import { POST as jobResume } from "@/app/api/v1/job-resume/create/route";
import { POST as mentorAdvice } from "@/app/api/v1/mentor/advice-request/route";
import { POST as mentorApply } from "@/app/api/v1/mentor/apply/route";
import { POST as mentorCreate } from "@/app/api/v1/mentor/create/route";
import { POST as reservationCreate } from "@/app/api/v1/reservation/create/route";
import { POST as addressCreate } from "@/app/api/v1/user/addresses/create/route";
import { jsonNestsDeeperThan, MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from "@/server/http/json-depth";
import { sessionToken } from "../support/accounts";
import { withFreshDatabase } from "../support/database";
import { postForm, postJson, type RouteHandler } from "../support/http";

/** `depth` arrays and objects, one inside the other, alternating (or all of one kind), closed. */
function nested(depth: number, kind: "array" | "object" | "mixed" = "mixed", leaf = "1"): string {
  let open = "";
  let close = "";
  for (let level = 0; level < depth; level++) {
    const array = kind === "array" || (kind === "mixed" && level % 2 === 1);
    open += array ? "[" : '{"a":';
    close = (array ? "]" : "}") + close;
  }
  return open + leaf + close;
}

/** A form's body with one field holding a value `depth` levels deep (the body itself is one more). */
const formBody = (depth: number, kind: "array" | "object" | "mixed" = "mixed") =>
  `{"full_name":"رضا کاظمی","mobile":"09151234567","extra":${nested(depth - 1, kind)}}`;

const REQUEST_FORMS: Array<[string, RouteHandler]> = [
  ["career-apply/create", careerApply],
  ["contact-us/create", contactCreate],
  ["event-attendance/create", eventAttendance],
  ["freelancer/create", freelancerCreate],
  ["hitech/hitech-proposal-create", hitechProposal],
  ["idea/create", ideaCreate],
  ["internship/create", internshipCreate],
  ["job-resume/create", jobResume],
  ["mentor/advice-request", mentorAdvice],
  ["mentor/apply", mentorApply],
  ["mentor/create", mentorCreate],
  ["reservation/create", reservationCreate],
];

async function tooDeep(response: Response): Promise<void> {
  const text = await response.text();
  expect(response.status, text.slice(0, 300)).toBe(400);
  expect(JSON.parse(text)).toEqual({ name: "Bad Request", message: TOO_DEEP_MESSAGE, code: 0, status: 400 });
}

describe("the depth of a JSON text, counted without parsing", () => {
  it("counts arrays and objects open at once, up to the limit and one past it", () => {
    for (const kind of ["array", "object", "mixed"] as const) {
      expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH, kind))).toBe(false);
      expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH + 1, kind))).toBe(true);
    }
    // Siblings do not add up: a long flat list of objects is 2 deep.
    expect(jsonNestsDeeperThan(`[${"{},".repeat(1000)}{}]`, 2)).toBe(false);
    expect(jsonNestsDeeperThan("{}", 0)).toBe(true);
    expect(jsonNestsDeeperThan("1", 0)).toBe(false);
  });

  it("does not count brackets inside strings, honouring escaped quotes and backslashes", () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ a: "[".repeat(100) + "{".repeat(100) }), 1)).toBe(false);
    // An escaped quote does not end the string; the brackets after it are still text.
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '"[[[[' }), 1)).toBe(false);
    // An escaped backslash does: the bracket after the string's end counts.
    expect(jsonNestsDeeperThan(`{"a":"\\\\","b":[[1]]}`, 2)).toBe(true);
    expect(jsonNestsDeeperThan(`{"a":"\\\\","b":[1]}`, 2)).toBe(false);
    // Keys are strings too.
    expect(jsonNestsDeeperThan(JSON.stringify({ "[[[[": 1 }), 1)).toBe(false);
  });

  it("measures 100,000 levels in one pass, without recursion", () => {
    expect(jsonNestsDeeperThan(nested(100_000, "mixed"))).toBe(true);
    expect(jsonNestsDeeperThan("[".repeat(100_000))).toBe(true);
  });
});

describe("a body nested too deep", () => {
  withFreshDatabase();

  // Before: 500 (JSON.stringify in the fingerprint overflowed the stack), anonymously, before the captcha.
  it("answers 400 in Persian on each of the 12 request forms, anonymous, with or without an Idempotency-Key", async () => {
    for (const [path, handler] of REQUEST_FORMS) {
      if (path === "internship/create") continue; // signed-in users only: 401 before the body is read
      const headerSets: Array<Record<string, string>> = [{}, { "idempotency-key": `deep-${path}` }];
      for (const headers of headerSets) {
        // As deep as 64 KiB of JSON goes (before: 500), and the 5,000 levels.
        await tooDeep(await postJson(handler, formBody(30_000, "array"), { path, headers }));
        await tooDeep(await postJson(handler, formBody(5_000, "object"), { path, headers }));
        await tooDeep(await postJson(handler, formBody(5_000, "mixed"), { path, headers }));
      }
    }
  });

  it("answers 400 in Persian on each of the 12 request forms, signed in", async () => {
    const token = await sessionToken("09127770035");
    for (const [path, handler] of REQUEST_FORMS) {
      await tooDeep(
        await postJson(handler, formBody(5_000), { path, token, headers: { "idempotency-key": `deep-user-${path}` } }),
      );
    }
  });

  it("answers 400 for a multipart payload nested 100,000 levels deep", async () => {
    const token = await sessionToken("09127770036");
    for (const [path, handler] of [
      ["job-resume/create", jobResume],
      ["internship/create", internshipCreate],
    ] as const) {
      await tooDeep(
        await postForm(
          handler,
          `{"x":${nested(100_000, "mixed")}}`,
          {},
          { path, token, headers: { "idempotency-key": `deep-form-${path}` } },
        ),
      );
    }
  });

  it("answers 400 one level past the limit, and lets a body at the limit through to its checks", async () => {
    const token = await sessionToken("09127770037");
    await tooDeep(
      await postJson(addressCreate, formBody(MAX_JSON_DEPTH + 1), { path: "user/addresses/create", token }),
    );
    // At the limit the fingerprint runs (an Idempotency-Key is sent) and the form's own checks answer.
    const atLimit = await postJson(contactCreate, formBody(MAX_JSON_DEPTH), {
      path: "contact-us/create",
      headers: { "idempotency-key": "at-the-limit" },
    });
    expect(atLimit.status).toBe(422);
    const address = await postJson(addressCreate, formBody(MAX_JSON_DEPTH), { path: "user/addresses/create", token });
    expect(address.status).toBe(422);
  });
});

/** Where else the server parses JSON, and why the text there is no caller's body. */
const OTHER_PARSERS: Record<string, string> = {
  "server/http/handler.ts": "parseJsonText: the one reader of bodies, depth checked first",
  "server/auth/cookies.ts": "the accounts cookie (at most 4 KiB), read as a flat list",
  "server/captcha/captcha.ts": "the captcha payload (at most 4,000 characters of base64), read field by field",
  "server/backup/manifest.ts": "the backup's own files",
  "entry/page-status.mjs": "the page the server itself rendered",
  "entry/cache-broadcast.mjs": "messages between the site's own instances (Redis)",
};

describe("every JSON body is parsed in one place", () => {
  it("no route or server module reads a body's JSON but through parseJsonText", () => {
    const root = process.cwd();
    const files = ["app", "server"].flatMap((dir) =>
      (fs.readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" }) as string[])
        .filter((f) => /\.(ts|tsx|mjs)$/.test(f))
        .map((f) => path.join(dir, f)),
    );
    const readers: string[] = [];
    for (const file of files) {
      const source = fs.readFileSync(path.join(root, file), "utf8");
      if (/\b(request|req)\.json\(\)/.test(source)) readers.push(`${file}: request.json()`);
      if (
        /JSON\.parse\(/.test(source.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, "")) &&
        !(file.split(path.sep).join("/") in OTHER_PARSERS)
      )
        readers.push(`${file}: JSON.parse`);
    }
    expect(
      readers,
      "read bodies with readJson/parseJsonText (server/http/handler.ts), or say in OTHER_PARSERS why this text is no body",
    ).toEqual([]);
  });
});
