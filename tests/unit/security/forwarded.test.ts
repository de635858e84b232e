// The client's address as the entry decides it: the peer, unless a trusted proxy stands between.
import { describe, expect, it } from "vitest";
import { applyForwarding, normalizeAddress, resolveClientAddress, trustFromEnv } from "@/entry/forwarded.mjs";

describe("client address", () => {
  const none = trustFromEnv({});

  it("is the connection's peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(resolveClientAddress(none, "198.51.100.7", "1.2.3.4")).toBe("198.51.100.7");
    expect(resolveClientAddress(none, "::ffff:198.51.100.7", "1.2.3.4, 5.6.7.8")).toBe("198.51.100.7");
    expect(resolveClientAddress(none, undefined, "1.2.3.4")).toBe("unknown");
  });

  it("reads X-Forwarded-For from the right, skipping trusted proxies", () => {
    const trust = trustFromEnv({ TRUSTED_PROXIES: "127.0.0.1/32, 10.0.0.0/8" });
    // The caller wrote 6.6.6.6; nginx (10.0.0.2) appended the address it saw, 203.0.113.9.
    expect(resolveClientAddress(trust, "127.0.0.1", "6.6.6.6, 203.0.113.9, 10.0.0.2")).toBe("203.0.113.9");
    expect(resolveClientAddress(trust, "127.0.0.1", undefined)).toBe("127.0.0.1");
    // A peer that is not trusted cannot speak for anyone.
    expect(resolveClientAddress(trust, "198.51.100.1", "203.0.113.9")).toBe("198.51.100.1");
    // Garbage in the chain ends the trust there.
    expect(resolveClientAddress(trust, "127.0.0.1", "203.0.113.9, not-an-ip")).toBe("127.0.0.1");
  });

  it("counts hops from the right with a hop count", () => {
    const trust = trustFromEnv({ TRUSTED_PROXY_HOPS: "1" });
    expect(resolveClientAddress(trust, "127.0.0.1", "6.6.6.6, 203.0.113.9")).toBe("203.0.113.9");
    const two = trustFromEnv({ TRUSTED_PROXY_HOPS: "2" });
    expect(resolveClientAddress(two, "127.0.0.1", "6.6.6.6, 203.0.113.9, 10.0.0.2")).toBe("203.0.113.9");
  });

  it("knows the words loopback and private, and refuses a bad setting", () => {
    const trust = trustFromEnv({ TRUSTED_PROXIES: "loopback" });
    expect(resolveClientAddress(trust, "::1", "203.0.113.9")).toBe("203.0.113.9");
    expect(() => trustFromEnv({ TRUSTED_PROXIES: "10.0.0.0/99" })).toThrow(/TRUSTED_PROXIES/);
    expect(() => trustFromEnv({ TRUSTED_PROXIES: "nginx" })).toThrow(/TRUSTED_PROXIES/);
    expect(() => trustFromEnv({ TRUSTED_PROXY_HOPS: "-1" })).toThrow(/TRUSTED_PROXY_HOPS/);
  });

  it("normalises addresses", () => {
    expect(normalizeAddress("[::1]")).toBe("::1");
    expect(normalizeAddress("::FFFF:10.1.2.3")).toBe("10.1.2.3");
    expect(normalizeAddress("fe80::1%eth0")).toBe("fe80::1");
    expect(normalizeAddress("10.1.2")).toBe("");
  });

  it("replaces a caller's own client-address header and drops forwarding headers of an untrusted peer", () => {
    const req = {
      socket: { remoteAddress: "198.51.100.7" },
      headers: {
        "x-avinox-client-ip": "1.1.1.1",
        "x-forwarded-for": "2.2.2.2",
        "x-forwarded-proto": "https",
        "x-forwarded-host": "evil.example",
        "x-real-ip": "3.3.3.3",
      } as Record<string, string>,
    };
    applyForwarding(none, req as never);
    expect(req.headers).toEqual({ "x-avinox-client-ip": "198.51.100.7" });
  });

  it("keeps a trusted proxy's forwarding headers", () => {
    const req = {
      socket: { remoteAddress: "127.0.0.1" },
      headers: { "x-forwarded-for": "203.0.113.9", "x-forwarded-proto": "https" } as Record<string, string>,
    };
    applyForwarding(trustFromEnv({ TRUSTED_PROXIES: "loopback" }), req as never);
    expect(req.headers["x-avinox-client-ip"]).toBe("203.0.113.9");
    expect(req.headers["x-forwarded-proto"]).toBe("https");
  });
});
