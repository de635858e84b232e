// How a job's type, salary and experience read in Persian (the API sends codes and rials).
import { JOB_TYPE_LABELS, type JobType } from "@/shared/types/jobs";
import { toPersianDigits } from "@/shared/format/digits";
import { formatNumberFa, formatToman } from "@/shared/format/number";

export { JOB_TYPE_LABELS };

export function jobTypeLabel(type: string): string {
  return JOB_TYPE_LABELS[type as JobType] ?? type;
}

/** A monthly salary range in toman ("۳۵,۰۰۰,۰۰۰ تا ۴۸,۰۰۰,۰۰۰ تومان"), or "توافقی" when unknown. */
export function salaryText(min: number | null, max: number | null): string {
  if (min && max)
    return min === max ? formatToman(min) : `${formatNumberFa(Math.round(min / 10))} تا ${formatToman(max)}`;
  if (min) return `از ${formatToman(min)}`;
  if (max) return `تا ${formatToman(max)}`;
  return "توافقی";
}

export function experienceText(years: number): string {
  return years > 0 ? `دست‌کم ${toPersianDigits(years)} سال سابقه کار` : "بدون نیاز به سابقه کار";
}
