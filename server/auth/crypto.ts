import "server-only";
// Random secrets and one-way hashes for codes, tokens and passwords (node's crypto only).
import { createHash, createHmac, randomBytes, randomInt, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** A numeric code of `length` digits from the CSPRNG (leading zeros allowed). */
export function randomCode(length: number): string {
  let code = "";
  for (let i = 0; i < length; i++) code += String(randomInt(0, 10));
  return code;
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

export function sha256(value: string | Uint8Array): string {
  return createHash("sha256").update(value).digest("hex");
}

export function hmac(secret: string, value: string): string {
  return createHmac("sha256", secret).update(value).digest("hex");
}

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

// OWASP's password storage guidance lists scrypt N=2^17, r=8, p=1 and equivalents of the same
// cost; N=2^15, r=8, p=3 is one of them and holds 32 MiB per hash instead of 128 MiB, which
// matters on a small server signing many people in at once. Hashes made with older parameters
// still verify (they are stored with the hash) and are redone at the next sign-in.
const SCRYPT = { N: 32768, r: 8, p: 3, keylen: 64 };
const SCRYPT_MAX_MEMORY = 96 * 1024 * 1024;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password.normalize("NFKC"), salt, SCRYPT.keylen, {
    ...SCRYPT,
    maxmem: SCRYPT_MAX_MEMORY,
  });
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = stored?.split("$");
  if (!parts || parts.length !== 6 || parts[0] !== "scrypt") {
    // Spend the same time as a real check, so a missing password is not told apart by timing.
    await scryptAsync(password, randomBytes(16), SCRYPT.keylen, { ...SCRYPT, maxmem: SCRYPT_MAX_MEMORY });
    return false;
  }
  const [, n, r, p, salt, expected] = parts as [string, string, string, string, string, string];
  const expectedBytes = Buffer.from(expected, "base64url");
  const actual = await scryptAsync(password.normalize("NFKC"), Buffer.from(salt, "base64url"), expectedBytes.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT_MAX_MEMORY,
  });
  return actual.length === expectedBytes.length && timingSafeEqual(actual, expectedBytes);
}

/** Whether a stored hash was made with weaker parameters than today's (then hash it again). */
export function passwordNeedsRehash(stored: string | null | undefined): boolean {
  const parts = stored?.split("$");
  if (!parts || parts.length !== 6 || parts[0] !== "scrypt") return false;
  return Number(parts[1]) * Number(parts[3]) < SCRYPT.N * SCRYPT.p || Number(parts[2]) < SCRYPT.r;
}
