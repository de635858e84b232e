import type { Metadata } from "next";
import { BusinessAbout, BusinessFacts } from "@/components/businesses/business-detail";
import { PreviewDetail } from "@/components/desk/content/content-preview";
import { DESK_KINDS } from "../../../desk-kinds";
import { contentPreviewPage, previewMetadata } from "../../../item-pages";

export const metadata: Metadata = previewMetadata("کسب‌وکار");

// A business as its public page will show it, whatever its state (a draft too), drawn by the public
// page's own parts (components/businesses/business-detail.tsx): its heading, its pictures with their
// text alternatives, its description, figures, gallery, path and team, and its facts. Never indexed
// (the desk's pages are not).
export default contentPreviewPage({
  kind: DESK_KINDS.businesses,
  notice: "صفحه کسب‌وکار چنین دیده می‌شود.",
  show: (business) => (
    <PreviewDetail
      list={{ href: "/businesses", label: "کسب‌وکارها" }}
      path={business.url}
      title={business.name}
      lead={business.tagline}
      label="درباره کسب‌وکار"
      factsLabel={`مشخصات ${business.name}`}
      facts={<BusinessFacts business={business} />}
    >
      <BusinessAbout
        business={business}
        stats={business.stats}
        gallery={business.gallery}
        timelines={business.timelines}
        members={business.members}
      />
    </PreviewDetail>
  ),
});
