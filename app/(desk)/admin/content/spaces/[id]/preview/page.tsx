import type { Metadata } from "next";
import { ContentPreview } from "@/components/desk/content/content-preview";
import { LocationCard } from "@/components/workspaces/location-card";
import { contentSpacePath, contentSpacesApi, contentSpacesPath } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { pageIdParam } from "@/lib/route-params";
import { editsContent } from "../../../content-access";

export const metadata: Metadata = { title: "پیش‌نمایش فضا", robots: { index: false, follow: false } };

// A workspace space as /workspaces will show it under its branch, whatever its state (a draft too),
// drawn by the site's own card. Never indexed.
export default async function SpacePreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: rawId } = await params;
  await requireStaff(`${contentSpacesPath}/${encodeURIComponent(rawId)}/preview`, editsContent);
  const id = pageIdParam(rawId);
  const item = await contentSpacesApi.get(await authServerApi(), id, { page: true });
  const { branch_id, name, description, floor, capacity, amenities, image, image_alt } = item;
  return (
    <ContentPreview notice="فضا در صفحه فضاهای کار چنین دیده می‌شود." state={item} editHref={contentSpacePath(id)}>
      <section aria-labelledby="preview-branch">
        <h1 id="preview-branch" className="mb-3 text-lg font-extrabold">
          {item.branch.name}
        </h1>
        <LocationCard
          location={{ id, branch_id, name, description, floor, capacity, amenities, image, image_alt, gallery: [] }}
          headingLevel={2}
        />
      </section>
    </ContentPreview>
  );
}
