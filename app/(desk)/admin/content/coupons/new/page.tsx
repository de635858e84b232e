import type { Metadata } from "next";
import { ContentHeading } from "@/components/desk/content/content-heading";
import { CouponForm } from "@/components/desk/content/coupon-form";
import { contentCouponsPath } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { editsContent } from "../../content-access";
import { loadCouponServices } from "../service-choices";

export const metadata: Metadata = { title: "کد تخفیف تازه" };

// A new discount code, saved as a draft; after saving, the desk goes to its page (publishing, versions).
export default async function NewCouponPage() {
  await requireStaff(`${contentCouponsPath}/new`, editsContent);
  const services = await loadCouponServices(await authServerApi());
  return (
    <div className="grid max-w-4xl gap-6">
      <ContentHeading
        back={{ href: contentCouponsPath, label: "همه کدهای تخفیف" }}
        title="کد تخفیف تازه"
        lead="کد تخفیف پیش‌نویس ذخیره می‌شود و تا انتشار، فرم رزرو آن را نمی‌پذیرد."
      />
      <CouponForm services={services} />
    </div>
  );
}
