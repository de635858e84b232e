// Shapes of the site search API: results grouped by the kind of thing found.

export const SEARCH_TYPES = [
  "business",
  "event",
  "mentor",
  "freelancer",
  "job",
  "project",
  "present",
  "faq",
  "page",
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Persian name of each group, as the API answers it in `type_label`. */
export const SEARCH_TYPE_LABELS: Readonly<Record<SearchType, string>> = {
  business: "کسب‌وکارها",
  event: "رویدادها",
  mentor: "منتورها",
  freelancer: "فریلنسرها",
  job: "فرصت‌های شغلی",
  project: "پروژه‌های های‌تک",
  present: "پیشنهادها",
  faq: "پرسش‌های متداول",
  page: "صفحه‌ها",
};

export function isSearchType(value: string | null | undefined): value is SearchType {
  return Boolean(value) && (SEARCH_TYPES as readonly string[]).includes(value!);
}

export type SearchHit = {
  id: number;
  title: string;
  summary: string;
  /** The site path of the item, e.g. "/events/ai-meetup-kerman". */
  url: string;
};

export type SearchGroup = {
  type: SearchType;
  type_label: string;
  /** Every match of this type (items holds at most a page of them). */
  total: number;
  items: SearchHit[];
};

/** Where an entity named by type and id lives on the site (GET /v1/search/resolve). */
export type ResolvedEntity = { type: SearchType; id: number; url: string };

/** The kinds of entity a /rm/{name}/{id} link can name (FAQ items and pages have no such links). */
export const RESOLVABLE_TYPES = ["event", "business", "mentor", "freelancer", "job", "project", "present"] as const;
export type ResolvableType = (typeof RESOLVABLE_TYPES)[number];

export function isResolvableType(value: string | null | undefined): value is ResolvableType {
  return Boolean(value) && (RESOLVABLE_TYPES as readonly string[]).includes(value!);
}
