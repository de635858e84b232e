import type { Metadata } from "next";
import { ContentHeading } from "@/components/desk/content/content-heading";
import { PageEditor } from "@/components/desk/content/page-editor";
import { contentPagePath, contentPagesApi, contentPagesPath } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { pageIdParam } from "@/lib/route-params";
import { editsContent } from "../../content-access";

export const metadata: Metadata = { title: "ویرایش صفحه" };

type Props = { params: Promise<{ id: string }> };

// One content page in the desk: its fields, its publishing and its versions.
export default async function ContentPageEditPage({ params }: Props) {
  const raw = (await params).id;
  await requireStaff(`${contentPagesPath}/${encodeURIComponent(raw)}`, editsContent);
  const api = await authServerApi();
  const id = pageIdParam(raw);
  const [page, versions] = await Promise.all([
    contentPagesApi.get(api, id, { page: true }),
    contentPagesApi.versions(api, id, { page: true }),
  ]);
  return (
    <div className="grid gap-6">
      <ContentHeading back={{ href: contentPagesPath, label: "همه صفحه‌ها" }} title={page.title} item={page} />
      <PageEditor key={contentPagePath(page.id)} page={page} versions={versions} />
    </div>
  );
}
