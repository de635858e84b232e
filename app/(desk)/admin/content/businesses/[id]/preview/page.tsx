import type { Metadata } from "next";
import { BusinessAbout, BusinessFacts } from "@/components/businesses/business-detail";
import { ContentPreview, PreviewDetail } from "@/components/desk/content/content-preview";
import { contentBusinessesApi, contentBusinessesPath, contentBusinessPath } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { pageIdParam } from "@/lib/route-params";
import { editsContent } from "../../../content-access";

export const metadata: Metadata = { title: "پیش‌نمایش کسب‌وکار", robots: { index: false, follow: false } };

// A business as its public page will show it, whatever its state (a draft too), drawn by the public
// page's own parts (components/businesses/business-detail.tsx): its heading, its pictures with their
// text alternatives, its description, figures, gallery, path and team, and its facts. Never indexed
// (the desk's pages are not).
export default async function ContentBusinessPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: rawId } = await params;
  await requireStaff(`${contentBusinessesPath}/${encodeURIComponent(rawId)}/preview`, editsContent);
  const id = pageIdParam(rawId);
  const business = await contentBusinessesApi.get(await authServerApi(), id, { page: true });
  return (
    <ContentPreview notice="صفحه کسب‌وکار چنین دیده می‌شود." state={business} editHref={contentBusinessPath(id)}>
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
    </ContentPreview>
  );
}
