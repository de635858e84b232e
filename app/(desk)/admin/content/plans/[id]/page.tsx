import type { Metadata } from "next";
import { ContentHeading } from "@/components/desk/content/content-heading";
import { PlanEditor } from "@/components/desk/content/plan-editor";
import { contentPlanPath, contentPlansApi, contentPlansPath } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { pageIdParam } from "@/lib/route-params";
import { editsContent } from "../../content-access";
import { loadPlanChoices } from "../plan-choices";

export const metadata: Metadata = { title: "ویرایش پلن" };

type Props = { params: Promise<{ id: string }> };

// One workspace plan in the desk: its fields, its publishing and its versions.
export default async function PlanEditPage({ params }: Props) {
  const raw = (await params).id;
  await requireStaff(`${contentPlansPath}/${encodeURIComponent(raw)}`, editsContent);
  const api = await authServerApi();
  const id = pageIdParam(raw);
  const [item, versions, choices] = await Promise.all([
    contentPlansApi.get(api, id, { page: true }),
    contentPlansApi.versions(api, id, { page: true }),
    loadPlanChoices(api),
  ]);
  return (
    <div className="grid gap-6">
      <ContentHeading back={{ href: contentPlansPath, label: "همه پلن‌ها" }} title={item.title} item={item} />
      {!item.location.is_public && (
        <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          فضای این پلن ({item.location.name}) در سایت نیست؛ تا آن فضا منتشر نشود، این پلن هم در سایت و فرم رزرو دیده
          نمی‌شود.
        </p>
      )}
      <PlanEditor key={contentPlanPath(item.id)} item={item} choices={choices} versions={versions} />
    </div>
  );
}
