import "server-only";
// The session cookies as server rendering sees them (the API reads them in server/auth/cookies).
import { cookies } from "next/headers";
import { serverEnv } from "@/server/env";
import { markRenderPrivate } from "./cache-marks";
import { isHttpsSite, sessionCookieNames, type SessionCookieNames } from "@/shared/cookie-names";

export function siteCookieNames(): SessionCookieNames {
  return sessionCookieNames(isHttpsSite(serverEnv().SITE_URL));
}

export function siteOrigin(): string {
  return new URL(serverEnv().SITE_URL).origin;
}

/** The access token cookie, and whether any session cookie is there at all (dead or alive). */
export async function requestSessionCookies(): Promise<{ token?: string; present: boolean }> {
  // What renders from here on is this visitor's: never shared (render/cache-marks.ts).
  markRenderPrivate();
  const jar = await cookies();
  const names = siteCookieNames();
  const token = jar.get(names.token)?.value || undefined;
  return { token, present: Boolean(token) || jar.has(names.session) };
}
