// An id a content list (and its "new item" link) is narrowed to, from the URL: the FAQ's
// category_id, the plans' location_id. Digits of any script; anything else is no filter.
import { toLatinDigits } from "@/shared/format/digits";
import { param, type RawSearchParams } from "@/lib/catalog/search-params";

export function idParam(raw: RawSearchParams, name: string): number | undefined {
  const value = toLatinDigits(param(raw, name) ?? "");
  return /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}
