import "server-only";
// A detail page's metadata from the entry it shows: the page and its metadata read the entry by the
// same loader (components/catalog/detail-entry.ts, once per request), and the metadata says what of
// it makes the title, the description, the canonical path and the picture.
import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo";

type PageSeo = Parameters<typeof pageMetadata>[0];

export function entryMetadata<Params, Entry>(
  load: (params: Params) => Promise<Entry>,
  seoOf: (entry: Entry) => PageSeo,
): (props: { params: Params }) => Promise<Metadata> {
  return async ({ params }) => pageMetadata(seoOf(await load(params)));
}
