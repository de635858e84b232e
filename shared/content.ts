// The lifecycle of the content the desk edits (issue 14): a draft is seen only in the desk; a
// published item is public from its `publish_at` on (at once when none); an archived item is
// gone from the site but kept, with its versions, in the desk.
export const CONTENT_STATUSES = {
  draft: "پیش‌نویس",
  published: "منتشرشده",
  archived: "بایگانی‌شده",
} as const;

export type ContentStatus = keyof typeof CONTENT_STATUSES;

export function isContentStatus(value: unknown): value is ContentStatus {
  return typeof value === "string" && Object.hasOwn(CONTENT_STATUSES, value);
}

/** Whether an item in this state is on the public site at `now`. */
export function isPublicAt(item: { status: ContentStatus; publishAt: Date | null }, now: Date = new Date()): boolean {
  return item.status === "published" && (item.publishAt === null || item.publishAt.getTime() <= now.getTime());
}

/** The kinds the content desk's home counts by state (GET /api/v1/admin/content/counts). */
export const COUNTED_CONTENT_KINDS = [
  "events",
  "pages",
  "faq",
  "businesses",
  "jobs",
  "job_units",
  "projects",
  "presents",
  "spaces",
  "plans",
  "mentors",
  "freelancers",
  "branches",
  "coupons",
] as const;
export type CountedContentKind = (typeof COUNTED_CONTENT_KINDS)[number];
