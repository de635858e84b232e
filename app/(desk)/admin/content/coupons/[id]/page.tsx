import type { Metadata } from "next";
import { CouponEditor } from "@/components/desk/content/coupon-editor";
import { couponUsesText, couponWindowText } from "@/components/desk/content/coupon-format";
import { DESK_KINDS } from "../../desk-kinds";
import { contentEditPage } from "../../item-pages";
import { loadCouponServices } from "../service-choices";

export const metadata: Metadata = { title: "ویرایش کد تخفیف" };

// One discount code in the desk: its window and uses so far, its fields, its publishing and its versions.
export default contentEditPage({
  kind: DESK_KINDS.coupons,
  choices: loadCouponServices,
  notes: (item) => (
    <p className="text-sm leading-6 text-muted">
      {couponWindowText(item)} · {couponUsesText(item)}
    </p>
  ),
  editor: ({ item, versions, choices }) => <CouponEditor item={item} services={choices} versions={versions} />,
});
