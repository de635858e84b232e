// Secrets in paths (issue 35, item 4): every log line takes its path from loggablePath, which
// writes the secret segment of each path in SECRET_PATHS (shared/secret-paths.mjs) as its name, in
// whatever spelling the path arrives; and no route under app/ carries a secret-looking dynamic
// segment that the list leaves out. (tests/api/log-redaction.test.ts runs a whole offer flow.)
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loggablePath, redactSecretPath, SECRET_PATHS } from "@/entry/log.mjs";
import { scrubReport } from "@/shared/secret-paths.mjs";

const TOKEN = "q7Z_kP2-vX9mLw4RtY8sN3bHc6JdF1gA5eUoIiK0zWx";

/** Each route directory under app/ as a URL path (route groups left out), e.g. "/events/offer/[token]". */
function routePaths(): string[] {
  const appDir = path.join(process.cwd(), "app");
  const files = fs
    .readdirSync(appDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /(^|[\\/])(page|route)\.tsx?$/.test(file));
  return [
    ...new Set(
      files.map(
        (file) =>
          "/" +
          path
            .dirname(file)
            .split(path.sep)
            .filter((part) => part && part !== "." && !/^\(.*\)$/.test(part))
            .join("/"),
      ),
    ),
  ];
}

/** Dynamic segments whose value is a key to something rather than a name or an id. */
const SECRET_NAME = /^\[+(\.\.\.)?[^\]]*(token|secret|signature|sig|hmac|hash|nonce|otp|key)[^\]]*\]+$/i;
/** Routes (and those under them) whose segment is named so but is no secret: a site setting's key names the setting. */
const NOT_SECRET = ["/api/v1/admin/content/site/[key]"];
const notSecret = (route: string) => NOT_SECRET.some((shape) => route === shape || route.startsWith(`${shape}/`));

describe("secrets in logged paths", () => {
  it("writes the seat offer's page and API paths with [token] in place of the token", () => {
    expect(loggablePath(`/events/offer/${TOKEN}`)).toBe("/events/offer/[token]");
    expect(loggablePath(`/api/v1/event-seat-offers/${TOKEN}`)).toBe("/api/v1/event-seat-offers/[token]");
    expect(loggablePath(`/api/v1/event-seat-offers/${TOKEN}/accept`)).toBe("/api/v1/event-seat-offers/[token]/accept");
    expect(loggablePath(`/api/v1/event-seat-offers/${TOKEN}/decline`)).toBe(
      "/api/v1/event-seat-offers/[token]/decline",
    );
    // A full URL (the app's request.url), with a query, from the internal listener.
    expect(loggablePath(`http://127.0.0.1:41234/api/v1/event-seat-offers/${TOKEN}/accept?x=1`)).toBe(
      "/api/v1/event-seat-offers/[token]/accept",
    );
    expect(loggablePath(`/events/offer/${TOKEN}?_rsc=1a2b`)).toBe("/events/offer/[token]");
  });

  it("redacts whatever the spelling: slashes, case, percent-encoding, dot segments, broken escapes", () => {
    for (const spelled of [
      `/events/offer/${TOKEN}/`,
      `//events//offer/${TOKEN}`,
      `/events\\offer\\${TOKEN}`,
      `/Events/OFFER/${TOKEN}`,
      `/events/%6Fffer/${TOKEN}`,
      `/events%2Foffer%2F${TOKEN}`,
      `/events/./offer/${TOKEN}`,
      `/x/../events/offer/${TOKEN}`,
      `/events/offer/${TOKEN}%zz`,
      `/events/offer/${TOKEN}#fragment`,
    ]) {
      const logged = loggablePath(spelled)!;
      expect(logged, spelled).not.toContain(TOKEN.slice(0, 12));
      expect(logged, spelled).toMatch(/^\/events\/offer\/\[token\]/);
    }
  });

  it("keeps every other path as it was, without its query", () => {
    for (const plain of [
      "/events",
      "/events/offer",
      "/events/product-design-workshop",
      "/api/v1/event/index",
      "/api/v1/event-seat-offers",
      "/faq/item/1/2",
      "/%D8%B1%D9%88%DB%8C%D8%AF%D8%A7%D8%AF",
    ]) {
      expect(loggablePath(plain)).toBe(plain);
      expect(redactSecretPath(plain)).toBe(plain);
    }
    expect(loggablePath("/track?code=AVX-1&mobile=09121234567")).toBe("/track");
  });

  it("lists every route under app/ whose dynamic segment is named like a secret, and only routes that exist", () => {
    const routes = routePaths();
    for (const route of routes) {
      const segments = route.split("/");
      if (notSecret(route) || !segments.some((segment) => SECRET_NAME.test(segment))) continue;
      // A sample address of the route, with a recognisable value in each dynamic segment.
      const sample = segments.map((segment) => (segment.startsWith("[") ? TOKEN : segment)).join("/");
      expect(loggablePath(sample), `${route}: add it to SECRET_PATHS in shared/secret-paths.mjs`).not.toContain(TOKEN);
    }
    for (const shape of SECRET_PATHS) {
      expect(
        routes.some((route) => route === shape || route.startsWith(`${shape}/`)),
        `${shape} names no route under app/`,
      ).toBe(true);
    }
  });
});

describe("error reports sent to Sentry", () => {
  it("leave without query strings, cookies or a seat offer's key, wherever the event names them", () => {
    const event = {
      transaction: `GET /events/offer/${TOKEN}`,
      request: {
        url: `https://avinox.ir/api/v1/event-seat-offers/${TOKEN}/accept?from=sms`,
        query_string: "mobile=09121234567",
        cookies: { avinox_token: "secret" },
      },
      breadcrumbs: [
        { category: "navigation", data: { from: `/events/offer/${TOKEN}`, to: "/track?mobile=09121234567" } },
      ],
      spans: [
        {
          description: `GET /API/v1/event-seat-offers/${TOKEN}`,
          data: { "http.url": `http://127.0.0.1:3000/api/v1/event-seat-offers/${TOKEN}?a=1` },
        },
      ],
      message: `failed on /events/offer/${TOKEN}`,
    };
    const sent = JSON.stringify(scrubReport(event));
    expect(sent).not.toContain(TOKEN);
    expect(sent).not.toContain("09121234567");
    expect(sent).not.toContain("avinox_token");
    expect(event.transaction).toBe("GET /events/offer/[token]");
    expect(event.request.url).toBe("https://avinox.ir/api/v1/event-seat-offers/[token]/accept");
    expect(event.breadcrumbs[0]!.data.to).toBe("/track");
  });
});

describe("nginx's access log (deploy/nginx/avinox.conf)", () => {
  it("redacts every shape of SECRET_PATHS, and names no Referer or query", () => {
    const site = fs.readFileSync(path.resolve("deploy/nginx/avinox.conf"), "utf8");
    const map = /map \$uri \$avinox_log_path \{([\s\S]*?)\n\}/.exec(site)?.[1] ?? "";
    for (const shape of SECRET_PATHS)
      expect(map, `${shape} is redacted by nginx too`).toContain(
        `(?<avinox_head>${shape.slice(0, shape.indexOf("["))})`,
      );
    const format = /log_format avinox_redacted ([^;]*);/.exec(site)?.[1] ?? "";
    expect(format).toContain("$avinox_log_path");
    for (const leak of ["$request_uri", "$request ", '$request"', "$args", "$query_string", "$http_referer"])
      expect(format).not.toContain(leak);
    expect(site.match(/access_log \S+ avinox_redacted;/g)).toHaveLength(2);
  });
});
