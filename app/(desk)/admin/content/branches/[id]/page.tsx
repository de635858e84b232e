import type { Metadata } from "next";
import { BranchEditor } from "@/components/desk/content/branch-editor";
import { Link } from "@/components/navigation/link";
import { deskCalendarPath } from "@/lib/api/resources/desk-calendar";
import { contentSpacesPath } from "@/lib/api/resources/desk-content";
import { toPersianDigits } from "@/shared/format/digits";
import { DESK_KINDS } from "../../desk-kinds";
import { contentEditPage } from "../../item-pages";

export const metadata: Metadata = { title: "ویرایش شعبه" };

// One workspace branch in the desk: its fields, its publishing and its versions, with links to its
// spaces and to its closed days in the reservation calendar.
export default contentEditPage({
  kind: DESK_KINDS.branches,
  notes: (item) => (
    <p className="text-sm leading-7 text-muted">
      <Link
        href={`${contentSpacesPath}?branch_id=${item.id}`}
        className="rounded font-bold text-brand-800 underline underline-offset-4"
      >
        {toPersianDigits(item.spaces_count)} فضای این شعبه
      </Link>
      ؛ وقتی شعبه در سایت نیست، فضاها و پلن‌هایش هم در سایت و فرم رزرو نیستند. روزهای تعطیل تاریخ‌دار شعبه در{" "}
      <Link
        href={`${deskCalendarPath}#branch-${item.id}`}
        className="rounded font-bold text-brand-800 underline underline-offset-4"
      >
        تقویم رزرو
      </Link>{" "}
      ثبت می‌شوند.
    </p>
  ),
  editor: ({ item, versions }) => <BranchEditor item={item} versions={versions} />,
});
