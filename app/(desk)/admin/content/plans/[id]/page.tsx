import type { Metadata } from "next";
import { PlanEditor } from "@/components/desk/content/plan-editor";
import { DESK_KINDS } from "../../desk-kinds";
import { contentEditPage } from "../../item-pages";
import { loadPlanChoices } from "../plan-choices";

export const metadata: Metadata = { title: "ویرایش پلن" };

// One workspace plan in the desk: its fields, its publishing and its versions.
export default contentEditPage({
  kind: DESK_KINDS.plans,
  choices: loadPlanChoices,
  notes: (item) =>
    !item.location.is_public && (
      <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
        فضای این پلن ({item.location.name}) در سایت نیست؛ تا آن فضا منتشر نشود، این پلن هم در سایت و فرم رزرو دیده
        نمی‌شود.
      </p>
    ),
  editor: ({ item, versions, choices }) => <PlanEditor item={item} choices={choices} versions={versions} />,
});
