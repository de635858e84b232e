import type { Metadata } from "next";
import { formatJalaliDateTime } from "@/shared/format/date";
import { DESK_KINDS } from "../desk-kinds";
import { contentListPage } from "../list-page";

export const metadata: Metadata = { title: "رویدادها در محتوا" };

// The content desk's events: every event whatever its state, the last edited first; a tab per
// state with its count, search, and the page in the URL (components/desk/content/content-list.tsx).
export default contentListPage({
  kind: DESK_KINDS.events,
  lines: (event) => (
    <p className="text-sm text-muted">
      شروع: {formatJalaliDateTime(event.starts_at)} · {event.category}
      {event.is_past && " · برگزار شده"}
    </p>
  ),
});
