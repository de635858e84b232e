import type { Metadata } from "next";
import { stateSentence } from "@/components/desk/content/content-state";
import { Link } from "@/components/navigation/link";
import { PlanCard } from "@/components/workspaces/plan-card";
import { contentPlanPath, contentPlansApi, contentPlansPath } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/lib/api/server";
import { requireStaff } from "@/lib/auth/staff";
import { pageIdParam } from "@/lib/route-params";
import type { LocationPlan } from "@/shared/types/workspaces";
import { editsContent } from "../../../content-access";

export const metadata: Metadata = { title: "پیش‌نمایش پلن", robots: { index: false, follow: false } };

// A workspace plan as /workspaces will show it under its space, whatever its state (a draft too),
// drawn by the site's own plan card (the price in rial, as the public API answers it). Never indexed.
export default async function PlanPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: rawId } = await params;
  await requireStaff(`${contentPlansPath}/${encodeURIComponent(rawId)}/preview`, editsContent);
  const id = pageIdParam(rawId);
  const item = await contentPlansApi.get(await authServerApi(), id, { page: true });
  const { id: planId, location_id, service_id, title, description, period, capacity, amenities } = item;
  const plan: LocationPlan = {
    id: planId,
    location_id,
    service_id,
    title,
    description,
    period,
    capacity,
    amenities,
    price: item.price_toman * 10,
  };
  const place = `${item.location.name}، ${item.location.branch_name}`;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
        <p className="font-bold">پیش‌نمایش: پلن در صفحه فضاهای کار چنین دیده می‌شود. {stateSentence(item)}</p>
        <Link href={contentPlanPath(id)} className="rounded font-bold underline underline-offset-4">
          بازگشت به ویرایش
        </Link>
      </div>
      <section aria-labelledby="preview-place" className="max-w-sm">
        <h1 id="preview-place" className="mb-3 text-lg font-extrabold">
          {place}
        </h1>
        <PlanCard plan={plan} service={item.service} place={place} headingLevel={2} />
      </section>
    </div>
  );
}
