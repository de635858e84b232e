// Runs before pages: keeps the `agent` cookie (device class: mobile 1, tablet 2, desktop 3) for a
// day (SPEC §4), and sends visitors without a session away from pages that need one early.
// Never the only check: those pages verify the session through the API themselves.
import { NextResponse, type NextRequest } from "next/server";
import { deviceClass } from "@/lib/device";
import { cookieNames, limits } from "@/lib/site";

/** Pages that need sign-in, and where an anonymous visitor goes instead. */
function anonymousRedirect(request: NextRequest): URL | undefined {
  const { pathname, search } = request.nextUrl;
  const target = pathname + search;
  if (pathname === "/request-internship") {
    // SPEC §4: open sign-in with the return target and land on the home page.
    const url = new URL("/", request.url);
    url.searchParams.set("signin", "1");
    url.searchParams.set("next", target);
    return url;
  }
  if (pathname === "/profile" || pathname.startsWith("/profile/") || pathname === "/cart/complete-profile") {
    const url = new URL("/auth", request.url);
    url.searchParams.set("next", target);
    return url;
  }
  return undefined;
}

export function proxy(request: NextRequest) {
  const secure = request.nextUrl.protocol === "https:";
  const signedIn = request.cookies.has(cookieNames.token);
  const away = signedIn ? undefined : anonymousRedirect(request);
  const response = away ? NextResponse.redirect(away) : NextResponse.next();
  if (away) {
    response.cookies.set(cookieNames.loginCallback, away.searchParams.get("next") ?? "/", {
      maxAge: limits.loginCallbackCookieSeconds,
      path: "/",
      sameSite: "lax",
      secure,
    });
  }
  if (!request.cookies.has(cookieNames.agent)) {
    response.cookies.set(cookieNames.agent, String(deviceClass(request.headers.get("user-agent") ?? "")), {
      maxAge: limits.agentCookieSeconds,
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
