import { tomanToRial } from "@/shared/format/number";
import type { Metadata } from "next";
import { ContentPreview, PreviewDetail } from "@/components/desk/content/content-preview";
import { PresentAbout, PresentFacts } from "@/components/presents/present-detail";
import { contentPresentPath, contentPresentsApi, contentPresentsPath } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { pageIdParam } from "@/lib/route-params";
import { editsContent } from "../../../content-access";

export const metadata: Metadata = { title: "پیش‌نمایش پیشنهاد", robots: { index: false, follow: false } };

// A present as its public page will show it, whatever its state (a draft too), drawn by the public
// page's own parts (components/presents/present-detail.tsx) from the desk's fields under the public
// API's names: its image with its text alternative, its description, what it includes and its
// conditions, its kind, its price and its last day. Never indexed.
export default async function PresentPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: rawId } = await params;
  await requireStaff(`${contentPresentsPath}/${encodeURIComponent(rawId)}/preview`, editsContent);
  const id = pageIdParam(rawId);
  const item = await contentPresentsApi.get(await authServerApi(), id, { page: true });
  const price = tomanToRial(item.price_toman);
  const originalPrice = tomanToRial(item.original_price_toman);
  const present = {
    ...item,
    image_alt: item.image_alt ?? `تصویر ${item.title}`,
    price,
    original_price: originalPrice,
    discount_percent:
      price !== null && originalPrice !== null && originalPrice > price
        ? Math.round((1 - price / originalPrice) * 100)
        : null,
    view_count: 0,
  };
  return (
    <ContentPreview notice="پیشنهاد با این متن چنین دیده می‌شود." state={item} editHref={contentPresentPath(id)}>
      <PreviewDetail
        list={{ href: "/presents", label: "پیشنهادها" }}
        path={item.url}
        title={item.title}
        lead={item.summary}
        label="درباره این پیشنهاد"
        factsLabel="قیمت و مهلت پیشنهاد"
        facts={<PresentFacts present={present} kindLabel={item.kind_label} />}
      >
        <PresentAbout present={present} />
      </PreviewDetail>
    </ContentPreview>
  );
}
