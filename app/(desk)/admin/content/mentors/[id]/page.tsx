import type { Metadata } from "next";
import { ContentHeading } from "@/components/desk/content/content-heading";
import { MentorEditor } from "@/components/desk/content/mentor-editor";
import { contentMentorPath, contentMentorsApi, contentMentorsPath } from "@/lib/api/resources/desk-content";
import { mentorsApi } from "@/lib/api/resources/mentors";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { pageIdParam } from "@/lib/route-params";
import { editsContent } from "../../content-access";

export const metadata: Metadata = { title: "ویرایش نمایه منتور" };

type Props = { params: Promise<{ id: string }> };

// One mentor's profile in the desk: its fields, its publishing and its versions.
export default async function MentorEditPage({ params }: Props) {
  const raw = (await params).id;
  await requireStaff(`${contentMentorsPath}/${encodeURIComponent(raw)}`, editsContent);
  const api = await authServerApi();
  const id = pageIdParam(raw);
  const [item, versions, categories] = await Promise.all([
    contentMentorsApi.get(api, id, { page: true }),
    contentMentorsApi.versions(api, id, { page: true }),
    mentorsApi.categories(api, { page: true }),
  ]);
  return (
    <div className="grid gap-6">
      <ContentHeading back={{ href: contentMentorsPath, label: "همه منتورها" }} title={item.name} item={item} />
      <MentorEditor
        key={contentMentorPath(item.id)}
        item={item}
        categories={categories.map(({ id: categoryId, name }) => ({ id: categoryId, name }))}
        versions={versions}
      />
    </div>
  );
}
