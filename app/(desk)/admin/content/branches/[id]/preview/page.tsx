import type { Metadata } from "next";
import { ContentPreview } from "@/components/desk/content/content-preview";
import { BranchCard } from "@/components/workspaces/branch-card";
import { contentBranchesApi, contentBranchesPath, contentBranchPath } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { pageIdParam } from "@/lib/route-params";
import { editsContent } from "../../../content-access";

export const metadata: Metadata = { title: "پیش‌نمایش شعبه", robots: { index: false, follow: false } };

// A workspace branch as /workspaces will show it, whatever its state (a draft too), drawn by the
// site's own card. Never indexed.
export default async function BranchPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: rawId } = await params;
  await requireStaff(`${contentBranchesPath}/${encodeURIComponent(rawId)}/preview`, editsContent);
  const id = pageIdParam(rawId);
  const item = await contentBranchesApi.get(await authServerApi(), id, { page: true });
  const { slug, name, description, address, city, phone, hours, lat, lng, image, image_alt } = item;
  return (
    <ContentPreview notice="شعبه در صفحه فضاهای کار چنین دیده می‌شود." state={item} editHref={contentBranchPath(id)}>
      <section aria-labelledby="preview-branch">
        <h1 id="preview-branch" className="mb-3 text-lg font-extrabold">
          {name}
        </h1>
        <BranchCard branch={{ id, slug, name, description, address, city, phone, hours, lat, lng, image, image_alt }} />
      </section>
    </ContentPreview>
  );
}
