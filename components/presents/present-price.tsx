import type { PresentSummary } from "@/shared/types/presents";
import { toPersianDigits } from "@/shared/format/digits";
import { formatToman } from "@/shared/format/number";

/** The price of a present: the current price, the original one struck through, the percent off.
 *  Not paragraphs: a short bold price above text would read as a heading (axe p-as-heading). */
export function PresentPrice({
  present,
  size = "md",
  discountBadge = true,
}: {
  present: PresentSummary;
  size?: "md" | "lg";
  /** Cards show the percent on the picture instead. */
  discountBadge?: boolean;
}) {
  const big = size === "lg";
  if (present.price === null) {
    return <div className={`font-black text-brand-800 ${big ? "text-2xl" : "text-lg"}`}>رایگان</div>;
  }
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className={`font-black text-brand-800 ${big ? "text-2xl" : "text-lg"}`}>
        <span className="sr-only">قیمت: </span>
        {formatToman(present.price, { freeLabel: true })}
      </span>
      {present.original_price !== null && present.original_price > present.price && (
        <span className="text-sm text-muted">
          <span className="sr-only">قیمت بدون تخفیف: </span>
          <del>{formatToman(present.original_price)}</del>
        </span>
      )}
      {discountBadge && present.discount_percent !== null && (
        <span className="rounded-full bg-rose-700 px-2.5 py-0.5 text-xs font-bold text-white">
          {toPersianDigits(present.discount_percent)}٪ تخفیف
        </span>
      )}
    </div>
  );
}
