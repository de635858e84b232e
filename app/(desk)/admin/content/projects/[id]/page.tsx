import type { Metadata } from "next";
import { ContentHeading } from "@/components/desk/content/content-heading";
import { ProjectEditor } from "@/components/desk/content/project-editor";
import { contentProjectPath, contentProjectsApi, contentProjectsPath } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { pageIdParam } from "@/lib/route-params";
import { editsContent } from "../../content-access";

export const metadata: Metadata = { title: "ویرایش پروژه های‌تک" };

type Props = { params: Promise<{ id: string }> };

// One hi-tech project in the desk: its fields, its publishing and its versions.
export default async function ProjectEditPage({ params }: Props) {
  const raw = (await params).id;
  await requireStaff(`${contentProjectsPath}/${encodeURIComponent(raw)}`, editsContent);
  const api = await authServerApi();
  const id = pageIdParam(raw);
  const [item, versions] = await Promise.all([
    contentProjectsApi.get(api, id, { page: true }),
    contentProjectsApi.versions(api, id, { page: true }),
  ]);
  return (
    <div className="grid gap-6">
      <ContentHeading back={{ href: contentProjectsPath, label: "همه پروژه‌ها" }} title={item.title} item={item} />
      <ProjectEditor key={contentProjectPath(item.id)} item={item} versions={versions} />
    </div>
  );
}
