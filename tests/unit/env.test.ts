import { describe, expect, it } from "vitest";
import { EnvError, parseServerEnv, smsOpenShare } from "@/server/env";

describe("configuration", () => {
  it("needs nothing for the embedded default", () => {
    const env = parseServerEnv({});
    expect(env.DATA_DIR).toBe("./.data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_ON_START).toBe(true);
    expect(env.SENTRY_DSN).toBeUndefined();
    expect(env.PORT).toBe(3000);
    expect(env.UPLOAD_STORAGE).toBe("disk");
  });

  it("keeps uploads in the database with DATABASE_URL, where every instance reads them, unless UPLOAD_STORAGE says disk", () => {
    const url = "postgres://avinox@127.0.0.1/avinox";
    expect(parseServerEnv({ DATABASE_URL: url }).UPLOAD_STORAGE).toBe("database");
    expect(parseServerEnv({ DATABASE_URL: url, UPLOAD_STORAGE: "disk" }).UPLOAD_STORAGE).toBe("disk");
    expect(parseServerEnv({ UPLOAD_STORAGE: "database" }).UPLOAD_STORAGE).toBe("database");
    expect(() => parseServerEnv({ UPLOAD_STORAGE: "s3" })).toThrow(/UPLOAD_STORAGE/);
  });

  it("treats empty values as unset and reads flags", () => {
    const env = parseServerEnv({ DATABASE_URL: "", SENTRY_DSN: "", SEED_ON_START: "0", REDIS_URL: " " });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_ON_START).toBe(false);
    expect(env.REDIS_URL).toBeUndefined();
  });

  it("names every bad variable in one clear message", () => {
    let error: unknown;
    try {
      parseServerEnv({ DATABASE_URL: "mysql://x", PORT: "eighty", SITE_URL: "not a url" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).toContain("DATABASE_URL");
    expect(message).toContain("PORT");
    expect(message).toContain("SITE_URL");
    expect(message).toContain(".env.example");
  });
});

describe("SMS configuration", () => {
  const productionBase = { SITE_URL: "https://avinox.ir", AUTH_SECRET: "x".repeat(40) };

  it("uses the console outside production", () => {
    expect(parseServerEnv({ NODE_ENV: "development" }).smsProvider).toBe("console");
  });

  it("has no gateway in production until one is configured", () => {
    expect(parseServerEnv({ ...productionBase, NODE_ENV: "production" }).smsProvider).toBe("none");
  });

  it("refuses the console in production unless explicitly allowed", () => {
    expect(() => parseServerEnv({ ...productionBase, NODE_ENV: "production", SMS_PROVIDER: "console" })).toThrow(
      /SMS_ALLOW_CONSOLE_IN_PRODUCTION/,
    );
    expect(
      parseServerEnv({
        ...productionBase,
        NODE_ENV: "production",
        SMS_PROVIDER: "console",
        SMS_ALLOW_CONSOLE_IN_PRODUCTION: "1",
      }).smsProvider,
    ).toBe("console");
  });

  it("lets one network spend only a share of the day's ceiling, and keeps a reserve (issue 35)", () => {
    const env = parseServerEnv({});
    expect([
      env.SMS_MAX_PER_NETWORK_PER_DAY,
      env.SMS_MAX_PER_DAY,
      env.SMS_RESERVE_PERCENT,
      env.RATE_LIMIT_IPV6_PREFIX,
    ]).toEqual([30, 1000, 20, 64]);
    expect(smsOpenShare(env)).toBe(800);
    expect(() => parseServerEnv({ SMS_MAX_PER_NETWORK_PER_DAY: "800" })).toThrow(
      /SMS_MAX_PER_NETWORK_PER_DAY: one network may spend only a share/,
    );
    expect(() => parseServerEnv({ RATE_LIMIT_IPV6_PREFIX: "8" })).toThrow(/RATE_LIMIT_IPV6_PREFIX/);
  });

  it("needs a key and a template for a real gateway", () => {
    expect(() => parseServerEnv({ SMS_PROVIDER: "kavenegar" })).toThrow(/SMS_API_KEY/);
    expect(parseServerEnv({ SMS_PROVIDER: "smsir", SMS_API_KEY: "k", SMS_TEMPLATE: "1" }).smsProvider).toBe("smsir");
  });
});

describe("production refusals", () => {
  const production = { NODE_ENV: "production", SITE_URL: "https://avinox.ir", AUTH_SECRET: "x".repeat(40) };

  it("refuses the development AUTH_SECRET, a missing one and a short one", () => {
    expect(() => parseServerEnv({ ...production, AUTH_SECRET: undefined })).toThrow(/AUTH_SECRET/);
    expect(() => parseServerEnv({ ...production, AUTH_SECRET: "avinox-development-auth-secret-change-me" })).toThrow(
      /AUTH_SECRET/,
    );
    expect(() => parseServerEnv({ ...production, AUTH_SECRET: "short-but-16-chars" })).toThrow(/AUTH_SECRET/);
    expect(parseServerEnv(production).AUTH_SECRET).toHaveLength(40);
  });

  it("refuses to guess SITE_URL, but takes an explicit local address for a trial", () => {
    expect(() => parseServerEnv({ ...production, SITE_URL: undefined })).toThrow(/SITE_URL/);
    expect(() => parseServerEnv({ ...production, SITE_URL: " " })).toThrow(/SITE_URL/);
    expect(parseServerEnv({ ...production, SITE_URL: "http://127.0.0.1:3999" }).SITE_URL).toBe("http://127.0.0.1:3999");
  });

  it("seeds demo content only when SEED_ON_START=1 says so", () => {
    expect(parseServerEnv(production).SEED_ON_START).toBe(false);
    expect(parseServerEnv({ ...production, SEED_ON_START: "1" }).SEED_ON_START).toBe(true);
    expect(parseServerEnv({ NODE_ENV: "development" }).SEED_ON_START).toBe(true);
  });

  it("builds without production secrets (the build is not the server)", () => {
    expect(parseServerEnv({ NODE_ENV: "production", NEXT_PHASE: "phase-production-build" }).SITE_URL).toBe(
      "http://localhost:3000",
    );
  });
});
