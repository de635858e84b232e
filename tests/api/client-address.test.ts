// Whose address a limit counts (issue "Safe to face the internet", item 2): never the caller's
// own X-Forwarded-For; the entry's client address, or the visitor a server render vouches for
// with a signed header. /track's lookups from one visitor no longer lock out everybody.
import { describe, expect, it } from "vitest";
import { GET as track } from "@/app/api/v1/request/track/route";
import { signVisitor, verifyVisitor } from "@/server/http/visitor";
import { clientIp } from "@/server/http/client-address";
import { withFreshDatabase } from "../support/database";

const lookup = (headers: Record<string, string>) =>
  track(
    new Request("http://localhost/api/v1/request/track?code=AVX-NOPE-0000&mobile=09121234567", { headers }),
    undefined,
  );

describe("client address", () => {
  withFreshDatabase();

  it("ignores X-Forwarded-For and X-Real-IP", () => {
    expect(
      clientIp(new Request("http://localhost/", { headers: { "x-forwarded-for": "1.2.3.4", "x-real-ip": "5.6.7.8" } })),
    ).toBe("unknown");
    expect(
      clientIp(
        new Request("http://localhost/", {
          headers: { "x-forwarded-for": "1.2.3.4", "x-avinox-client-ip": "198.51.100.1" },
        }),
      ),
    ).toBe("198.51.100.1");
  });

  it("believes a server render's signed visitor header, and not a forged or stale one", () => {
    const fromServer = { "x-avinox-client-ip": "127.0.0.1" };
    expect(
      clientIp(
        new Request("http://localhost/", {
          headers: { ...fromServer, "x-avinox-visitor": signVisitor("203.0.113.7") },
        }),
      ),
    ).toBe("203.0.113.7");
    const forged = signVisitor("203.0.113.7").replace("203.0.113.7", "203.0.113.8");
    expect(clientIp(new Request("http://localhost/", { headers: { ...fromServer, "x-avinox-visitor": forged } }))).toBe(
      "127.0.0.1",
    );
    expect(verifyVisitor(signVisitor("203.0.113.7", Date.now() - 120_000))).toBeUndefined();
    expect(verifyVisitor("203.0.113.7|0|x")).toBeUndefined();
    expect(verifyVisitor(undefined)).toBeUndefined();
  });

  it("limits /track per visitor, so one visitor's lookups never lock out another behind the same server", async () => {
    const server = { "x-avinox-client-ip": "127.0.0.1" };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await lookup({ ...server, "x-avinox-visitor": signVisitor("203.0.113.20") })).status);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another visitor rendered by the same server is not limited.
    expect((await lookup({ ...server, "x-avinox-visitor": signVisitor("203.0.113.21") })).status).toBe(404);
    // Nor is the server's own address, which any page render without a visitor would use.
    expect((await lookup(server)).status).toBe(404);
  });
});
