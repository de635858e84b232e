import "server-only";
// The device cookie of OWASP's "Slow down online guessing attacks with device cookies" (issue 35,
// item 2): a browser that signed in to a number gets a signed cookie naming that sign-in, without
// the number in it. Such a device keeps its own counters (wrong passwords, code requests, the
// number's code budget), so a stranger who spends the number's limits from elsewhere locks only
// strangers out, never the owner on a device they used before. A cookie holds the last few
// numbers signed in on the device (a family computer, the desk's 'login as').
import { serverEnv } from "@/server/env";
import { deviceCookie, deviceCookieName, readCookie } from "./cookies";
import { hmac, randomToken, safeEqualHex } from "./crypto";

const MAX_NUMBERS = 5;
const ENTRY = /^([A-Za-z0-9_-]{16})\.([0-9a-f]{32})$/;

type Entry = { id: string; signature: string };

const signatureOf = (mobile: string, id: string) =>
  hmac(serverEnv().AUTH_SECRET, `device|${mobile}|${id}`).slice(0, 32);

function entriesOf(request: Request): Entry[] {
  const value = readCookie(request, deviceCookieName());
  if (!value || value.length > 400) return [];
  return value
    .split("~")
    .map((part) => ENTRY.exec(part))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ id: match[1]!, signature: match[2]! }))
    .slice(0, MAX_NUMBERS);
}

/** The id of this device's sign-in to `mobile` when the request carries one (else undefined). */
export function trustedDevice(request: Request, mobile: string): string | undefined {
  return entriesOf(request).find((entry) => safeEqualHex(entry.signature, signatureOf(mobile, entry.id)))?.id;
}

/** The Set-Cookie that marks this device as one `mobile` signed in on (kept first, the oldest dropped past five). */
export function trustDeviceCookie(request: Request, mobile: string): string {
  const entries = entriesOf(request);
  const id = trustedDevice(request, mobile) ?? randomToken(12);
  const mine = { id, signature: signatureOf(mobile, id) };
  const others = entries.filter((entry) => entry.id !== id);
  return deviceCookie(
    [mine, ...others]
      .slice(0, MAX_NUMBERS)
      .map((entry) => `${entry.id}.${entry.signature}`)
      .join("~"),
  );
}
