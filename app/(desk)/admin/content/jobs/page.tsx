import type { Metadata } from "next";
import { jobTypeLabel } from "@/components/jobs/job-format";
import { contentJobUnitsPath } from "@/lib/api/resources/desk-content";
import { formatJalaliDate, formatJalaliDateTime } from "@/shared/format/date";
import { DESK_KINDS } from "../desk-kinds";
import { contentListPage } from "../list-page";

export const metadata: Metadata = { title: "فرصت‌های شغلی در محتوا" };

// The content desk's job positions: every position whatever its state, the last edited first, in
// the desk's shared list: each with its unit, type and city, its last day to apply and its last change.
export default contentListPage({
  kind: DESK_KINDS.jobs,
  related: [{ href: contentJobUnitsPath, label: "واحدها" }],
  lines: (position) => (
    <>
      <p className="text-sm leading-6 text-muted">
        {position.unit.name} · {jobTypeLabel(position.type)} · {position.city}
      </p>
      <p className="text-sm text-muted">
        {position.expires_at
          ? `${position.is_expired ? "مهلت تمام شد" : "مهلت رزومه"}: ${formatJalaliDate(position.expires_at)}`
          : "تا تکمیل ظرفیت"}{" "}
        · آخرین تغییر: {formatJalaliDateTime(position.updated_at)}
      </p>
    </>
  ),
});
