// Pieces the request forms share: names, long texts, choices, the captcha fields, whole numbers
// and lists of short texts (skills, topics), built from the SPEC §5 rules (toman amounts and phone
// numbers are rules of their own: `tomanAmount`, `iranPhone`). Any digit script is accepted; the
// parsed values are numbers and trimmed strings.
import { z } from "zod";
import { toLatinDigits, toPersianDigits } from "@/shared/format/digits";
import { ruleMessage } from "../messages";
import { alphaSpaces, between, email, farsiText, iranMobile, maxLength, minLength, minValue, numeric } from "../rules";
import { SENDER_LABELS } from "./field-labels";
import { cleanItem, itemKey } from "./list-items";

/** A person's name: letters and spaces (SPEC §5 alpha_spaces), 2 to 80 of them (between). */
export const personName = (label: string) => alphaSpaces(label).pipe(between(label, 2, 80));

/** Who sends a request (components/requests/contact-fields): the name, the mobile for SMS and the e-mail, as most request forms name them. */
export const senderFields = {
  full_name: personName(SENDER_LABELS.full_name),
  mobile: iranMobile(SENDER_LABELS.mobile),
  email: email(SENDER_LABELS.email),
};

/** The contact a request stores (its number and name) from the sender's fields as `senderFields` names them. */
export const senderContact = (input: { mobile: string; full_name: string }) => ({
  mobile: input.mobile,
  fullName: input.full_name,
});

/** Free text people write in Persian (farsi_text), with an upper bound (and a lower one when given). */
export const longText = (label: string, max = 3000, min?: number) =>
  min
    ? farsiText(label).pipe(minLength(label, min)).pipe(maxLength(label, max))
    : farsiText(label).pipe(maxLength(label, max));

/** A positive id chosen from a list (selects send strings). */
export const choiceId = (label: string) =>
  z.preprocess(
    (value) => {
      const text =
        typeof value === "number" ? String(value) : typeof value === "string" ? toLatinDigits(value).trim() : "";
      return /^\d{1,9}$/.test(text) ? Number(text) : 0;
    },
    z.number().int().positive(`${label} را انتخاب کنید`),
  );

export { CAPTCHA_PAYLOAD_MAX, captchaFields } from "./captcha-field";

/** A whole number from `min` to `max` inclusive (numeric, min_value, max_value): years, hours, months; parses to a number. */
export function wholeNumber(label: string, min: number, max: number) {
  return numeric(label)
    .pipe(minValue(label, min))
    .pipe(z.number().max(max, { error: ruleMessage("max_value", { field: label, max }) }));
}

export type TextListOptions = {
  /** The list's label, e.g. "مهارت‌ها". */
  label: string;
  /** One item's name, e.g. "مهارت". */
  itemLabel: string;
  /** Fewest items (1 unless given). */
  min?: number;
  max: number;
  /** Longest item, in characters. */
  itemMax: number;
  /**
   * What one text (not a list) is: "item" one item (the default), "split" items separated by
   * commas or new lines (a textarea's value), "refuse" not accepted ("{label} باید فهرستی از متن‌ها
   * باشد", the answer to anything that is not a list of texts).
   */
  text?: "item" | "split" | "refuse";
  /** The message for an item longer than `itemMax`, where an API already words it otherwise. */
  tooLongMessage?: string;
};

/**
 * A list of short texts (typed one at a time, components/forms/tag-input, or split from one text):
 * each cleaned, blanks dropped; `min` to `max` items, none longer than `itemMax`, no repeats
 * (see itemKey). Every message is reported on the list itself (one field on the form).
 */
export function textList({ label, itemLabel, min = 1, max, itemMax, text = "item", tooLongMessage }: TextListOptions) {
  const invalid = text === "refuse" ? `${label} باید فهرستی از متن‌ها باشد` : `${label} معتبر نیست`;
  const list = z.array(z.unknown(), { error: invalid }).transform((items, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: "custom", message, input: items });
      return z.NEVER;
    };
    if (items.some((item) => typeof item !== "string")) return fail(invalid);
    const clean = (items as string[]).map(cleanItem).filter(Boolean);
    if (clean.length === 0) return fail(ruleMessage("required", { field: label }));
    if (clean.length < min) return fail(`دست‌کم ${toPersianDigits(min)} ${itemLabel} وارد کنید`);
    if (clean.length > max) return fail(`حداکثر ${toPersianDigits(max)} ${itemLabel} می‌توانید وارد کنید`);
    if (clean.some((item) => item.length > itemMax))
      return fail(tooLongMessage ?? `هر ${itemLabel} نباید بیشتر از ${toPersianDigits(itemMax)} کاراکتر باشد`);
    const seen = new Set<string>();
    for (const item of clean) {
      if (seen.has(itemKey(item))) return fail(`${itemLabel} «${item}» تکراری است`);
      seen.add(itemKey(item));
    }
    return clean;
  });
  return z.preprocess<unknown, typeof list, string | string[]>((value) => {
    if (value === undefined || value === null) return [];
    if (typeof value === "string" && value.trim() === "") return [];
    if (text === "refuse" || (typeof value !== "string" && typeof value !== "number")) return value;
    if (typeof value === "number") return [String(value)];
    return text === "split" ? value.split(/[,،\n]/) : [value];
  }, list);
}
