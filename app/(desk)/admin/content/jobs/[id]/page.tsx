import type { Metadata } from "next";
import { ContentHeading } from "@/components/desk/content/content-heading";
import { JobEditor } from "@/components/desk/content/job-editor";
import { contentJobPath, contentJobsApi, contentJobsPath, contentJobUnitsApi } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { pageIdParam } from "@/lib/route-params";
import { editsContent } from "../../content-access";

export const metadata: Metadata = { title: "ویرایش موقعیت شغلی" };

type Props = { params: Promise<{ id: string }> };

// One job position in the desk: its fields, its publishing and its versions.
export default async function JobPositionEditPage({ params }: Props) {
  const raw = (await params).id;
  await requireStaff(`${contentJobsPath}/${encodeURIComponent(raw)}`, editsContent);
  const api = await authServerApi();
  const id = pageIdParam(raw);
  const [item, versions, units] = await Promise.all([
    contentJobsApi.get(api, id, { page: true }),
    contentJobsApi.versions(api, id, { page: true }),
    contentJobUnitsApi.list(api, { "per-page": 100 }, { page: true }).then((page) => page.items),
  ]);
  return (
    <div className="grid gap-6">
      <ContentHeading back={{ href: contentJobsPath, label: "همه موقعیت‌ها" }} title={item.title} item={item} />
      <JobEditor key={contentJobPath(item.id)} item={item} units={units} versions={versions} />
    </div>
  );
}
