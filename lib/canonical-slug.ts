// A page reached by a slug its entity no longer has (the desk changed it; the API still finds the
// entity by the old one, issue 14): a permanent redirect (308) to the current address, so shared
// links keep working and search engines move to the new one.
import { permanentRedirect } from "next/navigation";

/** Redirects to `path(current)` when the page was asked for another slug; returns otherwise. */
export function redirectToCurrentSlug(requested: string, current: string, path: (slug: string) => string): void {
  if (requested !== current) permanentRedirect(encodeURI(path(current)));
}
