import { describe, expect, it } from "vitest";
import { EnvError, parseServerEnv } from "@/lib/env";

describe("configuration", () => {
  it("needs nothing for the embedded default", () => {
    const env = parseServerEnv({});
    expect(env.DATA_DIR).toBe("./.data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_ON_START).toBe(true);
    expect(env.SENTRY_DSN).toBeUndefined();
    expect(env.PORT).toBe(3000);
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
  it("uses the console outside production", () => {
    expect(parseServerEnv({ NODE_ENV: "development" }).smsProvider).toBe("console");
  });

  it("has no gateway in production until one is configured", () => {
    expect(parseServerEnv({ NODE_ENV: "production" }).smsProvider).toBe("none");
  });

  it("refuses the console in production unless explicitly allowed", () => {
    expect(() => parseServerEnv({ NODE_ENV: "production", SMS_PROVIDER: "console" })).toThrow(/SMS_ALLOW_CONSOLE_IN_PRODUCTION/);
    expect(parseServerEnv({ NODE_ENV: "production", SMS_PROVIDER: "console", SMS_ALLOW_CONSOLE_IN_PRODUCTION: "1" }).smsProvider).toBe("console");
  });

  it("needs a key and a template for a real gateway", () => {
    expect(() => parseServerEnv({ SMS_PROVIDER: "kavenegar" })).toThrow(/SMS_API_KEY/);
    expect(parseServerEnv({ SMS_PROVIDER: "smsir", SMS_API_KEY: "k", SMS_TEMPLATE: "1" }).smsProvider).toBe("smsir");
  });
});
