"use client";
// A discount code's page in the desk: the shared editor (./content-editor.tsx) with the code's form.
import type { ContentVersionItem } from "@/shared/types/content";
import type { AdminCoupon } from "@/shared/types/coupons";
import { ContentEditor } from "./content-editor";
import { COUPON_DESK } from "./content-kinds";
import { CouponForm, type CouponServiceChoice } from "./coupon-form";

export function CouponEditor({
  item,
  services,
  versions,
}: {
  item: AdminCoupon;
  services: ReadonlyArray<CouponServiceChoice>;
  versions: ContentVersionItem[];
}) {
  return (
    <ContentEditor
      item={item}
      kind={COUPON_DESK}
      versions={versions}
      form={(shown, onSaved) => <CouponForm services={services} item={shown} onSaved={onSaved} />}
    />
  );
}
