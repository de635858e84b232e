"use client";
// The discount code of a reservation: typed, checked on demand against GET /v1/coupon/check for
// the chosen service, and its answer (with the price after the discount) announced politely.
import { Button } from "@/components/ui/button";
import { LtrField } from "@/components/ui/field";
import type { BoundField } from "@/lib/bind-fields";
import { periodLabel } from "@/components/workspaces/workspace-format";
import type { CouponCheck } from "@/shared/types/coupons";
import { formatToman } from "@/shared/format/number";
import { COUPON_LABEL, discountedPrice } from "@/validation/requests/coupon-terms";

type Props = BoundField & {
  checking: boolean;
  /** The answer for the code as it is now typed; undefined once the code or service changes. */
  result?: CouponCheck;
  /** The chosen plan's price (rial) and period, to show the price after the discount. */
  plan?: { price: number; period: string };
  onCheck: () => void;
};

export function CouponField({ checking, result, plan, onCheck, ...input }: Props) {
  return (
    <div className="grid gap-1">
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2">
        <LtrField
          label={COUPON_LABEL}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          placeholder="کد تخفیف را وارد کنید"
          className="uppercase"
          hint="اختیاری؛ کد را وارد و بررسی کنید تا مبلغ پس از تخفیف را ببینید."
          {...input}
          onKeyDown={(event) => {
            // Enter checks the code instead of sending the whole form.
            if (event.key === "Enter") {
              event.preventDefault();
              onCheck();
            }
          }}
        />
        <Button
          type="button"
          variant="secondary"
          className="mt-7 px-4 py-2.5"
          busy={checking}
          busyLabel="در حال بررسی…"
          onClick={onCheck}
        >
          بررسی کد
        </Button>
      </div>
      <p role="status" className="text-sm leading-6 font-medium text-brand-800">
        {result?.valid && (
          <>
            {result.message}
            {plan && (
              <>
                {" — "}مبلغ پس از تخفیف:{" "}
                <span className="text-muted line-through decoration-1">{formatToman(plan.price)}</span>{" "}
                <strong>{formatToman(discountedPrice(plan.price, result.percent))}</strong> {periodLabel(plan.period)}
              </>
            )}
          </>
        )}
      </p>
    </div>
  );
}
