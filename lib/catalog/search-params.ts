// A list page's state lives in its URL (shareable, and the back button works): read it, and
// build links that change one part of it.

/** Cards per list page: three full rows on a desktop, a short scroll on a phone. */
export const LIST_PAGE_SIZE = 9;

export type RawSearchParams = Record<string, string | string[] | undefined>;

export function param(params: RawSearchParams, name: string): string | undefined {
  const value = params[name];
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed : undefined;
}

export function pageParam(params: RawSearchParams): number {
  const raw = param(params, "page");
  const page = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return Math.max(1, page);
}

/** `path?…` with `changes` applied (undefined removes a key); changing a filter resets the page. */
export function hrefWith(
  path: string,
  params: RawSearchParams,
  changes: Record<string, string | number | undefined>,
): string {
  const next = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first) next.set(key, first);
  }
  if (!("page" in changes)) next.delete("page");
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === "" || (key === "page" && Number(value) <= 1)) next.delete(key);
    else next.set(key, String(value));
  }
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}
