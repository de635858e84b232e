import type { Metadata } from "next";
import { deskCalendarPath } from "@/lib/api/resources/desk-calendar";
import { contentSpacesPath } from "@/lib/api/resources/desk-content";
import { formatJalaliDateTime } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { DESK_KINDS } from "../desk-kinds";
import { contentListPage } from "../list-page";

export const metadata: Metadata = { title: "شعبه‌ها در محتوا" };

// The content desk's workspace branches: every branch whatever its state, the last edited first, in
// the desk's shared list: each with its city, address and how many spaces it has.
export default contentListPage({
  kind: DESK_KINDS.branches,
  related: [
    { href: contentSpacesPath, label: "فضاها" },
    { href: deskCalendarPath, label: "تقویم رزرو" },
  ],
  lines: (branch) => (
    <>
      <p className="text-sm leading-6 text-muted">
        {branch.city} · {branch.address} · {toPersianDigits(branch.spaces_count)} فضا
      </p>
      <p className="text-sm text-muted">آخرین تغییر: {formatJalaliDateTime(branch.updated_at)}</p>
    </>
  ),
});
