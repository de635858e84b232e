import "server-only";
// The browser's session cookies: the access token (HttpOnly: page JavaScript cannot read it), the
// refresh token (HttpOnly, sent only to the security endpoints), a readable hint with the display
// name (so public pages can show the menu without reading cookies on the server), and the
// 'login as' stack of earlier accounts (HttpOnly). Secure and name prefixes follow SITE_URL's
// scheme, never a request header a caller can write.
import { isHttpsSite, REFRESH_COOKIE_PATH, sessionCookieNames, type SessionCookieNames } from "@/shared/cookie-names";
import {
  encodeImpersonationHint,
  impersonationHintName,
  LOGIN_AS_SECONDS,
  type ImpersonationHint,
} from "@/shared/impersonation";
import { serverEnv } from "@/server/env";

type CookieOptions = { maxAge: number; httpOnly: boolean; path?: string };

export function secureSite(): boolean {
  return isHttpsSite(serverEnv().SITE_URL);
}

/** The session cookies' names for this site. */
export function authCookieNames(): SessionCookieNames {
  return sessionCookieNames(secureSite());
}

/** The cookies live as long as an idle session may; the server decides what their tokens are worth. */
export function sessionCookieSeconds(): number {
  return serverEnv().SESSION_IDLE_DAYS * 86_400;
}

function serialize(
  name: string,
  value: string,
  { maxAge, httpOnly, path = "/" }: CookieOptions,
  secure = secureSite(),
): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${path}`,
    `Max-Age=${maxAge}`,
    "SameSite=Lax",
    httpOnly ? "HttpOnly" : "",
    secure ? "Secure" : "",
  ]
    .filter(Boolean)
    .join("; ");
}

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function sessionCookies(tokens: { access_token: string; refresh_token: string }, displayName: string): string[] {
  const names = authCookieNames();
  const maxAge = sessionCookieSeconds();
  return [
    serialize(names.token, tokens.access_token, { maxAge, httpOnly: true }),
    serialize(names.refresh, tokens.refresh_token, { maxAge, httpOnly: true, path: REFRESH_COOKIE_PATH }),
    serialize(names.session, displayName, { maxAge, httpOnly: false }),
  ];
}

/** The readable name hint alone (after a profile edit renames the person). */
export function hintCookie(displayName: string): string {
  return serialize(authCookieNames().session, displayName, { maxAge: sessionCookieSeconds(), httpOnly: false });
}

/** Clears every session cookie; over https the unprefixed names of an earlier http setup too. */
export function clearSessionCookies(): string[] {
  const secure = secureSite();
  const spellings = secure ? [true, false] : [false];
  return spellings.flatMap((prefixed) => {
    const names = sessionCookieNames(prefixed);
    return [
      serialize(names.token, "", { maxAge: 0, httpOnly: true }, secure),
      serialize(names.refresh, "", { maxAge: 0, httpOnly: true, path: REFRESH_COOKIE_PATH }, secure),
      serialize(names.session, "", { maxAge: 0, httpOnly: false }, secure),
      serialize(names.accounts, "", { maxAge: 0, httpOnly: true }, secure),
      serialize(impersonationHintName(prefixed), "", { maxAge: 0, httpOnly: false }, secure),
    ];
  });
}

/**
 * The readable 'login as' hint the banner shows (display only: what the session may do is read from
 * its row). It lives as long as the impersonated session; `undefined` clears it.
 */
export function impersonationHintCookie(hint: ImpersonationHint | undefined): string {
  const name = impersonationHintName(secureSite());
  return hint
    ? serialize(name, encodeImpersonationHint(hint), { maxAge: LOGIN_AS_SECONDS, httpOnly: false })
    : serialize(name, "", { maxAge: 0, httpOnly: false });
}

/** Earlier accounts' refresh tokens, the last one below the active account. */
export function readAccountStack(request: Request): string[] {
  try {
    const parsed: unknown = JSON.parse(readCookie(request, authCookieNames().accounts) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === "string").slice(-5) : [];
  } catch {
    return [];
  }
}

export function accountStackCookie(stack: string[]): string {
  return serialize(authCookieNames().accounts, JSON.stringify(stack.slice(-5)), {
    maxAge: stack.length ? sessionCookieSeconds() : 0,
    httpOnly: true,
  });
}

/** The device cookie's name (server/auth/trusted-device.ts); prefixed like the session's over https. */
export function deviceCookieName(): string {
  return secureSite() ? "__Host-avinox_device" : "avinox_device";
}

/** The device cookie: HttpOnly, kept a year, through sign-outs (it says only "signed in here before"). */
export function deviceCookie(value: string): string {
  return serialize(deviceCookieName(), value, { maxAge: 365 * 86_400, httpOnly: true });
}

/** Appends cookies to a response's headers. */
export function withCookies(headers: Headers, cookies: string[]): Headers {
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}
