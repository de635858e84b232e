import type { Metadata } from "next";
import { contentJobsPath } from "@/lib/api/resources/desk-content";
import { formatJalaliDateTime } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { DESK_KINDS } from "../../desk-kinds";
import { contentListPage } from "../../list-page";

export const metadata: Metadata = { title: "واحدهای فرصت‌های شغلی" };

// The career units in the desk's shared list, in the site's order: each with its address (the jobs
// list filtered by it), how many positions it holds and how many are open on the site, and its last
// change. A unit the public does not see hides its positions too.
export default contentListPage({
  kind: DESK_KINDS.job_units,
  related: [{ href: contentJobsPath, label: "همه موقعیت‌ها" }],
  lines: (unit) => (
    <>
      <p className="text-sm leading-6 text-muted">
        <bdi>{unit.url}</bdi> · {toPersianDigits(unit.positions_count)} موقعیت ·{" "}
        {toPersianDigits(unit.open_positions_count)} موقعیت باز در سایت
      </p>
      <p className="text-sm text-muted">
        ترتیب نمایش: {toPersianDigits(unit.sort_order)} · آخرین تغییر: {formatJalaliDateTime(unit.updated_at)}
      </p>
    </>
  ),
});
