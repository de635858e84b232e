// Field kinds the mentor, hi-tech and freelancer request forms share beyond common.ts, built from
// the SPEC §5 rules: whole numbers, toman amounts and lists of short texts (topics, skills). Any
// digit script is accepted; the parsed values are numbers and trimmed strings.
import { z } from "zod";
import { toLatinDigits, toPersianDigits } from "@/lib/format/digits";
import { ruleMessage } from "../messages";
import { cMinMax, minValue, numberWithComma, numeric } from "../rules";

/** A whole number from `min` to `max` inclusive (years, hours, months). */
export function wholeNumber(label: string, min: number, max: number) {
  return numeric(label)
    .pipe(minValue(label, min))
    .refine((value) => value <= max, { error: ruleMessage("max_value", { field: label, max }) });
}

/** An amount in toman typed with or without grouping commas, between `min` and `max` (c_minmax). */
export function tomanAmount(label: string, min: number, max: number) {
  return numberWithComma(label).pipe(cMinMax(label, min, max));
}

export type TextListOptions = {
  /** The list's label, e.g. "مهارت‌ها". */
  label: string;
  /** One item's name, e.g. "مهارت". */
  itemLabel: string;
  min: number;
  max: number;
  /** Longest item, in characters. */
  itemMax: number;
  /** Also accept one text with items separated by commas or new lines. */
  splitText?: boolean;
};

/** Trimmed, inner spaces collapsed, Latin digits. */
export function cleanItem(value: string): string {
  return toLatinDigits(value).replace(/\s+/g, " ").trim();
}

/** Items compare without case and spacing differences (and Arabic ي/ك as Persian ی/ک). */
export function itemKey(value: string): string {
  return cleanItem(value).toLowerCase().replace(/ي/g, "ی").replace(/ك/g, "ک");
}

/**
 * A list of short texts: each trimmed, blanks dropped; `min` to `max` items, none longer than
 * `itemMax`, no duplicates. Every message is reported on the list itself (one field on the form).
 */
export function textList({ label, itemLabel, min, max, itemMax, splitText }: TextListOptions) {
  const list = z.array(z.unknown(), { error: `${label} معتبر نیست` }).transform((items, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: "custom", message, input: items });
      return z.NEVER;
    };
    if (items.some((item) => typeof item !== "string")) return fail(`${label} معتبر نیست`);
    const clean = (items as string[]).map(cleanItem).filter(Boolean);
    if (clean.length === 0) return fail(ruleMessage("required", { field: label }));
    if (clean.length < min) return fail(`دست‌کم ${toPersianDigits(min)} ${itemLabel} وارد کنید`);
    if (clean.length > max) return fail(`حداکثر ${toPersianDigits(max)} ${itemLabel} می‌توانید وارد کنید`);
    const long = clean.find((item) => item.length > itemMax);
    if (long) return fail(`هر ${itemLabel} نباید بیشتر از ${toPersianDigits(itemMax)} کاراکتر باشد`);
    const seen = new Set<string>();
    for (const item of clean) {
      if (seen.has(itemKey(item))) return fail(`${itemLabel} «${item}» تکراری است`);
      seen.add(itemKey(item));
    }
    return clean;
  });
  return z.preprocess<unknown, typeof list, string | string[]>((value) => {
    if (value === undefined || value === null) return [];
    if (typeof value === "number") return [String(value)];
    if (typeof value === "string") return splitText ? value.split(/[,،\n]/) : [value];
    return value;
  }, list);
}
