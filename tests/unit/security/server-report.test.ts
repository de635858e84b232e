// Failed queries must not write personal data to the log (issue "Safe to face the internet",
// item 10): Drizzle's error message carries every parameter of the query.
import { afterEach, describe, expect, it, vi } from "vitest";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { log } from "@/server/log";
import { loggableError, loggableUrl, reportServerError } from "@/server/report";

describe("server error reports", () => {
  afterEach(() => vi.restoreAllMocks());

  const failed = () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_mobile_unique" (09121234567)'),
      { code: "23505", constraint: "users_mobile_unique" },
    );
    return new DrizzleQueryError(
      'insert into "requests" ("full_name", "mobile", "payload") values ($1, $2, $3)',
      ["مهسا کریمی", "09121234567", '{"message":"سلام"}'],
      cause,
    );
  };

  it("keeps the query and the database's code, drops the parameters and the database's text", () => {
    const safe = loggableError(failed());
    const text = JSON.stringify(safe);
    expect(safe.code).toBe("23505");
    expect(safe.constraint).toBe("users_mobile_unique");
    expect(safe.message).toContain('insert into "requests"');
    for (const personal of ["مهسا", "09121234567", "سلام"]) expect(text).not.toContain(personal);
  });

  it("logs a path without its query string", () => {
    expect(loggableUrl("http://localhost/api/v1/request/track?code=AVX-1&mobile=09121234567")).toBe(
      "/api/v1/request/track",
    );
  });

  it("writes nothing personal to the log for a failed query", () => {
    const spy = vi.spyOn(log, "error").mockImplementation(() => {});
    reportServerError(failed(), {
      url: "http://localhost/api/v1/contact-us/create?mobile=09121234567",
      method: "POST",
    });
    const logged = JSON.stringify(spy.mock.calls);
    expect(logged).toContain("/api/v1/contact-us/create");
    for (const personal of ["مهسا", "09121234567", "سلام"]) expect(logged).not.toContain(personal);
  });
});
