import "server-only";
// The API channels used while rendering on the server. When the API is this same app (no
// API_INTERNAL_URL, or the loopback address the entry gave itself), calls reach its route handlers
// in process (./in-process-api.ts): no socket, no second pass through the entry and Next's router.
// An API_INTERNAL_URL naming another backend is called over HTTP like any client would. Either way
// the visitor's address travels in a signed header (server/http/visitor.ts) and, for the
// authenticated channel, the session cookie's token as the bearer header (DESIGN "Accounts and
// sessions").
import { headers } from "next/headers";
import { serverEnv } from "@/server/env";
import { entryClientAddress, signVisitor, VISITOR_HEADER } from "@/server/http/visitor";
import { createApiClient, type ApiClient } from "@/lib/api/client";
import { contractHeaders, serverRenderHeaders } from "@/lib/api/headers";
import { reportMessage } from "@/lib/report";
import { markRenderPrivate, noteApiAnswer, noteApiFailure } from "./cache-marks";
import { inProcessAdapter } from "./in-process-api";
import { requestSessionCookies } from "./session-cookies";

/** This server's own address: API_INTERNAL_URL, else the origin `next start`/`next dev` listens on
 *  (Next records it when the port is bound, so `-p 3999` is honoured), else port $PORT. */
export function internalApiBaseUrl(): string {
  const origin =
    serverEnv().API_INTERNAL_URL ?? process.env.__NEXT_PRIVATE_ORIGIN ?? `http://127.0.0.1:${process.env.PORT || 3000}`;
  return origin.replace(/\/$/, "") + "/api";
}

/**
 * Whether the API is this app: no API_INTERNAL_URL, or the one the entry (server.mjs) set to its
 * own loopback listener and named in AVINOX_OWN_API_URL. Any other address is another backend.
 */
export function apiIsThisApp(): boolean {
  const configured = serverEnv().API_INTERNAL_URL;
  return !configured || configured === process.env.AVINOX_OWN_API_URL;
}

const sameAppAdapter = inProcessAdapter();

/** Every server render's calls: this server's API, how it is reached, and how long a page waits for it. */
function serverContext() {
  return {
    baseURL: internalApiBaseUrl(),
    timeout: serverEnv().API_INTERNAL_TIMEOUT_MS,
    adapter: apiIsThisApp() ? sameAppAdapter : undefined,
    report: reportMessage,
  };
}

/**
 * The contract's headers for this visitor: their device and os (and user agent), with their
 * address signed for the API's limits.
 */
async function visitorHeaders(): Promise<Record<string, string>> {
  markRenderPrivate();
  const incoming = await headers();
  const userAgent = incoming.get("user-agent") ?? "";
  return {
    ...contractHeaders(userAgent),
    ...(userAgent ? { "User-Agent": userAgent } : {}),
    [VISITOR_HEADER]: signVisitor(entryClientAddress(incoming)),
  };
}

/**
 * Public data while rendering a page (no cookies or other request headers read, so the page can
 * be shared). It calls as the site's renderer (serverRenderHeaders), not as a visitor: no
 * visitor's device, os or address. Each answer tells the entry's shared cache what the page shows
 * (its Cache-Tag); a failed call keeps the page out of it (./cache-marks.ts).
 */
export function publicServerApi(): ApiClient {
  const client = createApiClient({
    ...serverContext(),
    headers: serverRenderHeaders(),
    sessionSent: () => false,
  });
  client.axios.interceptors.response.use(
    (response) => {
      noteApiAnswer(response.headers as Record<string, unknown>);
      return response;
    },
    (error: unknown) => {
      noteApiFailure();
      throw error;
    },
  );
  return client;
}

/**
 * Public data that the API limits per visitor (e.g. /track's lookups), so the limit counts this
 * visitor and not the server. Reads the request's headers: the page renders per request.
 */
export async function visitorServerApi(): Promise<ApiClient> {
  return createApiClient({
    ...serverContext(),
    headers: await visitorHeaders(),
    sessionSent: () => false,
  });
}

/** The signed-in visitor's data while rendering a protected page. */
export async function authServerApi(): Promise<ApiClient> {
  const { token } = await requestSessionCookies();
  return createApiClient({
    ...serverContext(),
    headers: await visitorHeaders(),
    token,
    sessionSent: () => Boolean(token),
  });
}
