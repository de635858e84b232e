import type { Metadata } from "next";
import { ContentHeading } from "@/components/desk/content/content-heading";
import { JobUnitEditor } from "@/components/desk/content/job-unit-editor";
import { contentJobUnitPath, contentJobUnitsApi, contentJobUnitsPath } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { pageIdParam } from "@/lib/route-params";
import { editsContent } from "../../../content-access";

export const metadata: Metadata = { title: "ویرایش واحد" };

type Props = { params: Promise<{ id: string }> };

// One career unit in the desk: its fields, its publishing, its former addresses and its versions.
export default async function JobUnitEditPage({ params }: Props) {
  const raw = (await params).id;
  await requireStaff(`${contentJobUnitsPath}/${encodeURIComponent(raw)}`, editsContent);
  const api = await authServerApi();
  const id = pageIdParam(raw);
  const [item, versions] = await Promise.all([
    contentJobUnitsApi.get(api, id, { page: true }),
    contentJobUnitsApi.versions(api, id, { page: true }),
  ]);
  return (
    <div className="grid gap-6">
      <ContentHeading back={{ href: contentJobUnitsPath, label: "همه واحدها" }} title={item.name} item={item} />
      <JobUnitEditor key={contentJobUnitPath(item.id)} item={item} versions={versions} />
    </div>
  );
}
