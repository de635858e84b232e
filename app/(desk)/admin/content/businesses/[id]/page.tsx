import type { Metadata } from "next";
import { BusinessEditor } from "@/components/desk/content/business-editor";
import { ContentHeading } from "@/components/desk/content/content-heading";
import { contentBusinessesApi, contentBusinessesPath, contentBusinessPath } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { pageIdParam } from "@/lib/route-params";
import { editsContent } from "../../content-access";

export const metadata: Metadata = { title: "ویرایش کسب‌وکار" };

type Props = { params: Promise<{ id: string }> };

// One business in the desk: its fields, its publishing and its versions.
export default async function ContentBusinessEditPage({ params }: Props) {
  const raw = (await params).id;
  await requireStaff(`${contentBusinessesPath}/${encodeURIComponent(raw)}`, editsContent);
  const api = await authServerApi();
  const id = pageIdParam(raw);
  const [business, versions] = await Promise.all([
    contentBusinessesApi.get(api, id, { page: true }),
    contentBusinessesApi.versions(api, id, { page: true }),
  ]);
  return (
    <div className="grid gap-6">
      <ContentHeading
        back={{ href: contentBusinessesPath, label: "همه کسب‌وکارها" }}
        title={business.name}
        item={business}
      />
      <BusinessEditor key={contentBusinessPath(business.id)} business={business} versions={versions} />
    </div>
  );
}
