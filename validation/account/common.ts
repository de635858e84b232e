// Pieces the account forms share: typed numbers with separators, an address line, a chosen id.
import { z } from "zod";
import { toLatinDigits } from "@/shared/format/digits";
import { farsiTextNumber, maxLength, minLength } from "../rules";

/** Spaces and dashes people type inside numbers ("۱۲۳۴۵-۶۷۸۹۰") are dropped (phone numbers: `iranPhone` does it). */
export function withoutSeparators<S extends z.ZodType>(schema: S) {
  return z.preprocess<unknown, S, z.input<S>>(
    (value) => (typeof value === "string" ? value.replace(/[\s\-–‐]/g, "") : value),
    schema,
  );
}

/** A postal address line, Persian text with numbers (farsi_text_number): 10 to 500 characters. */
export const addressLine = (label: string) =>
  farsiTextNumber(label).pipe(minLength(label, 10)).pipe(maxLength(label, 500));

/**
 * An id picked from a list (selects send strings; JSON may send numbers). Zero is a real id (the
 * city of Kerman, SPEC §3), so only an empty value means nothing was chosen.
 */
export const pickedId = (label: string) =>
  z.preprocess<unknown, z.ZodNumber, string | number>(
    (value) => {
      const text =
        typeof value === "number" ? String(value) : typeof value === "string" ? toLatinDigits(value).trim() : "";
      return /^\d{1,9}$/.test(text) ? Number(text) : undefined;
    },
    z.number({ error: `${label} را انتخاب کنید` }).int(),
  );
