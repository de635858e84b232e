// Runs before pages: keeps the `agent` cookie (device class: mobile 1, tablet 2, desktop 3) for a
// day (SPEC §4). Never the only check for anything protected (DESIGN "Accounts and sessions").
import { NextResponse, type NextRequest } from "next/server";
import { deviceClass } from "@/lib/device";
import { cookieNames, limits } from "@/lib/site";

export function proxy(request: NextRequest) {
  const response = NextResponse.next();
  if (!request.cookies.has(cookieNames.agent)) {
    response.cookies.set(cookieNames.agent, String(deviceClass(request.headers.get("user-agent") ?? "")), {
      maxAge: limits.agentCookieSeconds,
      path: "/",
      sameSite: "lax",
      secure: request.nextUrl.protocol === "https:",
    });
  }
  return response;
}

export const config = {
  // Pages only: not the API, Next's assets, or files with an extension.
  matcher: ["/((?!api/|_next/|.*\\.[a-zA-Z0-9]+$).*)"],
};
