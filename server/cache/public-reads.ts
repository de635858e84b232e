import "server-only";
// The API reads every anonymous visitor shares, and the entities each answer shows (issue 11).
// The entry's cache (entry/response-cache.mjs) keeps only answers that carry `Cache-Tag`, so
// this table is also the list of what may be cached at all: a read that depends on who asks
// (captcha, tracking lookups, coupons, the account) is simply not in it.
//
// Tags: a list or summary shows "<type>" (any change to that kind of entity changes it); a detail
// shows "<type>:<id>". A write to one entity invalidates both (./invalidate.ts).
import { CACHE_TAG_HEADER, COUNT_VIEW_HEADER } from "./response-cache-bridge";

/** The kinds of public content, as tags name them. */
export const CONTENT_TYPES = [
  "event",
  "business",
  "mentor",
  "freelancer",
  "job",
  "hitech",
  "present",
  "faq",
  "page",
  "workspace",
  "site",
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

type PublicRead = {
  type: ContentType | "all";
  /** One entity, named by the answer's `id`. */
  detail?: boolean;
  /** The read counts a view ("most visited"): replayed when the entry answers it from its cache. */
  countsView?: boolean;
};

const list = (type: ContentType): PublicRead => ({ type });
const viewed = (type: ContentType): PublicRead => ({ type, detail: true, countsView: true });

// Paths under /api/v1/, without a leading slash.
const PUBLIC_READS: Record<string, PublicRead> = {
  "event/index": list("event"),
  "event/tags": list("event"),
  "event/last-event": list("event"),
  "event/best-organizer": list("event"),
  "event/view": viewed("event"),
  "event/slug": viewed("event"),
  "event/ics": { type: "event", detail: true },
  business: list("business"),
  "business/categories": list("business"),
  "businesses/index": list("business"),
  "business/view": viewed("business"),
  "business/slug": viewed("business"),
  "businesses/view": viewed("business"),
  "businesses/slug": viewed("business"),
  "mentor/index": list("mentor"),
  "mentor/category-list": list("mentor"),
  "mentor/view": viewed("mentor"),
  "freelancer/index": list("freelancer"),
  "freelancer/category-list": list("freelancer"),
  "freelancer/city-list": list("freelancer"),
  "freelancer/view": viewed("freelancer"),
  "job/job-list": list("job"),
  "job/cities": list("job"),
  "career-apply/units": list("job"),
  "job/view": viewed("job"),
  "hitech/index": list("hitech"),
  "hitech/similar-hitech": list("hitech"),
  "hitech/view": viewed("hitech"),
  "present/index": list("present"),
  "present/view": viewed("present"),
  "present/slug": viewed("present"),
  "faq/categories": list("faq"),
  "faq/category": list("faq"),
  "faq/items": list("faq"),
  "faq/view": viewed("faq"),
  "page/index": list("page"),
  "page/view": { type: "page", detail: true },
  service: list("workspace"),
  branch: list("workspace"),
  location: list("workspace"),
  "location-plan": list("workspace"),
  "site/contact": list("site"),
  "site/provinces": list("site"),
  "site/cities": list("site"),
  search: { type: "all" },
  "search/resolve": { type: "all" },
};

function publicReadOf(pathname: string): PublicRead | undefined {
  const path = pathname.replace(/^\/api\/v1\//, "").replace(/\/$/, "");
  // A plan by its id in the path (location-plan/{id}) is a workspace summary like the list.
  return PUBLIC_READS[path] ?? (/^location-plan\/[^/]+$/.test(path) ? list("workspace") : undefined);
}

/** The tags of one entity: its own page, and every list of its kind. */
export function entityTags(type: ContentType, id: number | string): string[] {
  return [type, `${type}:${id}`];
}

function idOf(result: unknown): string | undefined {
  const id = result && typeof result === "object" && "id" in result ? (result as { id: unknown }).id : undefined;
  return typeof id === "number" || typeof id === "string" ? String(id) : undefined;
}

/**
 * Names on a successful GET's answer what it shows, when it is a public read. `result` is what the
 * handler returned (a detail's object, whose `id` names the entity).
 */
export function tagPublicRead(request: Request, response: Response, result: unknown): Response {
  if (request.method !== "GET" || response.status !== 200) return response;
  const read = publicReadOf(new URL(request.url).pathname);
  if (!read) return response;
  const id = read.detail ? idOf(result) : undefined;
  if (read.detail && !id) return response;
  const tags = read.type === "all" ? [...CONTENT_TYPES] : id ? [`${read.type}:${id}`] : [read.type];
  response.headers.set(CACHE_TAG_HEADER, tags.join(" "));
  if (read.countsView && id) response.headers.set(COUNT_VIEW_HEADER, `${read.type}:${id}`);
  return response;
}
