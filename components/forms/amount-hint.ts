// The hint under a toman amount as it is typed: the amount as it will be read, so "۲۵۰٬۰۰۰" or
// "250000" can be checked at a glance; the field's own advice until there is one.
import { formatNumberFa } from "@/shared/format/number";
import { parseAmount } from "@/validation/validators";

/** `per` says what the amount is for ("در ساعت", "در ماه"); `otherwise` is the hint while it is empty. */
export function amountHint(typed: unknown, per: string, otherwise: string): string {
  const amount = typeof typed === "string" && typed.trim() ? parseAmount(typed) : null;
  return amount !== null && amount > 0 ? `${formatNumberFa(amount)} تومان ${per}` : otherwise;
}
