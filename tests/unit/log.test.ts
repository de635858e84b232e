// The log (issue 15): JSON lines in production with the level's name, an ISO time and the request's
// id; a request id only from a plain token; paths without their query strings.
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, loggablePath, requestIdOf } from "@/entry/log.mjs";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

describe("the log", () => {
  it("writes one JSON object a line in production, with level, time, service and the fields given", async () => {
    const { lines, stream } = capture();
    const log = createLogger({ env: { NODE_ENV: "production" }, pretty: false, stream });
    log.info({ requestId: "9f1c2b7e4d", path: "/events", status: 200 }, "request");
    log.error({ err: { name: "TypeError" } }, "unhandled error");
    await new Promise((resolve) => setImmediate(resolve));
    const [info, error] = lines.map((line) => JSON.parse(line));
    expect(info).toMatchObject({
      level: "info",
      service: "avinox",
      requestId: "9f1c2b7e4d",
      path: "/events",
      status: 200,
      msg: "request",
    });
    expect(new Date(info.time).toISOString()).toBe(info.time);
    expect(error).toMatchObject({ level: "error", msg: "unhandled error", err: { name: "TypeError" } });
  });

  it("honours LOG_LEVEL: warn drops the request lines", async () => {
    const { lines, stream } = capture();
    const log = createLogger({ env: { LOG_LEVEL: "warn" }, pretty: false, stream });
    log.info("request");
    log.warn("sms not sent: budget spent");
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(["sms not sent: budget spent"]);
  });

  it("keeps a proxy's request id only when it is a plain token", () => {
    expect(requestIdOf("4bf92f3577b34da6a3ce929d0e0e4736")).toBe("4bf92f3577b34da6a3ce929d0e0e4736");
    for (const forged of ["short", "a\nlevel=fatal msg=forged 0123456789", "x".repeat(65), undefined]) {
      expect(requestIdOf(forged)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("logs a path, never its query string", () => {
    expect(loggablePath("/track?code=AVX-1&mobile=09121234567")).toBe("/track");
    expect(loggablePath("http://127.0.0.1:3000/api/v1/request/track?mobile=09121234567")).toBe("/api/v1/request/track");
  });
});
