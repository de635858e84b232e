import "server-only";
// Who may ask the desk's API for people's data (issue 35). A browser sends the staff member's
// cookie with whatever a page asks for: an `<img>` (a cover set to /api/v1/admin/requests/4), a
// stylesheet, a frame, a prefetch of a link. Such a load would read, export or download in their
// name, and each read writes an audit entry. The fetch metadata a browser adds (Sec-Fetch-Site,
// -Mode, -Dest) tells these loads from the desk's own calls, so the staff access check
// (server/staff/access.ts) and a reviewer's file download (server/desk/files.ts) refuse them
// before anything is read or audited:
// - a call from another site (`cross-site`, `same-site`) never passes;
// - a script's call (fetch, XHR) must come from the site's own client, which sends `client-id`
//   (another site cannot without a CORS preflight we never grant; a link prefetch does not);
// - a plain link (a navigation, or an `<a download>`) passes only where the desk opens one: the
//   CSV export and a request's files;
// - an image load passes only where the desk shows one: a request's image files, and only with the
//   address the desk gave this staff member (server/desk/files.ts);
// - anything else (a frame, a script, a style, a font, media, an object) and every prefetch or
//   prerender never passes.
// A call without fetch metadata (the server's own renders, scripts and services with a bearer
// token, browsers older than it) is judged by its credentials alone, as before.
import { WEB_CLIENT_ID } from "@/shared/site";
import { HttpError } from "./errors";

export const NOT_FROM_DESK_MESSAGE =
  "این درخواست از میز کار آوینوکس فرستاده نشده است (مثلاً تصویر یا پیوندی در صفحه‌ای آن را خواسته است) و پذیرفته نشد.";

/** What a browser's request is, by its fetch metadata; `none` when it carries none. */
export type BrowserLoad = "none" | "fetch" | "link" | "image" | "other";

export type DeskCallPolicy = {
  /** A plain link of the desk opens it (a download): a navigation from this site passes. */
  link?: boolean;
  /** An `<img>` of the desk shows it: an image load from this site passes. */
  image?: boolean;
};

const SCRIPT_MODES = new Set(["cors", "same-origin"]);

/** What kind of load the browser says this request is (none without fetch metadata). */
export function browserLoadOf(request: Request): BrowserLoad {
  const site = request.headers.get("sec-fetch-site");
  const mode = request.headers.get("sec-fetch-mode");
  const dest = request.headers.get("sec-fetch-dest");
  if (site === null && mode === null && dest === null) return "none";
  const empty = dest === null || dest === "empty";
  if (empty && (mode === null || SCRIPT_MODES.has(mode))) return "fetch";
  // A navigation is a document; a download by a link (`<a download>`) has no destination and,
  // depending on the browser, the navigate or the no-cors mode.
  if (
    (dest === "document" && (mode === null || mode === "navigate")) ||
    (empty && (mode === "navigate" || mode === "no-cors"))
  )
    return "link";
  if (dest === "image" && (mode === null || mode === "no-cors")) return "image";
  return "other";
}

/** A prefetch or a prerender: the browser (or Next's router) loading ahead, nobody looking yet. */
function isSpeculative(request: Request): boolean {
  const purpose = `${request.headers.get("sec-purpose") ?? ""} ${request.headers.get("purpose") ?? ""}`.toLowerCase();
  return purpose.includes("prefetch") || purpose.includes("prerender") || request.headers.has("next-router-prefetch");
}

/** 403 (in Persian, before anything is read) unless this is the desk's own call, or one of the loads `policy` lets through. */
export function assertDeskCall(request: Request, policy: DeskCallPolicy = {}): void {
  const load = browserLoadOf(request);
  if (load === "none") return;
  const site = request.headers.get("sec-fetch-site");
  // `none`: the person opened it themselves (typed, a bookmark), which only a link's address may be.
  const fromHere = site === null || site === "same-origin" || (site === "none" && load === "link");
  const allowed =
    (load === "fetch" && request.headers.get("client-id") === WEB_CLIENT_ID) ||
    (load === "link" && policy.link === true) ||
    (load === "image" && policy.image === true);
  if (!fromHere || !allowed || isSpeculative(request)) throw new HttpError(403, NOT_FROM_DESK_MESSAGE);
}
