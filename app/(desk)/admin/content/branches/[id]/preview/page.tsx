import type { Metadata } from "next";
import { BranchCard } from "@/components/workspaces/branch-card";
import { DESK_KINDS } from "../../../desk-kinds";
import { contentPreviewPage, previewMetadata } from "../../../item-pages";

export const metadata: Metadata = previewMetadata("شعبه");

// A workspace branch as /workspaces will show it, whatever its state (a draft too), drawn by the
// site's own card. Never indexed.
export default contentPreviewPage({
  kind: DESK_KINDS.branches,
  notice: "شعبه در صفحه فضاهای کار چنین دیده می‌شود.",
  show: ({ slug, name, description, address, city, phone, hours, lat, lng, image, image_alt }, id) => (
    <section aria-labelledby="preview-branch">
      <h1 id="preview-branch" className="mb-3 text-lg font-extrabold">
        {name}
      </h1>
      <BranchCard branch={{ id, slug, name, description, address, city, phone, hours, lat, lng, image, image_alt }} />
    </section>
  ),
});
