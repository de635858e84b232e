"use client";
// The API channels used in the browser. The session tokens live in HttpOnly cookies the page
// cannot read; the browser sends them itself, and a readable hint cookie says whether one exists.
// The access token is short-lived: a call it rode on that comes back 401 renews the session once
// (one renewal shared by every call waiting on it) and is retried; when the renewal is refused,
// the visitor is signed out quietly.
import axios, { isAxiosError } from "axios";
import { readSessionHint } from "@/lib/auth/session-hint";
import { REFRESH_ENDPOINT, REFRESH_RACE_CODE } from "@/lib/auth/refresh";
import { notifySessionEnded } from "@/lib/auth/session-end";
import { publicEnv } from "@/lib/public-env";
import { startProgress } from "@/lib/progress";
import { reportMessage } from "@/lib/report";
import { showToast } from "@/lib/toast";
import { createApiClient, type ApiClient, type ApiContext } from "./client";
import { contractHeaders } from "./headers";

function baseURL(): string {
  return publicEnv.apiBaseUrl ?? (typeof window !== "undefined" ? `${window.location.origin}/api` : "/api");
}

function fixedHeaders(): Record<string, string> {
  return contractHeaders(typeof window !== "undefined" ? window.navigator.userAgent : "");
}

let renewal: Promise<boolean> | undefined;
/** When the last renewal answered: calls sent before it carried the old cookies. */
let renewedAt = 0;

/** Asks the refresh endpoint for new cookies; true when the call may be retried. */
async function renew(): Promise<boolean> {
  try {
    // Straight through axios, not the client: a refused renewal must not renew itself or toast.
    await axios.post(
      `${baseURL()}${REFRESH_ENDPOINT}`,
      {},
      { headers: { ...fixedHeaders(), "Content-Type": "application/json" }, withCredentials: true, timeout: 20_000 },
    );
    renewedAt = Date.now();
    return true;
  } catch (error) {
    if (!isAxiosError(error) || error.response?.status !== 401) return false;
    if ((error.response.data as { code?: unknown } | undefined)?.code === REFRESH_RACE_CODE) {
      // Another tab renewed a moment ago; this browser already holds its cookies.
      renewedAt = Date.now();
      return true;
    }
    notifySessionEnded();
    return false;
  }
}

/** Single flight: every 401 that arrives while a renewal is under way waits for that one. */
export function renewSession(sentAt: number): Promise<boolean> {
  if (sentAt < renewedAt) return Promise.resolve(true);
  renewal ??= renew().finally(() => {
    renewal = undefined;
  });
  return renewal;
}

function browserContext(authenticated: boolean): ApiContext {
  return {
    baseURL: baseURL(),
    headers: fixedHeaders(),
    sessionSent: () => authenticated && readSessionHint() !== undefined,
    refreshSession: authenticated ? renewSession : undefined,
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
