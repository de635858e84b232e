// Which database failures the API answers 503 instead of 500 (issue 15): the errors node-postgres
// and PGlite give when the server is down, restarting, full or hung, found anywhere in the causes
// (Drizzle wraps them), and not a query that is merely wrong.
import { DatabaseError } from "pg";
import { describe, expect, it } from "vitest";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { DatabaseUnavailableError, isDatabaseUnavailable } from "@/server/db/unavailable";

function pgError(code: string, message = "server said so"): DatabaseError {
  const error = new DatabaseError(message, message.length, "error");
  error.code = code;
  return error;
}

const wrapped = (cause: unknown) => new DrizzleQueryError("select 1", [], cause as Error);

describe("isDatabaseUnavailable", () => {
  it.each([
    ["admin shutdown (pg_ctl stop)", pgError("57P01")],
    ["too many connections", pgError("53300")],
    ["disk full", pgError("53100")],
    ["connection failure", pgError("08006")],
    ["I/O error", pgError("58030")],
    ["statement_timeout", pgError("57014")],
    ["a standby after a failover", pgError("25006")],
    ["refused connection", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
    [
      "refused on every address",
      new AggregateError([Object.assign(new Error("refused"), { code: "ECONNREFUSED" })], ""),
    ],
    ["server gone", new Error("Connection terminated unexpectedly")],
    ["pool exhausted", new Error("timeout exceeded when trying to connect")],
    ["hung server", new Error("Query read timeout")],
    ["broken PGlite", new DatabaseUnavailableError("the embedded database (PGlite) cannot use its files")],
  ])("%s is a 503, bare or wrapped by Drizzle", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ["a unique violation", pgError("23505")],
    ["a syntax error", pgError("42601")],
    ["a plain bug", new TypeError("x is undefined")],
    ["nothing", undefined],
  ])("%s is not", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});
