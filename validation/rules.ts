// Zod 4 rule builders shared by forms and API handlers (one schema, both sides — DESIGN.md "Forms").
// Each builder takes the Persian field label and is required unless wrapped in `optional()`.
// Persian/Arabic digits become Latin and text is trimmed before any check, and that normalised value
// is the parsed output. Combine rules on one field with `.pipe()`, e.g.
// `minLength("نام", 2).pipe(maxLength("نام", 50))`.
import { z } from "zod";
import { toLatinDigits } from "@/lib/format/digits";
import { ruleMessage } from "./messages";
import {
  cMinMax as isAmountBetween,
  hasAllowedExtension,
  hasMimeType,
  hasMinTextLength,
  isAlpha,
  isAlphaDash,
  isAlphaNum,
  isAlphaSpaces,
  isEmail,
  isFileLike,
  isImageFile,
  isIranMobile,
  isIranPhone,
  isNationalCode,
  isNumberWithComma,
  isNumeric,
  isPassword,
  isUnderSizeKb,
  minAmount as isAtLeastAmount,
  parseAmount,
  type FileLike,
} from "./validators";

// In the browser zod would probe `new Function("")` to decide whether it may compile parsers;
// the pages' Content-Security-Policy (no eval) blocks and reports that. Forms this size gain
// nothing from compiled parsers, so the browser runs zod without them.
if (typeof window !== "undefined") z.config({ jitless: true });

/** Input type of text and number rules (numbers from JSON bodies are accepted at runtime and stringified). */
export type TextInput = string;
export type FileInput = FileLike | ArrayLike<FileLike> | null | undefined;

function normalizeText(value: unknown): unknown {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return toLatinDigits(value).trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return value;
}

// Passwords keep surrounding spaces so " abc123" is rejected instead of silently changed;
// only a blank one becomes "" (required).
function normalizeSecret(value: unknown): unknown {
  if (value === undefined || value === null) return "";
  if (typeof value !== "string") return value;
  return value.trim() === "" ? "" : toLatinDigits(value);
}

function normalized<S extends z.ZodType, I = TextInput>(
  schema: S,
  normalize: (value: unknown) => unknown = normalizeText,
) {
  return z.preprocess<unknown, S, I>(normalize, schema);
}

function requiredString(label: string) {
  const required = ruleMessage("required", { field: label });
  return z.string({ error: required }).min(1, { error: required });
}

// Every other check passes on "", so an empty value reports only 'الزامی است'. (Not `abort: true`
// on the required check: an explicit abort would also stop object-level checks such as `confirmed`.)
const unlessEmpty =
  (test: (value: string) => boolean) =>
  (value: string): boolean =>
    value === "" || test(value);

function textWith(label: string, test: (value: string) => boolean, message: string) {
  return normalized(requiredString(label).refine(unlessEmpty(test), { error: message }));
}

const STRICT_NUMBER = /^[-+]?\d+(\.\d+)?$/;

function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (typeof value === "object" && !isFileLike(value) && "length" in value) {
    return (value as { length: unknown }).length === 0;
  }
  return false;
}

/** Makes any rule optional: empty, whitespace-only, null or an empty file list parse to undefined. */
export function optional<S extends z.ZodType>(schema: S) {
  return z.preprocess<unknown, z.ZodOptional<S>, z.input<S> | null | undefined>(
    (value) => (isBlank(value) ? undefined : value),
    schema.optional(),
  );
}

export function requiredText(label: string) {
  return normalized(requiredString(label));
}

export function optionalText(label: string) {
  return optional(requiredText(label));
}

export function email(label: string) {
  return textWith(label, isEmail, ruleMessage("email", { field: label }));
}

export function alpha(label: string) {
  return textWith(label, isAlpha, ruleMessage("alpha", { field: label }));
}

export function alphaNum(label: string) {
  return textWith(label, isAlphaNum, ruleMessage("alpha_num", { field: label }));
}

