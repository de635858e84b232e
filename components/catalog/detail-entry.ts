// A detail page's entry, read from the page's own URL segment once per request: the metadata and
// the page share the one API call (and the one counted view). An unreadable segment is the 404 page.
import { cache } from "react";
import { redirectToCurrentSlug } from "@/lib/canonical-slug";
import { pageIdParam, pageParam } from "@/lib/route-params";

/** The entry a numeric `[id]` segment names. */
export function entryById<T>(read: (id: number) => Promise<T>) {
  const readOnce = cache(read);
  return async (params: Promise<{ id: string }>): Promise<T> => readOnce(pageIdParam((await params).id));
}

/**
 * The entry a `[slug]` segment names. A slug it had before the content desk changed it (the API still
 * finds it) redirects permanently to `pathOf` its current one.
 */
export function entryBySlug<T extends { slug: string }>(
  read: (slug: string) => Promise<T>,
  pathOf: (slug: string) => string,
) {
  const readOnce = cache(read);
  return async (params: Promise<{ slug: string }>): Promise<T> => {
    const slug = pageParam((await params).slug);
    const entry = await readOnce(slug);
    redirectToCurrentSlug(slug, entry.slug, pathOf);
    return entry;
  };
}
