import type { Metadata } from "next";
import { formatJalaliDate, formatJalaliDateTime } from "@/shared/format/date";
import { DESK_KINDS } from "../desk-kinds";
import { contentListPage } from "../list-page";

export const metadata: Metadata = { title: "پیشنهادها در محتوا" };

// The content desk's presents (packages, discounts, gifts): every present whatever its state, the
// last edited first, in the desk's shared list: each with its kind, its last day and its last change.
export default contentListPage({
  kind: DESK_KINDS.presents,
  lines: (present) => (
    <>
      <p className="text-sm leading-6 text-muted">
        {present.kind_label} · <bdi>{present.url}</bdi>
      </p>
      <p className="text-sm text-muted">
        {present.valid_until
          ? `${present.is_expired ? "مهلت تمام شد" : "تا"}: ${formatJalaliDate(present.valid_until)}`
          : "بدون محدودیت زمانی"}{" "}
        · آخرین تغییر: {formatJalaliDateTime(present.updated_at)}
      </p>
    </>
  ),
});
