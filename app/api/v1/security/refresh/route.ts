// POST /api/v1/security/refresh: new tokens for a refresh token, rotated in place (the session
// keeps its id). API clients send {refresh_token} and get {token}; the web client sends nothing and
// its refresh cookie is used: the answer sets the new cookies and carries no token. A failure from
// the cookie clears the cookies (the visitor is signed out quietly), except a race with another
// tab, answered 401 with code REFRESH_RACE_CODE and nothing cleared or revoked, and except when an
// earlier account waits on the 'login as' stack: it becomes active ({switched_to}).
// GET /api/v1/security/refresh?next=/path: the same from the cookie for server rendering, which
// cannot set cookies: 303 back to `next`, or to sign-in with the cookies cleared.
import { z } from "zod";
import { REFRESH_RACE_CODE, signInPath } from "@/lib/auth/refresh";
import { safeReturnPath } from "@/lib/auth/return-path";
import { serverEnv } from "@/server/env";
import { WEB_CLIENT_ID } from "@/shared/site";
import { resumeStackedAccount } from "@/server/auth/account-stack";
import { authCookieNames, clearSessionCookies, readCookie, sessionCookies, withCookies } from "@/server/auth/cookies";
import { toIdentity } from "@/server/auth/identity";
import { assertSiteClient } from "@/server/auth/request-auth";
import { rotateRefreshToken, type Rotation } from "@/server/auth/rotation";
import { displayName } from "@/server/auth/sign-in";
import { HttpError } from "@/server/http/errors";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler, errorResponse, readJson } from "@/server/http/handler";
import { clientIp } from "@/server/http/client-address";
import { refreshQuery } from "@/shared/queries/account";
import { parseQuery } from "@/shared/queries/query";

export const dynamic = "force-dynamic";

const schema = z.object({ refresh_token: z.string().max(300).optional() });
const ENDED = "نشست شما معتبر نیست؛ لطفاً دوباره وارد شوید.";

function rotate(request: Request, token: string): Promise<Rotation> {
  return rotateRefreshToken(token, {
    clientId: WEB_CLIENT_ID,
    userAgent: request.headers.get("user-agent"),
    ip: clientIp(request),
  });
}

const refused = (rotation: Rotation) =>
  new HttpError(401, ENDED, { code: !rotation.ok && rotation.reason === "race" ? REFRESH_RACE_CODE : 0 });

export const POST = apiHandler(async (request: Request) => {
  const { refresh_token } = schema.parse(await readJson(request));
  if (refresh_token) {
    const rotation = await rotate(request, refresh_token);
    if (!rotation.ok) throw refused(rotation);
    return { token: rotation.tokens };
  }

  const cookie = readCookie(request, authCookieNames().refresh);
  if (cookie) assertSiteClient(request);
  const rotation: Rotation = cookie ? await rotate(request, cookie) : { ok: false, reason: "unknown" };
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (rotation.ok) {
    withCookies(headers, sessionCookies(rotation.tokens, displayName(rotation.user)));
    return Response.json({ expires_in: rotation.tokens.expires_in }, { headers });
  }
  if (rotation.reason !== "race") {
    // The active account's session is over: an earlier account on the 'login as' stack (the admin
    // whose support session just ran out) becomes active again, as signing out would do.
    const resumed = await resumeStackedAccount(request);
    if (resumed) {
      withCookies(headers, resumed.cookies);
      return Response.json({ switched_to: toIdentity(resumed.user) }, { headers });
    }
  }
  const response = errorResponse(refused(rotation));
  if (rotation.reason !== "race") withCookies(response.headers, clearSessionCookies());
  return response;
});

/** A client-side navigation's (or prefetch's) fetch of the page data, not a document load. */
const isRouterFetch = (request: Request) =>
  request.headers.get("rsc") === "1" || new URL(request.url).searchParams.has("_rsc");

export const GET = apiHandler(
  async (request: Request) => {
    // Next's router follows a server redirect here with a fetch that expects page data; anything
    // else makes it load the URL as a document, which then does the work below. So a router fetch
    // (or a prefetch) never rotates: it would spend the refresh token on an answer the router drops.
    if (isRouterFetch(request)) return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
    const next =
      safeReturnPath(
        parseQuery(refreshQuery, new URL(request.url).searchParams).next,
        new URL(serverEnv().SITE_URL).origin,
      ) ?? "/profile";
    const cookie = readCookie(request, authCookieNames().refresh);
    const rotation: Rotation = cookie ? await rotate(request, cookie) : { ok: false, reason: "unknown" };
    // A relative Location: the browser resolves it against this site, whatever host it used.
    const resumed = !rotation.ok && rotation.reason !== "race" ? await resumeStackedAccount(request) : null;
    const headers = new Headers({
      "Cache-Control": "no-store",
      Location: rotation.ok || rotation.reason === "race" || resumed ? next : signInPath(next),
    });
    if (rotation.ok) withCookies(headers, sessionCookies(rotation.tokens, displayName(rotation.user)));
    else if (resumed) withCookies(headers, resumed.cookies);
    else if (rotation.reason !== "race") withCookies(headers, clearSessionCookies());
    return new Response(null, { status: 303, headers });
  },
  { cache: notShared },
);
