import type { Metadata } from "next";
import { CouponForm } from "@/components/desk/content/coupon-form";
import { authServerApi } from "@/render/api";
import { DESK_KINDS } from "../../desk-kinds";
import { newContentPage } from "../../item-pages";
import { loadCouponServices } from "../service-choices";

export const metadata: Metadata = { title: "کد تخفیف تازه" };

// A new discount code, saved as a draft; after saving, the desk goes to its page (publishing, versions).
export default newContentPage({
  kind: DESK_KINDS.coupons,
  lead: "کد تخفیف پیش‌نویس ذخیره می‌شود و تا انتشار، فرم رزرو آن را نمی‌پذیرد.",
  form: async () => <CouponForm services={await loadCouponServices(await authServerApi())} />,
});
