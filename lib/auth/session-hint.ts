// The readable session hint cookie, from the browser (its names: shared/cookie-names.ts).
import { readBrowserCookie } from "@/lib/browser-cookie";
import { sessionCookieNames } from "@/shared/cookie-names";

/**
 * The hint cookie as the browser sees it. The page cannot know SITE_URL, so both spellings are
 * tried (a browser only accepts the prefixed one over https, so they never disagree).
 */
export function readSessionHint(): string | undefined {
  return readBrowserCookie(sessionCookieNames(true).session) ?? readBrowserCookie(sessionCookieNames(false).session);
}
