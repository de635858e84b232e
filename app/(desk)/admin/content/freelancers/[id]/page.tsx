import type { Metadata } from "next";
import { ContentHeading } from "@/components/desk/content/content-heading";
import { FreelancerEditor } from "@/components/desk/content/freelancer-editor";
import { contentFreelancerPath, contentFreelancersApi, contentFreelancersPath } from "@/lib/api/resources/desk-content";
import { freelancersApi } from "@/lib/api/resources/freelancers";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { pageIdParam } from "@/lib/route-params";
import { editsContent } from "../../content-access";

export const metadata: Metadata = { title: "ویرایش نمایه فریلنسر" };

type Props = { params: Promise<{ id: string }> };

// One freelancer's profile in the desk: its fields, its publishing and its versions.
export default async function FreelancerEditPage({ params }: Props) {
  const raw = (await params).id;
  await requireStaff(`${contentFreelancersPath}/${encodeURIComponent(raw)}`, editsContent);
  const api = await authServerApi();
  const id = pageIdParam(raw);
  const [item, versions, categories] = await Promise.all([
    contentFreelancersApi.get(api, id, { page: true }),
    contentFreelancersApi.versions(api, id, { page: true }),
    freelancersApi.categories(api, { page: true }),
  ]);
  return (
    <div className="grid gap-6">
      <ContentHeading back={{ href: contentFreelancersPath, label: "همه فریلنسرها" }} title={item.name} item={item} />
      <FreelancerEditor
        key={contentFreelancerPath(item.id)}
        item={item}
        categories={categories.map(({ id: categoryId, name }) => ({ id: categoryId, name }))}
        versions={versions}
      />
    </div>
  );
}
