// Pieces every request form shares.
import { z } from "zod";
import { toLatinDigits } from "@/lib/format/digits";
import { maxLength, minLength, requiredText } from "../rules";

/** A person's name: required, 2 to 80 letters. */
export const personName = (label: string) => requiredText(label).pipe(minLength(label, 2)).pipe(maxLength(label, 80));

/** Free text with an upper bound (and a lower one when given). */
export const longText = (label: string, max = 3000, min?: number) =>
  min ? requiredText(label).pipe(minLength(label, min)).pipe(maxLength(label, max)) : requiredText(label).pipe(maxLength(label, max));

/** A positive id chosen from a list (selects send strings). */
export const choiceId = (label: string) =>
  z.preprocess(
    (value) => {
      const text = typeof value === "number" ? String(value) : typeof value === "string" ? toLatinDigits(value).trim() : "";
      return /^\d{1,9}$/.test(text) ? Number(text) : 0;
    },
    z.number().int().positive(`${label} را انتخاب کنید`),
  );

/** The captcha fields anonymous forms carry (checked by the API, not here). */
export const captchaFields = {
  captcha_id: z.string().optional(),
  captcha_answer: z.string().optional(),
};
