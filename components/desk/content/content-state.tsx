// Where a piece of content stands, as the content desk shows it: the API's three statuses, with a
// published item whose publish_at is still ahead shown as "scheduled" (it is not on the site yet).
import type { ContentStatusFilter } from "@/lib/api/resources/desk-content";
import { formatJalaliDateTime } from "@/shared/format/date";
import type { ContentState } from "@/shared/types/content";

export type ShownState = ContentStatusFilter;

/** The list's tabs and each item's badge, in the order an item moves through them. */
export const SHOWN_STATES: Record<ShownState, string> = {
  draft: "پیش‌نویس",
  scheduled: "زمان‌بندی‌شده",
  published: "منتشرشده",
  archived: "بایگانی‌شده",
};

export function shownState(item: Pick<ContentState, "status" | "is_public">): ShownState {
  return item.status === "published" && !item.is_public ? "scheduled" : item.status;
}

const TONES: Record<ShownState, string> = {
  draft: "border-stone-300 bg-stone-100 text-stone-800",
  scheduled: "border-amber-200 bg-amber-50 text-amber-900",
  published: "border-brand-200 bg-brand-50 text-brand-900",
  archived: "border-slate-300 bg-slate-100 text-slate-800",
};

export function ContentStateBadge({ item }: { item: Pick<ContentState, "status" | "is_public"> }) {
  const state = shownState(item);
  return (
    <span className={`inline-flex rounded-full border px-3 py-0.5 text-sm font-bold whitespace-nowrap ${TONES[state]}`}>
      {SHOWN_STATES[state]}
    </span>
  );
}

/** One sentence on who sees the item now. */
export function stateSentence(item: Pick<ContentState, "status" | "is_public" | "publish_at">): string {
  switch (shownState(item)) {
    case "draft":
      return "پیش‌نویس است و فقط در میز کار دیده می‌شود.";
    case "scheduled":
      return `از ${item.publish_at ? formatJalaliDateTime(item.publish_at) : "زمان تعیین‌شده"} در سایت دیده می‌شود.`;
    case "published":
      return "در سایت دیده می‌شود.";
    case "archived":
      return "بایگانی شده است: در سایت دیده نمی‌شود و با تاریخچه‌اش نگه داشته می‌شود.";
  }
}
