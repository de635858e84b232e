// sitemap.xml: every public page and every entity, read through the API like any other page.
import type { MetadataRoute } from "next";
import { publicServerApi } from "@/render/api";
import type { ApiClient } from "@/lib/api/client";
import { aboutNav, mainNav, requestNav } from "@/shared/site";
import { absoluteUrl } from "@/render/site-url";

export const dynamic = "force-dynamic";

type Entity = { id: number; slug?: string; category_id?: number; created_at?: string; posted_at?: string };

const SECTIONS: Array<{ endpoint: string; path: (e: Entity) => string }> = [
  { endpoint: "/v1/event/index", path: (e) => `/events/${e.slug}` },
  { endpoint: "/v1/businesses/index", path: (e) => `/businesses/${e.slug}` },
  { endpoint: "/v1/mentor/index", path: (e) => `/mentors/${e.id}` },
  { endpoint: "/v1/freelancer/index", path: (e) => `/freelancers/${e.id}` },
  { endpoint: "/v1/job/job-list", path: (e) => `/jobs/${e.id}` },
  { endpoint: "/v1/hitech/index", path: (e) => `/projects/${e.id}` },
  { endpoint: "/v1/present/index", path: (e) => `/presents/${e.slug}` },
  { endpoint: "/v1/page/index", path: (e) => `/page/${e.slug}` },
  { endpoint: "/v1/faq/items", path: (e) => `/faq/item/${e.category_id}/${e.id}` },
];

/** Every page of a list (50 at a time). */
async function everything(client: ApiClient, endpoint: string): Promise<Entity[]> {
  const all: Entity[] = [];
  for (let page = 1; page <= 40; page++) {
    const list = await client.list<Entity>(endpoint, {
      params: { page, "per-page": 50, fields: "id,slug,category_id,created_at,posted_at" },
    });
    all.push(...list.items);
    if (page >= list.pageCount) break;
  }
  return all;
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const client = publicServerApi();
  const staticPages = [
    "/",
    ...mainNav.map((n) => n.href),
    ...requestNav.map((n) => n.href),
    ...aboutNav.map((n) => n.href),
    "/faq",
    "/club",
    "/invite",
    "/track",
    "/mentors/mentor-request",
    "/mentors/join",
    "/jobs/apply",
  ];
  const entries: MetadataRoute.Sitemap = staticPages.map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: "daily",
    priority: path === "/" ? 1 : 0.7,
  }));
  const lists = await Promise.all(
    SECTIONS.map(async (section) => ({
      section,
      items: await everything(client, section.endpoint).catch(() => [] as Entity[]),
    })),
  );
  for (const { section, items } of lists) {
    for (const item of items) {
      const modified = item.posted_at ?? item.created_at;
      entries.push({
        url: absoluteUrl(section.path(item)),
        ...(modified ? { lastModified: modified } : {}),
        changeFrequency: "weekly",
        priority: 0.6,
      });
    }
  }
  return entries;
}
