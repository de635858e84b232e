import "server-only";
// What a discount code's form and preview choose from: the site's service types (by slug).
import type { CouponServiceChoice } from "@/components/desk/content/coupon-form";
import type { ApiClient } from "@/lib/api/client";
import { workspacesApi } from "@/lib/api/resources/workspaces";

export async function loadCouponServices(api: ApiClient): Promise<Array<CouponServiceChoice & { id: number }>> {
  const services = await workspacesApi.services(api, { "per-page": 50 }, { page: true });
  return services.items.map(({ id, slug, title }) => ({ id, slug, title }));
}
