import type { Metadata } from "next";
import { formatJalaliDateTime } from "@/shared/format/date";
import { DESK_KINDS } from "../desk-kinds";
import { contentListPage } from "../list-page";

export const metadata: Metadata = { title: "کسب‌وکارها در محتوا" };

// The content desk's businesses: every business whatever its state, the last edited first, in the
// desk's shared list: each with its tagline, category and stage, its address and its last change.
export default contentListPage({
  kind: DESK_KINDS.businesses,
  lines: (business) => (
    <>
      <p className="text-sm leading-6 text-muted">{business.tagline}</p>
      <p className="text-sm text-muted">
        {business.category} · {business.stage_label} · آخرین تغییر: {formatJalaliDateTime(business.updated_at)} ·{" "}
        <bdi>/businesses/{business.slug}</bdi>
      </p>
    </>
  ),
});
