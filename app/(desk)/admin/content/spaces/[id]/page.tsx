import type { Metadata } from "next";
import { ContentHeading } from "@/components/desk/content/content-heading";
import { SpaceEditor } from "@/components/desk/content/space-editor";
import { Link } from "@/components/navigation/link";
import {
  contentPlansPath,
  contentSpacePath,
  contentSpacesApi,
  contentSpacesPath,
} from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { pageIdParam } from "@/lib/route-params";
import { toPersianDigits } from "@/shared/format/digits";
import { editsContent } from "../../content-access";
import { loadBranchChoices } from "../branch-choices";

export const metadata: Metadata = { title: "ویرایش فضا" };

type Props = { params: Promise<{ id: string }> };

// One workspace space in the desk: its fields, its publishing and its versions, and a link to its plans.
export default async function SpaceEditPage({ params }: Props) {
  const raw = (await params).id;
  await requireStaff(`${contentSpacesPath}/${encodeURIComponent(raw)}`, editsContent);
  const api = await authServerApi();
  const id = pageIdParam(raw);
  const [item, versions, branches] = await Promise.all([
    contentSpacesApi.get(api, id, { page: true }),
    contentSpacesApi.versions(api, id, { page: true }),
    loadBranchChoices(api),
  ]);
  return (
    <div className="grid gap-6">
      <ContentHeading back={{ href: contentSpacesPath, label: "همه فضاها" }} title={item.name} item={item} />
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
      <SpaceEditor key={contentSpacePath(item.id)} item={item} branches={branches} versions={versions} />
    </div>
  );
}
