import type { Metadata } from "next";
import { SpaceEditor } from "@/components/desk/content/space-editor";
import { Link } from "@/components/navigation/link";
import { contentPlansPath } from "@/lib/api/resources/desk-content";
import { toPersianDigits } from "@/shared/format/digits";
import { DESK_KINDS } from "../../desk-kinds";
import { contentEditPage } from "../../item-pages";
import { loadBranchChoices } from "../branch-choices";

export const metadata: Metadata = { title: "ویرایش فضا" };

// One workspace space in the desk: its fields, its publishing and its versions, and a link to its plans.
export default contentEditPage({
  kind: DESK_KINDS.spaces,
  choices: loadBranchChoices,
  notes: (item) => (
    <>
      {!item.branch.is_public && (
        <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          شعبه این فضا ({item.branch.name}) در سایت نیست؛ تا آن شعبه منتشر نشود، این فضا و پلن‌هایش هم در سایت و فرم
          رزرو دیده نمی‌شوند.
        </p>
      )}
      <p className="text-sm text-muted">
        <Link
          href={`${contentPlansPath}?location_id=${item.id}`}
          className="rounded font-bold text-brand-800 underline underline-offset-4"
        >
          {toPersianDigits(item.plans_count)} پلن این فضا
        </Link>
        ؛ وقتی فضا در سایت نیست، پلن‌هایش هم در سایت و فرم رزرو نیستند.
      </p>
    </>
  ),
  editor: ({ item, versions, choices }) => <SpaceEditor item={item} branches={choices} versions={versions} />,
});
