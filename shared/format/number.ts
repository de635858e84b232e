// Number display helpers: digit grouping and toman prices (the API sends rials).
import { toLatinDigits, toPersianDigits } from "./digits";

/**
 * Digit-group separators people type or paste: the Latin comma, the Arabic thousands separator "٬"
 * (U+066C, what a Persian keyboard gives) and the Arabic comma "،" (U+060C). One list for the
 * formatter and the number_with_comma/amount rules.
 */
export const GROUP_SEPARATORS = ",٬،";

const EXISTING_SEPARATORS = new RegExp(`[${GROUP_SEPARATORS}]`, "g");

/** The text with every group separator removed ("۱٬۲۵۰،۰۰۰" -> "۱۲۵۰۰۰۰"); digits are left as they are. */
export function withoutGroupSeparators(value: string): string {
  return value.replace(EXISTING_SEPARATORS, "");
}

function plainNumberString(value: number): string {
  // String(1e21) and String(1e-7) use exponent notation; this never does and ignores -0.
  return (value === 0 ? 0 : value).toLocaleString("en-US", {
    useGrouping: false,
    maximumFractionDigits: 20,
  });
}

function groupInteger(digits: string, size: number, separator: string): string {
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= size) {
    groups.unshift(digits.slice(Math.max(0, end - size), end));
  }
  return groups.join(separator);
}

/**
 * Groups the integer part of a number (default: 1234567.5 -> "1,234,567.5"). Accepts Persian or
 * Arabic digits and already grouped strings; returns Latin digits. Text that is not a number is
 * returned cleaned but ungrouped; non-finite numbers give "".
 */
export function groupDigits(value: number | string, size = 3, separator = ","): string {
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return "";
    text = plainNumberString(value);
  } else {
    text = withoutGroupSeparators(toLatinDigits(value).trim()).replace("٫", ".");
  }
  const match = /^([-+]?)(\d*)(\.\d*)?$/.exec(text);
  const groupSize = Math.max(1, Math.floor(size));
  if (!match || (!match[2] && !match[3])) return text;
  const [, sign = "", integer = "", fraction = ""] = match;
  return sign + groupInteger(integer, groupSize, separator) + fraction;
}

/** Grouped with commas and written in Persian digits, e.g. 1250000 -> "۱,۲۵۰,۰۰۰" (decimal sign "٫"). */
export function formatNumberFa(value: number | string): string {
  return toPersianDigits(groupDigits(value).replace(".", "٫"));
}

/** Rials in a toman: the tables and the public API keep rial, people read and type toman. */
export const RIALS_PER_TOMAN = 10;

/** A stored rial amount in whole toman, as the desk shows it (null stays null). */
export const rialToToman = <T extends number | null>(rial: T): T =>
  (rial === null ? rial : Math.round(rial / RIALS_PER_TOMAN)) as T;

/** A toman amount typed in the desk as the rial it is stored as (null and undefined, "not given", stay). */
export const tomanToRial = <T extends number | null | undefined>(toman: T): T =>
  (toman === null || toman === undefined ? toman : toman * RIALS_PER_TOMAN) as T;

/**
 * Rial amount from the API shown as toman: divided by 10, rounded, grouped, Persian digits,
 * e.g. 1250000 -> "۱۲۵,۰۰۰ تومان". With `freeLabel`, zero is shown as "رایگان".
 * Returns "" when the amount is not a number.
 */
export function formatToman(rial: number | string, options?: { freeLabel?: boolean }): string {
  const amount = typeof rial === "number" ? rial : withoutGroupSeparators(toLatinDigits(rial)).trim();
  if (amount === "") return "";
  const rials = Number(amount);
  if (!Number.isFinite(rials)) return "";
  const toman = rialToToman(rials);
  if (toman === 0 && options?.freeLabel) return "رایگان";
  return `${formatNumberFa(toman)} تومان`;
}
