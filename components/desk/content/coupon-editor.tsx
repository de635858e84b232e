"use client";
// A discount code's page in the desk: the shared editor (./content-editor.tsx) with the code's form.
import { contentEditorFor } from "./content-editor";
import { COUPON_DESK } from "./content-kinds";
import { CouponForm, type CouponServiceChoice } from "./coupon-form";

type Extra = { services: ReadonlyArray<CouponServiceChoice> };

export const CouponEditor = contentEditorFor(COUPON_DESK, ({ services }: Extra, item, onSaved) => (
  <CouponForm services={services} item={item} onSaved={onSaved} />
));
