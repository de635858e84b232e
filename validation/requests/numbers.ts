// Number fields of the mentor, hi-tech and freelancer request forms, built from the SPEC §5 rules
// (any digit script; the parsed value is a number).
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
