// Runs before pages: sends visitors without any session cookie away from pages that need one early.
// (The `agent` cookie is the browser's to write: components/device/agent-cookie-script.tsx.)
// Never the only check: those pages verify the session through the API themselves (a cookie that
// is there but dead is found and cleared there, through the refresh route).
import { NextResponse, type NextRequest } from "next/server";
import { isHttpsSite, sessionCookieNames } from "@/shared/cookie-names";
import { safeReturnPath } from "@/lib/auth/return-path";
import { serverEnv } from "@/server/env";
import { cookieNames, limits } from "@/shared/site";

/** Pages that need sign-in, and where an anonymous visitor goes instead. */
function anonymousRedirect(request: NextRequest, returnTo: string): URL | undefined {
  const { pathname } = request.nextUrl;
  if (pathname === "/request-internship") {
    // SPEC §4: open sign-in with the return target and land on the home page.
    const url = new URL("/", request.url);
    url.searchParams.set("signin", "1");
    url.searchParams.set("next", returnTo);
    return url;
  }
  if (pathname === "/profile" || pathname.startsWith("/profile/") || pathname === "/cart/complete-profile") {
    const url = new URL("/auth", request.url);
    url.searchParams.set("next", returnTo);
    return url;
  }
  return undefined;
}

export function proxy(request: NextRequest) {
  const siteUrl = serverEnv().SITE_URL;
  const secure = isHttpsSite(siteUrl);
  const names = sessionCookieNames(secure);
  const hasSession = request.cookies.has(names.token) || request.cookies.has(names.session);
  // The return target passes the same judge as every other one before it is stored or sent on.
  const returnTo = safeReturnPath(request.nextUrl.pathname + request.nextUrl.search, new URL(siteUrl).origin) ?? "/";
  const away = hasSession ? undefined : anonymousRedirect(request, returnTo);
  const response = away ? NextResponse.redirect(away) : NextResponse.next();
  if (away) {
    response.cookies.set(cookieNames.loginCallback, returnTo, {
      maxAge: limits.loginCallbackCookieSeconds,
      path: "/",
      sameSite: "lax",
      secure,
    });
  }
  return response;
}

export const config = {
  // Pages only: not the API, Next's assets, or files with an extension.
  matcher: ["/((?!api/|_next/|media/|.*\\.[a-zA-Z0-9]+$).*)"],
};
