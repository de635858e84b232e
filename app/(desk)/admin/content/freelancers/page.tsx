import type { Metadata } from "next";
import { formatJalaliDateTime } from "@/shared/format/date";
import { DESK_KINDS } from "../desk-kinds";
import { contentListPage } from "../list-page";

export const metadata: Metadata = { title: "فریلنسرها در محتوا" };

// The content desk's freelancers: every profile whatever its state, the last edited first, in the
// desk's shared list: each with its title, city and category, and its last change.
export default contentListPage({
  kind: DESK_KINDS.freelancers,
  lines: (freelancer) => (
    <>
      <p className="text-sm leading-6 text-muted">
        {freelancer.title} · {freelancer.city} · {freelancer.category.name}
      </p>
      <p className="text-sm text-muted">آخرین تغییر: {formatJalaliDateTime(freelancer.updated_at)}</p>
    </>
  ),
});
