// A page reached by a slug its entity no longer has (the desk changed it; the API still finds the
// entity by the old one, issue 14): a permanent redirect (308) to the current address, so shared
// links keep working and search engines move to the new one.
import { permanentRedirect } from "next/navigation";

/** Redirects to `path(current)` when the page was asked for another slug; returns otherwise. */
export function redirectToCurrentSlug(requested: string, current: string, path: (slug: string) => string): void {
  if (requested !== current) permanentRedirect(encodeURI(path(current)));
}

/**
 * A list filtered by a slug its entity no longer has (`?unit=old`): a permanent redirect (308) to
 * the same address with the current slug and every other parameter kept; returns otherwise.
 */
export function redirectToCurrentParam(
  path: string,
  params: Record<string, string | string[] | undefined>,
  name: string,
  current: string | undefined,
): void {
  if (current === undefined || params[name] === current) return;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    for (const one of [value ?? []].flat()) query.append(key, key === name ? current : one);
  permanentRedirect(`${path}?${query.toString()}`);
}