export function alphaDash(label: string) {
  return textWith(label, isAlphaDash, ruleMessage("alpha_dash", { field: label }));
}

export function alphaSpaces(label: string) {
  return textWith(label, isAlphaSpaces, ruleMessage("alpha_spaces", { field: label }));
}

/** Length between `min` and `max` characters, inclusive. */
export function between(label: string, min: number, max: number) {
  return textWith(
    label,
    (value) => value.length >= min && value.length <= max,
    ruleMessage("between", { field: label, min, max }),
  );
}

export function minLength(label: string, length: number) {
  return textWith(label, (value) => value.length >= length, ruleMessage("min", { field: label, length }));
}

export function maxLength(label: string, length: number) {
  return textWith(label, (value) => value.length <= length, ruleMessage("max", { field: label, length }));
}

export function exactLength(label: string, length: number) {
  return textWith(label, (value) => value.length === length, ruleMessage("length", { field: label, length }));
}

/** Exactly `length` digits; stays a string so leading zeros survive. */
export function digitsExact(label: string, length: number) {
  const pattern = new RegExp(`^\\d{${length}}$`);
  return textWith(label, (value) => pattern.test(value), ruleMessage("digits", { field: label, length }));
}

/** Digits only; stays a string so leading zeros survive. */
export function numeric(label: string) {
  return textWith(label, isNumeric, ruleMessage("numeric", { field: label }));
}

/** A number at least `min`; parses to a number. */
export function minValue(label: string, min: number) {
  const message = ruleMessage("min_value", { field: label, min });
  return normalized<z.ZodType<number, string>>(
    requiredString(label)
      .refine(unlessEmpty((value) => STRICT_NUMBER.test(value) && Number(value) >= min), { error: message })
      .transform(Number),
  );
}

/** A number at most `max`; parses to a number. */
export function maxValue(label: string, max: number) {
  const message = ruleMessage("max_value", { field: label, max });
  return normalized<z.ZodType<number, string>>(
    requiredString(label)
      .refine(unlessEmpty((value) => STRICT_NUMBER.test(value) && Number(value) <= max), { error: message })
      .transform(Number),
  );
}

/**
 * Adds the "confirmed" rule to an object schema: `confirmation` must equal `field`. The error is
 * reported on the confirmation field; `label` is the label of `field` (e.g. "رمز عبور").
 */
export function confirmed<T extends z.ZodObject>(
  schema: T,
  options: { field: keyof z.output<T> & string; confirmation: keyof z.output<T> & string; label: string },
): T {
  const { field, confirmation, label } = options;
  return schema.refine(
    (data) => (data as Record<string, unknown>)[field] === (data as Record<string, unknown>)[confirmation],
    {
      path: [confirmation],
      error: ruleMessage("confirmed", { field: label }),
      // Compare even when other fields are invalid, but not when either of these two is.
      when: (payload) =>
        typeof payload.value === "object" &&
        payload.value !== null &&
        !payload.issues.some((issue) => issue.path?.[0] === field || issue.path?.[0] === confirmation),
    },
  );
}

export function regex(label: string, pattern: RegExp) {
  return textWith(
    label,
    (value) => {
      pattern.lastIndex = 0; // a /g or /y pattern would otherwise remember the previous match
      return pattern.test(value);
    },
    ruleMessage("regex", { field: label }),
  );
}

/** One of the given values; the output is typed as that union. */
export function oneOf<const T extends string>(label: string, values: readonly T[]) {
  const isAllowed = (value: string): value is T =>
    value === "" || (values as readonly string[]).includes(value);
  return normalized(requiredString(label).refine(isAllowed, { error: ruleMessage("oneOf", { field: label }) }));
}

export function excluded(label: string, values: readonly string[]) {
  return textWith(label, (value) => !values.includes(value), ruleMessage("excluded", { field: label }));
}

