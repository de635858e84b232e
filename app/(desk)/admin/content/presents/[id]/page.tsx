import type { Metadata } from "next";
import { ContentHeading } from "@/components/desk/content/content-heading";
import { PresentEditor } from "@/components/desk/content/present-editor";
import { contentPresentPath, contentPresentsApi, contentPresentsPath } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { pageIdParam } from "@/lib/route-params";
import { editsContent } from "../../content-access";

export const metadata: Metadata = { title: "ویرایش پیشنهاد" };

type Props = { params: Promise<{ id: string }> };

// One present in the desk: its fields, its publishing, its former addresses and its versions.
export default async function PresentEditPage({ params }: Props) {
  const raw = (await params).id;
  await requireStaff(`${contentPresentsPath}/${encodeURIComponent(raw)}`, editsContent);
  const api = await authServerApi();
  const id = pageIdParam(raw);
  const [item, versions] = await Promise.all([
    contentPresentsApi.get(api, id, { page: true }),
    contentPresentsApi.versions(api, id, { page: true }),
  ]);
  return (
    <div className="grid gap-6">
      <ContentHeading back={{ href: contentPresentsPath, label: "همه پیشنهادها" }} title={item.title} item={item} />
      <PresentEditor key={contentPresentPath(item.id)} item={item} versions={versions} />
    </div>
  );
}
