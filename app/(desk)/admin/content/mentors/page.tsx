import type { Metadata } from "next";
import { formatJalaliDateTime } from "@/shared/format/date";
import { DESK_KINDS } from "../desk-kinds";
import { contentListPage } from "../list-page";

export const metadata: Metadata = { title: "منتورها در محتوا" };

// The content desk's mentors: every profile whatever its state, the last edited first, in the
// desk's shared list: each with its title and company, its category and its last change.
export default contentListPage({
  kind: DESK_KINDS.mentors,
  lines: (mentor) => (
    <>
      <p className="text-sm leading-6 text-muted">
        {mentor.company ? `${mentor.title} در ${mentor.company}` : mentor.title} · {mentor.category.name}
      </p>
      <p className="text-sm text-muted">آخرین تغییر: {formatJalaliDateTime(mentor.updated_at)}</p>
    </>
  ),
});