/** minAmount: commas removed, at least `min` (toman); parses to a number. */
export function minAmount(label: string, min: number) {
  return normalized<z.ZodType<number, string>>(
    requiredString(label)
      .refine(unlessEmpty((value) => isAtLeastAmount(value, min)), {
        error: ruleMessage("minAmount", { min }),
      })
      .transform((value) => parseAmount(value) as number),
  );
}

/** c_minmax: commas removed, between `min` and `max` inclusive; parses to a number. */
export function cMinMax(label: string, min: number, max: number) {
  return normalized<z.ZodType<number, string>>(
    requiredString(label)
      .refine(unlessEmpty((value) => isAmountBetween(value, min, max)), {
        error: ruleMessage("c_minmax"),
      })
      .transform((value) => parseAmount(value) as number),
  );
}

/** SPEC's minLength rule: at least 3 characters, whatever length is configured. */
export function minTextLength(label: string) {
  return textWith(label, (value) => hasMinTextLength(value), ruleMessage("minLength"));
}

export function iranMobile(label: string) {
  return textWith(label, isIranMobile, ruleMessage("iran_mobile", { field: label }));
}

export function iranPhone(label: string) {
  return textWith(label, isIranPhone, ruleMessage("iran_phone", { field: label }));
}

export function nationalCode(label: string) {
  return textWith(label, isNationalCode, ruleMessage("national_code", { field: label }));
}

/** Longest password accepted: hashing is deliberately slow, and must not be fed megabytes. */
export const PASSWORD_MAX_LENGTH = 128;

export function password(label: string) {
  return normalized(
    requiredString(label)
      .refine(unlessEmpty(isPassword), { error: ruleMessage("password", { field: label }) })
      .refine((value) => value.length <= PASSWORD_MAX_LENGTH, { error: ruleMessage("max", { field: label, length: PASSWORD_MAX_LENGTH }) }),
    normalizeSecret,
  );
}

export function numberWithComma(label: string) {
  return textWith(label, isNumberWithComma, ruleMessage("number_with_comma", { field: label }));
}

/** farsi_text always passes (SPEC §5); only the required check applies. */
export function farsiText(label: string) {
  return requiredText(label);
}

export type FileRuleOptions = {
  /** Allowed extensions, with or without the dot. */
  extensions?: readonly string[];
  /** Allowed MIME types; wildcards like "image/*" work. */
  mimeTypes?: readonly string[];
  /** Largest allowed size in kilobytes. */
  maxKb?: number;
  /** Must be an image; a too large image then gets the imageSize message. */
  image?: boolean;
};

// A file input gives a FileList; the rules look at its first file.
function firstFile(value: unknown): unknown {
  if (isFileLike(value)) return value;
  if (typeof value === "object" && value !== null && "length" in value) {
    const list = value as ArrayLike<unknown>;
    return list.length > 0 ? list[0] : undefined;
  }
  return value;
}

/** Validates a File (or any { name, size, type }) or the first file of a FileList/array. */
export function fileRule<F extends FileLike = FileLike>(label: string, options: FileRuleOptions = {}) {
  const required = ruleMessage("required", { field: label });
  const file = z
    .custom<F>((value) => isFileLike(value), { error: required })
    .superRefine((value, ctx) => {
      if (!isFileLike(value)) return; // already reported as required
      const fail = (message: string) => ctx.addIssue({ code: "custom", message, input: value });
      if (options.image && !isImageFile(value)) return fail(ruleMessage("image", { field: label }));
      if (options.extensions && !hasAllowedExtension(value.name, options.extensions)) {
        return fail(ruleMessage("ext", { field: label }));
      }
      if (options.mimeTypes && !hasMimeType(value, options.mimeTypes)) {
        return fail(ruleMessage("mimes", { field: label }));
      }
      if (options.maxKb !== undefined && !isUnderSizeKb(value, options.maxKb)) {
        return fail(ruleMessage(options.image ? "imageSize" : "size", { field: label, size: options.maxKb }));
      }
    });
  return z.preprocess<unknown, typeof file, FileInput>(firstFile, file);
}
