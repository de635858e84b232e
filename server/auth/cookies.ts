import "server-only";
// The browser's session cookies: the token (HttpOnly: page JavaScript cannot read it), a readable
// hint with the display name (so public pages can show the menu without reading cookies on the
// server), and the 'login as' stack of earlier accounts (HttpOnly).
import { cookieNames, limits } from "@/lib/site";

type CookieOptions = { maxAge: number; httpOnly: boolean; secure: boolean };

function serialize(name: string, value: string, { maxAge, httpOnly, secure }: CookieOptions): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    "Path=/",
    `Max-Age=${maxAge}`,
    "SameSite=Lax",
    httpOnly ? "HttpOnly" : "",
    secure ? "Secure" : "",
  ]
    .filter(Boolean)
    .join("; ");
}

export function isSecureRequest(request: Request): boolean {
  const proto = request.headers.get("x-forwarded-proto") ?? new URL(request.url).protocol.replace(":", "");
  return proto === "https";
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

export function sessionCookies(request: Request, accessToken: string, displayName: string): string[] {
  const secure = isSecureRequest(request);
  return [
    serialize(cookieNames.token, accessToken, { maxAge: limits.authCookieSeconds, httpOnly: true, secure }),
    serialize(cookieNames.session, displayName, { maxAge: limits.authCookieSeconds, httpOnly: false, secure }),
  ];
}

export function clearSessionCookies(request: Request): string[] {
  const secure = isSecureRequest(request);
  return [
    serialize(cookieNames.token, "", { maxAge: 0, httpOnly: true, secure }),
    serialize(cookieNames.session, "", { maxAge: 0, httpOnly: false, secure }),
    serialize(cookieNames.accounts, "", { maxAge: 0, httpOnly: true, secure }),
  ];
}

/** Earlier accounts' access tokens, the last one below the active account. */
export function readAccountStack(request: Request): string[] {
  try {
    const parsed: unknown = JSON.parse(readCookie(request, cookieNames.accounts) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === "string").slice(-5) : [];
  } catch {
    return [];
  }
}

export function accountStackCookie(request: Request, stack: string[]): string {
  return serialize(cookieNames.accounts, JSON.stringify(stack.slice(-5)), {
    maxAge: stack.length ? limits.authCookieSeconds : 0,
    httpOnly: true,
    secure: isSecureRequest(request),
  });
}
