import type { Metadata } from "next";
import { PreviewDetail } from "@/components/desk/content/content-preview";
import { PresentAbout, PresentFacts } from "@/components/presents/present-detail";
import { tomanToRial } from "@/shared/format/number";
import type { AdminPresent } from "@/shared/types/presents";
import { DESK_KINDS } from "../../../desk-kinds";
import { contentPreviewPage, previewMetadata } from "../../../item-pages";

export const metadata: Metadata = previewMetadata("پیشنهاد");

/** The desk's fields under the public API's names (the prices in rial, the discount worked out). */
function publicPresent(item: AdminPresent) {
  const price = tomanToRial(item.price_toman);
  const originalPrice = tomanToRial(item.original_price_toman);
  return {
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
}

// A present as its public page will show it, whatever its state (a draft too), drawn by the public
// page's own parts (components/presents/present-detail.tsx) from the desk's fields under the public
// API's names: its image with its text alternative, its description, what it includes and its
// conditions, its kind, its price and its last day. Never indexed.
export default contentPreviewPage({
  kind: DESK_KINDS.presents,
  notice: "پیشنهاد با این متن چنین دیده می‌شود.",
  show: (item) => {
    const present = publicPresent(item);
    return (
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
    );
  },
});
