import type { Metadata } from "next";
import { ContentHeading } from "@/components/desk/content/content-heading";
import { FaqEditor } from "@/components/desk/content/faq-editor";
import { contentFaqApi, contentFaqItemPath, contentFaqPath, faqCategoriesApi } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { pageIdParam } from "@/lib/route-params";
import { editsContent } from "../../content-access";

export const metadata: Metadata = { title: "ویرایش پرسش" };

type Props = { params: Promise<{ id: string }> };

// One FAQ question in the desk: its fields, its publishing and its versions.
export default async function FaqItemEditPage({ params }: Props) {
  const raw = (await params).id;
  await requireStaff(`${contentFaqPath}/${encodeURIComponent(raw)}`, editsContent);
  const api = await authServerApi();
  const id = pageIdParam(raw);
  const [item, versions, categories] = await Promise.all([
    contentFaqApi.get(api, id, { page: true }),
    contentFaqApi.versions(api, id, { page: true }),
    faqCategoriesApi.list(api, { page: true }),
  ]);
  return (
    <div className="grid gap-6">
      <ContentHeading back={{ href: contentFaqPath, label: "همه پرسش‌ها" }} title={item.question} item={item} />
      <FaqEditor key={contentFaqItemPath(item.id)} item={item} categories={categories} versions={versions} />
    </div>
  );
}
