"use client";
// The API channels used in the browser. The session token lives in an HttpOnly cookie the page
// cannot read; the browser sends it itself, and a readable hint cookie says whether one exists.
import Cookies from "js-cookie";
import { publicEnv } from "@/lib/public-env";
import { startProgress } from "@/lib/progress";
import { reportMessage } from "@/lib/report";
import { cookieNames } from "@/lib/site";
import { showToast } from "@/lib/toast";
import { createApiClient, type ApiClient, type ApiContext } from "./client";
import { contractHeaders } from "./headers";

function browserContext(authenticated: boolean): ApiContext {
  const hasWindow = typeof window !== "undefined";
  return {
    baseURL: publicEnv.apiBaseUrl ?? (hasWindow ? `${window.location.origin}/api` : "/api"),
    headers: contractHeaders(hasWindow ? window.navigator.userAgent : ""),
    sessionSent: () => authenticated && Cookies.get(cookieNames.session) !== undefined,
    startProgress,
    notify: (text, kind) => showToast(text, kind),
    report: reportMessage,
    log: (message, extra) => console.info(message, extra),
  };
}

let publicClient: ApiClient | undefined;
let authClient: ApiClient | undefined;

/** Calls that need no session. */
export function publicApi(): ApiClient {
  publicClient ??= createApiClient(browserContext(false));
  return publicClient;
}

/** Calls made as the signed-in user (the HttpOnly cookie rides along; client-id guards CSRF). */
export function authApi(): ApiClient {
  authClient ??= createApiClient(browserContext(true));
  return authClient;
}
