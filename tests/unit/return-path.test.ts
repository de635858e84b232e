// The one judge of post-sign-in targets: only a path on the site's own origin, normalised.
import { describe, expect, it } from "vitest";
import { safeReturnPath } from "@/lib/auth/return-path";

const ORIGIN = "https://avinox.example";
const judge = (value: string | null | undefined) => safeReturnPath(value, ORIGIN);

/** Each of `values` is refused (a failure names the value, control characters escaped). */
function expectRefused(values: ReadonlyArray<string | null | undefined>): void {
  for (const value of values) expect(judge(value), JSON.stringify(value) ?? String(value)).toBeUndefined();
}

describe("safeReturnPath", () => {
  it("keeps good paths with their query and hash, normalised", () => {
    expect(judge("/profile")).toBe("/profile");
    expect(judge("/request-internship")).toBe("/request-internship");
    expect(judge("/events?tags[]=ai&page=2#list")).toBe("/events?tags[]=ai&page=2#list");
    expect(judge("/profile/./orders/../sessions")).toBe("/profile/sessions");
    expect(judge("/search?q=کافه نوآوری")).toBe(
      `/search?q=${encodeURIComponent("کافه")}%20${encodeURIComponent("نوآوری")}`,
    );
    expect(judge("/رویدادها")).toBe(`/${encodeURIComponent("رویدادها")}`);
    expect(judge(`/search?q=${encodeURIComponent("کافه")}`)).toBe(`/search?q=${encodeURIComponent("کافه")}`);
  });

  it("refuses nothing, other origins and other schemes", () => {
    expectRefused([
      undefined,
      null,
      "",
      "profile",
      "https://evil.example/",
      "http://evil.example",
      "HTTPS://avinox.example.evil.example/",
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "data:text/html,x",
      "mailto:a@b.c",
    ]);
    // Even this site's own absolute URL: a path must start with a single "/".
    expect(judge("https://avinox.example/profile")).toBeUndefined();
  });

  it("refuses protocol-relative and backslash tricks", () => {
    expectRefused([
      "//evil.example",
      "///evil.example",
      "/\\evil.example",
      "/\\/evil.example",
      "\\\\evil.example",
      "/profile\\..\\..\\evil",
    ]);
  });

  it("refuses control characters: tab, CR, LF, NUL, DEL, raw or percent-encoded", () => {
    expectRefused([
      "/\t/evil.example",
      "/\r/evil.example",
      "/\n/evil.example",
      "/profile\u0000",
      "/pro\u007ffile",
      "/profile\u0085",
    ]);
    expectRefused([
      "/%09/evil.example",
      "/%0a/evil.example",
      "/%0A/evil.example",
      "/%0d/evil.example",
      "/%0D%0ASet-Cookie:x=1",
      "/profile?x=%00",
    ]);
  });

  it("refuses encoded slashes and backslashes that would decode into another host", () => {
    expectRefused([
      "/%5cevil.example",
      "/%5Cevil.example",
      "%2f%2fevil.example",
      "/%2f%2fevil.example",
      "/%2F/evil.example",
      "/%252f%252fevil.example",
      "/%255cevil.example",
      "/%2509/evil.example",
    ]);
  });

  it("refuses malformed encoding and overlong values", () => {
    expect(judge("/profile%")).toBeUndefined();
    expect(judge("/%E0%A4%A")).toBeUndefined();
    expect(judge(`/${"a".repeat(3000)}`)).toBeUndefined();
  });

  it("without an origin, judges against a stand-in for the site (the page's own in a browser)", () => {
    expect(safeReturnPath("/profile")).toBe("/profile");
    expect(safeReturnPath("//evil.example")).toBeUndefined();
  });
});
