import type { Metadata } from "next";
import { deskCalendarPath } from "@/lib/api/resources/desk-calendar";
import { contentBranchesPath, contentPlansPath } from "@/lib/api/resources/desk-content";
import { formatJalaliDateTime } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { DESK_KINDS } from "../desk-kinds";
import { contentListPage } from "../list-page";
import { loadBranchChoices } from "./branch-choices";

export const metadata: Metadata = { title: "فضاهای کار در محتوا" };

// The content desk's workspace spaces: every space whatever its state, the last edited first, in
// the desk's shared list, narrowed to one branch when the URL names it (a branch's page links so):
// each with its branch, floor, capacity and how many plans it has.
export default contentListPage({
  kind: DESK_KINDS.spaces,
  narrow: {
    select: { id: "space-branch", name: "branch_id", label: "شعبه", allLabel: "همه شعبه‌ها" },
    choices: async (api) => (await loadBranchChoices(api)).map(({ id, name }) => ({ id, label: name })),
  },
  related: [
    { href: contentBranchesPath, label: "شعبه‌ها" },
    { href: contentPlansPath, label: "پلن‌ها و قیمت‌ها" },
    { href: deskCalendarPath, label: "تقویم رزرو" },
  ],
  lines: (space) => (
    <>
      <p className="text-sm leading-6 text-muted">
        {space.branch.name}
        {space.floor ? ` · ${space.floor}` : ""} · ظرفیت {toPersianDigits(space.capacity)} نفر ·{" "}
        {toPersianDigits(space.plans_count)} پلن
        {!space.branch.is_public && <strong className="text-amber-800"> · شعبه آن در سایت نیست</strong>}
      </p>
      <p className="text-sm text-muted">آخرین تغییر: {formatJalaliDateTime(space.updated_at)}</p>
    </>
  ),
});
