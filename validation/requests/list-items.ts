// How one item of a list of short texts (skills, topics) is kept and compared: shared by the list
// rule (textList in ./common) and the field people type it in (components/forms/tag-input), which
// must not carry zod. Without zod.
import { toLatinDigits } from "@/shared/format/digits";

/** One typed item as a list keeps it: Latin digits, single spaces, trimmed. */
export function cleanItem(value: string): string {
  return toLatinDigits(value).replace(/\s+/g, " ").trim();
}

/** Items compare without case and spacing differences (and Arabic ي/ك as Persian ی/ک). */
export function itemKey(value: string): string {
  return cleanItem(value).toLowerCase().replace(/ي/g, "ی").replace(/ك/g, "ک");
}
