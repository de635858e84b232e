import "server-only";
// The nonce of the render under way: the entry (entry/csp.mjs) gives each render a fresh one
// in the request's Content-Security-Policy header, Next puts it on the scripts it writes, and an
// inline script of the site's own takes it from here. Only scripts that carry it are listed in the
// page's policy, so an inline script without it does not run.
import { headers } from "next/headers";

const NONCE_SOURCE = /'nonce-([A-Za-z0-9+/_-]+={0,2})'/;

/** The render's nonce, or undefined (development, or a render the entry did not start). */
export async function scriptNonce(): Promise<string | undefined> {
  const policy = (await headers()).get("content-security-policy");
  return policy ? NONCE_SOURCE.exec(policy)?.[1] : undefined;
}
