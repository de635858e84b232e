import type { Metadata } from "next";
import { PlanCard } from "@/components/workspaces/plan-card";
import { tomanToRial } from "@/shared/format/number";
import type { AdminPlan, LocationPlan } from "@/shared/types/workspaces";
import { DESK_KINDS } from "../../../desk-kinds";
import { contentPreviewPage, previewMetadata } from "../../../item-pages";

export const metadata: Metadata = previewMetadata("پلن");

/** The plan as the public API answers it under its space (the price in rial). */
function publicPlan(item: AdminPlan): LocationPlan {
  const { id, location_id, service_id, title, description, period, capacity, amenities } = item;
  return {
    id,
    location_id,
    service_id,
    title,
    description,
    period,
    capacity,
    amenities,
    price: tomanToRial(item.price_toman),
  };
}

// A workspace plan as /workspaces will show it under its space, whatever its state (a draft too),
// drawn by the site's own plan card. Never indexed.
export default contentPreviewPage({
  kind: DESK_KINDS.plans,
  notice: "پلن در صفحه فضاهای کار چنین دیده می‌شود.",
  show: (item) => {
    const place = `${item.location.name}، ${item.location.branch_name}`;
    return (
      <section aria-labelledby="preview-place" className="max-w-sm">
        <h1 id="preview-place" className="mb-3 text-lg font-extrabold">
          {place}
        </h1>
        <PlanCard plan={publicPlan(item)} service={item.service} place={place} headingLevel={2} />
      </section>
    );
  },
});
