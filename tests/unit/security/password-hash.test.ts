// Passwords (issue "Safe to face the internet", item 10): scrypt at a cost OWASP lists, older
// hashes still verify and are marked for rehashing, and the schemas cap the length.
import { describe, expect, it } from "vitest";
import { hashPassword, passwordNeedsRehash, verifyPassword } from "@/server/auth/crypto";
import { passwordLoginSchema, registerSchema } from "@/validation/auth";
import { withFreshDatabase } from "../../support/database";

describe("password hashing", () => {
  it("hashes with scrypt N=2^15, r=8, p=3 and verifies", async () => {
    const stored = await hashPassword("Secret#2026");
    expect(stored).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(await verifyPassword("Secret#2026", stored)).toBe(true);
    expect(await verifyPassword("secret#2026", stored)).toBe(false);
    expect(passwordNeedsRehash(stored)).toBe(false);
  });

  it("still verifies a hash made with the old, cheaper parameters, and asks for a rehash", async () => {
    const { scryptSync, randomBytes } = await import("node:crypto");
    const salt = randomBytes(16);
    const old = `scrypt$16384$8$1$${salt.toString("base64url")}$${scryptSync("Secret#2026", salt, 64, { N: 16384, r: 8, p: 1 }).toString("base64url")}`;
    expect(await verifyPassword("Secret#2026", old)).toBe(true);
    expect(passwordNeedsRehash(old)).toBe(true);
  });

  it("refuses passwords over 128 characters before anything hashes them", () => {
    const long = "a".repeat(129);
    const login = passwordLoginSchema.safeParse({
      number: "09121234567",
      password: long,
      client_id: "web",
      client_secret: "s",
    });
    expect(login.success).toBe(false);
    expect(login.error!.issues[0]!.message).toMatch(/بیشتر از/);
    expect(registerSchema.safeParse({ number: "09121234567", password: long }).success).toBe(false);
    expect(registerSchema.safeParse({ number: "09121234567", password: "a".repeat(128) }).success).toBe(true);
  });
});

describe("signing in with a password hashed at the old cost", () => {
  withFreshDatabase();

  it("rehashes it at today's cost and keeps signing in", async () => {
    const { scryptSync, randomBytes } = await import("node:crypto");
    const { findOrCreateUser, findUserByMobile } = await import("@/server/auth/users");
    const { POST: loginPassword } = await import("@/app/api/v1/security/login-password/route");
    const salt = randomBytes(16);
    const old = `scrypt$16384$8$1$${salt.toString("base64url")}$${scryptSync("Secret#2026", salt, 64, { N: 16384, r: 8, p: 1 }).toString("base64url")}`;
    await findOrCreateUser("09121239999", { passwordHash: old });
    const signIn = () =>
      loginPassword(
        new Request("http://localhost/api/v1/security/login-password", {
          method: "POST",
          headers: { "content-type": "application/json", "x-avinox-client-ip": "198.51.100.40" },
          body: JSON.stringify({
            number: "09121239999",
            password: "Secret#2026",
            client_id: "web",
            client_secret: "avinox-web-client-secret",
          }),
        }),
        undefined,
      );
    expect((await signIn()).status).toBe(200);
    const stored = (await findUserByMobile("09121239999"))!.passwordHash!;
    expect(stored).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect((await signIn()).status).toBe(200);
  });
});
