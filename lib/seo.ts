// Title, description, canonical URL and Open Graph for a page, in one call (DESIGN "Pages").
import type { Metadata } from "next";
import { site } from "@/shared/site";

// Pages take it from here with the rest of their metadata; the API's search shares it (shared/).
export { excerpt } from "@/shared/format/excerpt";

type PageSeo = {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/events/ai-meetup". */
  path: string;
  image?: string;
  type?: "website" | "article" | "profile";
  noindex?: boolean;
};

export function pageMetadata({ title, description, path, image, type = "website", noindex }: PageSeo): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type,
      locale: site.locale,
      siteName: site.title,
      title,
      description,
      url: path,
      ...(image ? { images: [{ url: image }] } : {}),
    },
    twitter: { card: image ? "summary_large_image" : "summary", title, description },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
