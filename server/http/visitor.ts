import "server-only";
// A server render calls the API from this server (in process, or over HTTP when the API is another
// backend), so the API would see the server's own address for every visitor. The render passes the
// visitor's address in a header signed with AUTH_SECRET and valid for a minute (render/api.ts); a
// browser cannot make one, so it cannot claim an address (./client-address.ts believes it).
import { createHmac, timingSafeEqual } from "node:crypto";
import { serverEnv } from "@/server/env";

export const VISITOR_HEADER = "x-avinox-visitor";
/** Set by the entry (server.mjs) from the connection; see entry/forwarded.mjs. */
export const CLIENT_ADDRESS_HEADER = "x-avinox-client-ip";
const VALID_MS = 60_000;

const signatureOf = (address: string, at: number) =>
  createHmac("sha256", serverEnv().AUTH_SECRET).update(`visitor|${address}|${at}`).digest("base64url");

export function signVisitor(address: string, now = Date.now()): string {
  return `${address}|${now}|${signatureOf(address, now)}`;
}

/** The address a signed header vouches for, or undefined (missing, forged, stale). */
export function verifyVisitor(value: string | null | undefined, now = Date.now()): string | undefined {
  if (!value || value.length > 200) return undefined;
  const [address, at, signature] = value.split("|");
  const time = Number(at);
  if (!address || !signature || !Number.isFinite(time) || Math.abs(now - time) > VALID_MS) return undefined;
  const expected = Buffer.from(signatureOf(address, time));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? address : undefined;
}

/**
 * The address of whoever made this request, as the entry recorded it. Only the entry's header is
 * believed, and only when the entry runs (`npm start`, `npm run dev`) or under tests, which call
 * route handlers directly; otherwise every caller is "unknown" rather than whoever they claim.
 */
export function entryClientAddress(headers: Headers): string {
  const trusted = process.env.AVINOX_ENTRY === "1" || process.env.NODE_ENV === "test";
  return (trusted && headers.get(CLIENT_ADDRESS_HEADER)) || "unknown";
}
