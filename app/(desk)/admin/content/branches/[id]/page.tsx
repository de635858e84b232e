import type { Metadata } from "next";
import { BranchEditor } from "@/components/desk/content/branch-editor";
import { ContentHeading } from "@/components/desk/content/content-heading";
import { Link } from "@/components/navigation/link";
import { deskCalendarPath } from "@/lib/api/resources/desk-calendar";
import {
  contentBranchesApi,
  contentBranchesPath,
  contentBranchPath,
  contentSpacesPath,
} from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { pageIdParam } from "@/lib/route-params";
import { toPersianDigits } from "@/shared/format/digits";
import { editsContent } from "../../content-access";

export const metadata: Metadata = { title: "ویرایش شعبه" };

type Props = { params: Promise<{ id: string }> };

// One workspace branch in the desk: its fields, its publishing and its versions, with links to its
// spaces and to its closed days in the reservation calendar.
export default async function BranchEditPage({ params }: Props) {
  const raw = (await params).id;
  await requireStaff(`${contentBranchesPath}/${encodeURIComponent(raw)}`, editsContent);
  const api = await authServerApi();
  const id = pageIdParam(raw);
  const [item, versions] = await Promise.all([
    contentBranchesApi.get(api, id, { page: true }),
    contentBranchesApi.versions(api, id, { page: true }),
  ]);
  return (
    <div className="grid gap-6">
      <ContentHeading back={{ href: contentBranchesPath, label: "همه شعبه‌ها" }} title={item.name} item={item} />
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
      <BranchEditor key={contentBranchPath(item.id)} item={item} versions={versions} />
    </div>
  );
}
