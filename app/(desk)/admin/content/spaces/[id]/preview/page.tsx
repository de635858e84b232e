import type { Metadata } from "next";
import { LocationCard } from "@/components/workspaces/location-card";
import { DESK_KINDS } from "../../../desk-kinds";
import { contentPreviewPage, previewMetadata } from "../../../item-pages";

export const metadata: Metadata = previewMetadata("فضا");

// A workspace space as /workspaces will show it under its branch, whatever its state (a draft too),
// drawn by the site's own card. Never indexed.
export default contentPreviewPage({
  kind: DESK_KINDS.spaces,
  notice: "فضا در صفحه فضاهای کار چنین دیده می‌شود.",
  show: ({ branch, branch_id, name, description, floor, capacity, amenities, image, image_alt }, id) => (
    <section aria-labelledby="preview-branch">
      <h1 id="preview-branch" className="mb-3 text-lg font-extrabold">
        {branch.name}
      </h1>
      <LocationCard
        location={{ id, branch_id, name, description, floor, capacity, amenities, image, image_alt, gallery: [] }}
        headingLevel={2}
      />
    </section>
  ),
});
