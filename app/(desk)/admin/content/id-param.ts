// The category the FAQ desk's list (and its "new question" link) is narrowed to, from the URL.
import { toLatinDigits } from "@/shared/format/digits";
import { param, type RawSearchParams } from "@/lib/catalog/search-params";

export function faqCategoryParam(raw: RawSearchParams): number | undefined {
  const value = toLatinDigits(param(raw, "category_id") ?? "");
  return /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}
