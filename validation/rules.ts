// Zod 4 rule builders shared by forms and API handlers (one schema, both sides — DESIGN.md "Forms"):
// the rules of SPEC §5 the site uses, under the names listed in tests/unit/validation/spec-rules.test.ts.
// Each builder takes the Persian field label and is required unless wrapped in `optional()`.
// Persian (۰-۹) and Arabic-Indic (٠-٩) digits become Latin and text is trimmed before any check, and
// that normalised value is the parsed output (what the API stores). Lengths count characters as a
// person sees them (validators.ts `textLength`). Combine rules on one field with `.pipe()`, e.g.
// `minLength("نام", 2).pipe(maxLength("نام", 50))`.
import { z } from "zod";
import { toLatinDigits } from "@/shared/format/digits";
import { ruleMessage, type ValidationRule } from "./messages";
import {
  cMinMax as isAmountBetween,
  canDecodeImages,
  hasAllowedExtension,
  measureImage,
  normalizePhoneNumber,
  textLength,
  hasMimeType,
  hasMinTextLength,
  isAlpha,
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

/** A rule that is a validators.ts test under its SPEC §5 name: `build`'s schema with that rule's message for the field. */
function namedRule<S>(
  rule: ValidationRule,
  test: (value: string) => boolean,
  build: (label: string, test: (value: string) => boolean, message: string) => S,
) {
  return (label: string): S => build(label, test, ruleMessage(rule, { field: label }));
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

export const email = namedRule("email", isEmail, textWith);

export const alpha = namedRule("alpha", isAlpha, textWith);

export const alphaSpaces = namedRule("alpha_spaces", isAlphaSpaces, textWith);

/** Length between `min` and `max` characters, inclusive. */
export function between(label: string, min: number, max: number) {
  return textWith(
    label,
    (value) => textLength(value) >= min && textLength(value) <= max,
    ruleMessage("between", { field: label, min, max }),
  );
}

/** At least `length` characters. */
export function minLength(label: string, length: number) {
  return textWith(label, (value) => textLength(value) >= length, ruleMessage("min", { field: label, length }));
}

/** At most `length` characters (the API's body cap bounds what invisible characters can add). */
export function maxLength(label: string, length: number) {
  return textWith(label, (value) => textLength(value) <= length, ruleMessage("max", { field: label, length }));
}

/** Exactly `length` characters. */
export function exactLength(label: string, length: number) {
  return textWith(label, (value) => textLength(value) === length, ruleMessage("length", { field: label, length }));
}

/** Exactly `length` digits; stays a string so leading zeros survive. */
export function digitsExact(label: string, length: number) {
  const pattern = new RegExp(`^\\d{${length}}$`);
  return textWith(label, (value) => pattern.test(value), ruleMessage("digits", { field: label, length }));
}

/** Digits only; stays a string so leading zeros survive. */
export const numeric = namedRule("numeric", isNumeric, textWith);

/** A number at least `min`; parses to a number. */
export function minValue(label: string, min: number) {
  const message = ruleMessage("min_value", { field: label, min });
  return normalized<z.ZodType<number, string>>(
    requiredString(label)
      .refine(
        unlessEmpty((value) => STRICT_NUMBER.test(value) && Number(value) >= min),
        { error: message },
      )
      .transform(Number),
  );
}

/** A number at most `max`; parses to a number. */
export function maxValue(label: string, max: number) {
  const message = ruleMessage("max_value", { field: label, max });
  return normalized<z.ZodType<number, string>>(
    requiredString(label)
      .refine(
        unlessEmpty((value) => STRICT_NUMBER.test(value) && Number(value) <= max),
        { error: message },
      )
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
  const isAllowed = (value: string): value is T => value === "" || (values as readonly string[]).includes(value);
  return normalized(requiredString(label).refine(isAllowed, { error: ruleMessage("oneOf", { field: label }) }));
}

/** Not one of `values` (SPEC's message, or a clearer one of the field's own). */
export function excluded(
  label: string,
  values: readonly string[],
  message = ruleMessage("excluded", { field: label }),
) {
  return textWith(label, (value) => !values.includes(value), message);
}

/** minAmount: separators removed, at least `min` (toman); parses to a number. */
export function minAmount(label: string, min: number) {
  return normalized<z.ZodType<number, string>>(
    requiredString(label)
      .refine(
        unlessEmpty((value) => isAtLeastAmount(value, min)),
        {
          error: ruleMessage("minAmount", { min }),
        },
      )
      .transform((value) => parseAmount(value) as number),
  );
}

/** c_minmax: separators removed, between `min` and `max` inclusive; parses to a number. */
export function cMinMax(label: string, min: number, max: number) {
  return normalized<z.ZodType<number, string>>(
    requiredString(label)
      .refine(
        unlessEmpty((value) => isAmountBetween(value, min, max)),
        {
          error: ruleMessage("c_minmax"),
        },
      )
      .transform((value) => parseAmount(value) as number),
  );
}

/**
 * An amount of toman as people type it, the one rule for every money field (salaries, rates,
 * prices): number_with_comma (digits of any script; ",", "٬" or "،" between groups), then
 * minAmount (at least `min`: "حداقل مبلغ … تومان است") and c_minmax (at most `max`: "مبلغ وارد
 * شده مجاز نیست"). One message at a time; parses to a number of toman (Latin, no separators).
 */
export function tomanAmount(label: string, { min, max }: { min: number; max: number }) {
  const schema = requiredString(label)
    .superRefine((value, ctx) => {
      if (value === "") return;
      const fail = (message: string) => ctx.addIssue({ code: "custom", message, input: value });
      if (!isNumberWithComma(value)) return fail(ruleMessage("number_with_comma", { field: label }));
      if (!isAtLeastAmount(value, min)) return fail(ruleMessage("minAmount", { min }));
      if (!isAmountBetween(value, min, max)) return fail(ruleMessage("c_minmax"));
    })
    .transform((value) => parseAmount(value) as number);
  return normalized<typeof schema>(schema);
}

/** SPEC's minLength rule: at least 3 characters, whatever `length` is given (SPEC: "the length parameter is ignored"). */
export function minTextLength(label: string, length?: number) {
  return textWith(label, (value) => hasMinTextLength(value, length), ruleMessage("minLength"));
}

// Phone numbers are checked and stored without the spaces, dashes and brackets typed between
// groups, and with +98/0098 written as 0 (validators.ts normalizePhoneNumber).
function phoneWith(label: string, test: (value: string) => boolean, message: string) {
  const phone = (value: unknown) => (typeof value === "string" ? normalizePhoneNumber(value) : normalizeText(value));
  return normalized(requiredString(label).refine(unlessEmpty(test), { error: message }), phone);
}

/**
 * iran_mobile: 09 and 9 more digits. Only for a number that receives SMS (sign-in, request
 * confirmations); any other number people give is a phone (`iranPhone`).
 */
export const iranMobile = namedRule("iran_mobile", isIranMobile, phoneWith);

/** iran_phone: 0 and 10 more digits — a landline with its area code, or a mobile. The one rule for phone fields. */
export const iranPhone = namedRule("iran_phone", isIranPhone, phoneWith);

export const nationalCode = namedRule("national_code", isNationalCode, textWith);

/** Longest password accepted: hashing is deliberately slow, and must not be fed megabytes. */
export const PASSWORD_MAX_LENGTH = 128;

export function password(label: string) {
  return normalized(
    requiredString(label)
      .refine(unlessEmpty(isPassword), { error: ruleMessage("password", { field: label }) })
      .refine((value) => value.length <= PASSWORD_MAX_LENGTH, {
        error: ruleMessage("max", { field: label, length: PASSWORD_MAX_LENGTH }),
      }),
    normalizeSecret,
  );
}

/**
 * farsi_text: always passes (SPEC §5; its message 'لطفاً فارسی تایپ کنید' is never given). Marks a
 * field people write in Persian; only the required check applies.
 */
export function farsiText(label: string) {
  return requiredText(label);
}

/**
 * farsi_text_number: always passes, like farsi_text, for Persian text that holds numbers too (an
 * address, a business name); its digits are stored Latin like every other rule's.
 */
export function farsiTextNumber(label: string) {
  return requiredText(label);
}

export type FileRuleOptions = {
  /** Allowed extensions, with or without the dot. */
  extensions?: readonly string[];
  /** Allowed MIME types; wildcards like "image/*" work. */
  mimeTypes?: readonly string[];
  /** Largest allowed size in kilobytes ("size" message). */
  maxKb?: number;
  /** Must be an image (by type, or by extension when there is no type). */
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

/** A required file checked by `check`, which answers a message or nothing; parses to the file. */
function fileWith<F extends FileLike = FileLike, I = FileInput>(label: string, check: (file: F) => string | undefined) {
  const required = ruleMessage("required", { field: label });
  const file = z
    .custom<F>((value) => isFileLike(value), { error: required })
    .superRefine((value, ctx) => {
      if (!isFileLike(value)) return; // already reported as required
      const message = check(value);
      if (message) ctx.addIssue({ code: "custom", message, input: value });
    });
  return z.preprocess<unknown, typeof file, I>(firstFile, file);
}

/**
 * Validates a File (or any { name, size, type }) or the first file of a FileList/array: the
 * file-kind rules (image; extensions; MIME types) and file size, first failure only.
 */
export function fileRule<F extends FileLike = FileLike>(label: string, options: FileRuleOptions = {}) {
  return fileWith<F>(label, (value) => {
    if (options.image && !isImageFile(value)) return ruleMessage("image", { field: label });
    if (options.extensions && !hasAllowedExtension(value.name, options.extensions))
      return ruleMessage("ext", { field: label });
    if (options.mimeTypes && !hasMimeType(value, options.mimeTypes)) return ruleMessage("mimes", { field: label });
    if (options.maxKb !== undefined && !isUnderSizeKb(value, options.maxKb))
      return ruleMessage("size", { field: label, size: options.maxKb });
    return undefined;
  });
}

/** File size: at most `maxKb` kilobytes. */
export function fileSize(label: string, maxKb: number) {
  return fileRule(label, { maxKb });
}

/**
 * imageSize (SPEC §5): the first file's size must not exceed `maxKb` kilobytes, with its own
 * message (the imageSize text unless `message` is given). Size alone: pipe it after
 * `fileRule({ image: true })` for the kind.
 */
export function imageSize(label: string, maxKb: number, message?: string) {
  // Typed to take a file, so it pipes after a file rule; a FileList works at runtime too.
  return fileWith<FileLike, FileLike>(label, (value) =>
    isUnderSizeKb(value, maxKb) ? undefined : (message ?? ruleMessage("imageSize", { field: label, size: maxKb })),
  );
}

/**
 * image dimensions (SPEC §5): the image is exactly `width` x `height` pixels, measured by the
 * browser's decoder — asynchronously, so a form parses it with `parseAsync` (react-hook-form's
 * zodResolver does). A file the decoder cannot read gets the image message.
 * Where nothing can decode images (the server, jsdom) or the value is no Blob (a plain
 * { name, size }), the rule passes at once and synchronously, so a schema holding it still parses
 * with `parse`: the size cannot be known there, and the API judges an upload by its bytes, type
 * and size instead (server/requests/create.ts).
 */
export function imageDimensions(label: string, width: number, height: number) {
  const file = z
    .custom<FileLike>((value) => isFileLike(value), { error: ruleMessage("required", { field: label }) })
    .superRefine((value, ctx) => {
      if (!isFileLike(value) || typeof Blob === "undefined" || !(value instanceof Blob) || !canDecodeImages()) return;
      return measureImage(value).then((measured) => {
        const message =
          measured === "no-decoder"
            ? undefined
            : measured === "undecodable"
              ? ruleMessage("image", { field: label })
              : measured.width !== width || measured.height !== height
                ? ruleMessage("dimensions", { field: label, width, height })
                : undefined;
        if (message) ctx.addIssue({ code: "custom", message, input: value });
      });
    });
  // Typed to take a file, so it pipes after a file rule; a FileList works at runtime too.
  return z.preprocess<unknown, typeof file, FileLike>(firstFile, file);
}
