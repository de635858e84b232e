// What a content kind's test (tests/api/content/*) reads of the public side, the same way for every
// kind: its own public API, site search, the sitemap, and the outcome a public place shows when an
// item is hidden or shown. Each kind's `publicView` combines these with its own places.
import { expect } from "vitest";
import { GET as search } from "@/app/api/v1/search/route";
import sitemap from "@/app/sitemap";
import type { SearchGroup } from "@/shared/types/search";
import { getFrom, type RouteHandler } from "./http";

/** The digest Next throws for a page that is not found (see page-harness's `thrown`). */
export const NOT_FOUND_PAGE = "NEXT_HTTP_ERROR_FALLBACK;404";

/** The places every kind checks, as they are for an item the public may not see… */
export const PUBLICLY_HIDDEN = { listed: false, api: 404, searched: false, inSitemap: false, page: NOT_FOUND_PAGE };
/** …and for one it may. */
export const PUBLICLY_SHOWN = { listed: true, api: 200, searched: true, inSitemap: true, page: "rendered" };

/** Public reads of a kind's API at `apiPath` (e.g. "mentor/x"): `get` answers the response, `json` its body. */
export function publicReader(apiPath: string) {
  const get = (handler: RouteHandler, query = "") => getFrom(handler, query, { path: apiPath });
  const json = async <T>(handler: RouteHandler, query = ""): Promise<T> =>
    (await (await get(handler, query)).json()) as T;
  return { get, json };
}

/** Whether site search for `query` finds a hit of `type` at `path` (each hit's address read by `read`,
 *  e.g. decodeURI for a kind whose addresses hold Persian slugs). */
export async function searchFinds(
  type: string,
  query: string,
  path: string,
  read: (url: string) => string = (url) => url,
): Promise<boolean> {
  const groups = (await (
    await getFrom(search, `?q=${encodeURIComponent(query)}`, { path: "search" })
  ).json()) as SearchGroup[];
  return groups.find((g) => g.type === type)?.items.some((hit) => read(hit.url) === path) ?? false;
}

/** The ids of the hits of `type` site search finds for `query`. */
export async function searchHitIds(type: string, query: string): Promise<number[]> {
  const groups = (await (
    await getFrom(search, `?q=${encodeURIComponent(query)}`, { path: "search" })
  ).json()) as SearchGroup[];
  return groups.find((g) => g.type === type)?.items.map((hit) => hit.id) ?? [];
}

/** Whether the sitemap lists the address ending in `path` (addresses read decoded, as Persian slugs are typed). */
export async function sitemapHas(path: string): Promise<boolean> {
  return (await sitemap()).some((entry) => decodeURI(entry.url).endsWith(path));
}

/** A changed slug keeps answering: the API asked by the old slug (`byOldSlug`) answers the item under
 *  its new `slug`, and the page at the old slug (`pageAtOldSlug`, its outcome) redirects permanently to `url`. */
export async function expectFormerSlugAnswering(
  byOldSlug: () => Promise<Response>,
  pageAtOldSlug: () => Promise<string>,
  slug: string,
  url: string,
): Promise<void> {
  const response = await byOldSlug();
  expect(response.status).toBe(200);
  expect(((await response.json()) as { slug: string }).slug).toBe(slug);
  expect(await pageAtOldSlug()).toBe(`NEXT_REDIRECT;replace;${url};308;`);
}
