import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/render/site-url";

export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/api/", "/auth", "/profile", "/admin"] }],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
