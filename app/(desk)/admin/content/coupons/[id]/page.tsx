import type { Metadata } from "next";
import { ContentHeading } from "@/components/desk/content/content-heading";
import { CouponEditor } from "@/components/desk/content/coupon-editor";
import { couponUsesText, couponWindowText } from "@/components/desk/content/coupon-format";
import { contentCouponPath, contentCouponsApi, contentCouponsPath } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { pageIdParam } from "@/lib/route-params";
import { editsContent } from "../../content-access";
import { loadCouponServices } from "../service-choices";

export const metadata: Metadata = { title: "ویرایش کد تخفیف" };

type Props = { params: Promise<{ id: string }> };

// One discount code in the desk: its window and uses so far, its fields, its publishing and its versions.
export default async function CouponEditPage({ params }: Props) {
  const raw = (await params).id;
  await requireStaff(`${contentCouponsPath}/${encodeURIComponent(raw)}`, editsContent);
  const api = await authServerApi();
  const id = pageIdParam(raw);
  const [item, versions, services] = await Promise.all([
    contentCouponsApi.get(api, id, { page: true }),
    contentCouponsApi.versions(api, id, { page: true }),
    loadCouponServices(api),
  ]);
  return (
    <div className="grid gap-6">
      <ContentHeading back={{ href: contentCouponsPath, label: "همه کدهای تخفیف" }} title={item.code} item={item} />
      <p className="text-sm leading-6 text-muted">
        {couponWindowText(item)} · {couponUsesText(item)}
      </p>
      <CouponEditor key={contentCouponPath(item.id)} item={item} services={services} versions={versions} />
    </div>
  );
}
