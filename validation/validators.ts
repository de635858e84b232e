// Pure predicates behind the validation rules (SPEC §5). No zod here, so forms, API handlers and
// anything else can call them directly. Text predicates convert Persian/Arabic digits and trim first.
import { toLatinDigits } from "@/shared/format/digits";
import { GROUP_SEPARATORS, withoutGroupSeparators } from "@/shared/format/number";

const normalize = (value: string) => toLatinDigits(value).trim();

// Letters accepted by the alpha rules: Latin plus Persian/Arabic letters (vee-validate's en + fa
// sets) and the zero-width non-joiner, which is part of many Persian words (e.g. "می‌خواهم").
const LETTERS = "A-Za-zءآأؤإئابپةتثجچحخدذرزژسشصضطظعغفقكکگلمنهوىيیۀ\u200c";
const ALPHA = new RegExp(`^[${LETTERS}]+$`, "u");
const ALPHA_SPACES = new RegExp(`^[${LETTERS}\\s]+$`, "u");

// WHATWG (HTML input type=email) grammar, additionally requiring a dot in the domain.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isIranMobile(value: string): boolean {
  return /^09\d{9}$/.test(normalize(value));
}

/** Leading 0 and then exactly 10 digits (so mobiles pass too, as in SPEC §5). */
export function isIranPhone(value: string): boolean {
  return /^0\d{10}$/.test(normalize(value));
}

/** Iranian national code check digit, exactly as SPEC §5 (no extra blacklist of repeated digits). */
export function isNationalCode(value: string): boolean {
  const code = normalize(value);
  if (!/^\d{10}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += Number(code[i]) * (10 - i);
  const remainder = sum % 11;
  const checkDigit = Number(code[9]);
  return remainder < 2 ? checkDigit === remainder : checkDigit + remainder === 11;
}

export function isPassword(value: string): boolean {
  return /^[A-Za-z0-9@$!%*#?^&~]{6,}$/.test(toLatinDigits(value));
}

export function isNumeric(value: string): boolean {
  return /^\d+$/.test(normalize(value));
}

// Digits of any script (normalised first) and the separators a Latin or Persian keyboard types
// between digit groups: ",", "٬" and "،" all count as SPEC's comma. At least one digit.
const NUMBER_WITH_COMMA = new RegExp(`^(?=.*\\d)[\\d${GROUP_SEPARATORS}]+$`);

/** number_with_comma (SPEC §5): digits and commas only ("1,000", "۱٬۰۰۰", "١،٠٠٠"). */
export function isNumberWithComma(value: string): boolean {
  return NUMBER_WITH_COMMA.test(normalize(value));
}

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export function isAlpha(value: string): boolean {
  return ALPHA.test(value.trim());
}

export function isAlphaSpaces(value: string): boolean {
  return ALPHA_SPACES.test(value.trim());
}

/** An amount typed with optional grouping commas and any digits, as a number; null if not one. */
export function parseAmount(value: string | number): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  const text = withoutGroupSeparators(normalize(value));
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

/** minAmount: the amount with commas removed is at least `min`. */
export function minAmount(value: string | number, min: number): boolean {
  const amount = parseAmount(value);
  return amount !== null && amount >= min;
}

/** c_minmax: the amount with commas removed lies between `min` and `max`, inclusive. */
export function cMinMax(value: string | number, min: number, max: number): boolean {
  const amount = parseAmount(value);
  return amount !== null && amount >= min && amount <= max;
}

// ---- Text length: characters as a person sees them. ----

// One match per character a person sees: a flag (two regional indicators), an emoji with its
// modifiers and zero-width-joined parts, or any other code point that is not a mark or a format
// character. Marks (Persian diacritics, variation selectors) and format characters (zero-width
// non-joiner and joiner, direction marks) are not matched, so they add nothing. A linear scan on
// purpose: Intl.Segmenter takes minutes on a few hundred thousand Persian letters, which a request
// body can hold.
const SEEN_CHARACTER =
  /\p{Regional_Indicator}{2}|\p{Extended_Pictographic}(?:[\p{M}\u{1F3FB}-\u{1F3FF}]*\u200d\p{Extended_Pictographic})*|[^\p{M}\p{Cf}\u{1F3FB}-\u{1F3FF}]/gu;

/**
 * The length of a text as a person counts it: "می‌خواهم" is 7, "سَلام" is 4 and "👩‍💻" is 1,
 * never the UTF-16 units `String.length` counts. Surrounding spaces count; the rules trim first.
 */
export function textLength(value: string): number {
  let count = 0;
  SEEN_CHARACTER.lastIndex = 0;
  while (SEEN_CHARACTER.exec(value)) count += 1;
  return count;
}

/** The least number of characters SPEC's minLength rule asks for. */
export const MIN_TEXT_LENGTH = 3;

/**
 * minLength (SPEC §5): at least 3 characters as a person sees them, after trimming; the length
 * parameter is accepted but ignored, as SPEC says.
 */
export function hasMinTextLength(value: string, _length?: number): boolean {
  return textLength(value.trim()) >= MIN_TEXT_LENGTH;
}

// ---- Phone numbers as people type them. ----

/**
 * A typed phone number as SPEC's iran_mobile/iran_phone read it: Latin digits, without the spaces,
 * dashes and brackets people put between groups ("۰۳۴-۳۱۲۳ ۴۵۶۷", "(034) 31234567"), and the
 * country code +98 or 0098 written as the leading 0. Anything else is left for the rule to refuse.
 */
export function normalizePhoneNumber(value: string): string {
  return normalize(value)
    .replace(/[\s\-\u2010-\u2015()]/g, "")
    .replace(/^(?:\+|00)98(?=\d{10}$)/, "0");
}

// ---- Files: work on plain { name, size, type } so server-side uploads can be checked too. ----

export type FileLike = { name: string; size: number; type?: string };

const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "gif", "bmp", "svg", "webp", "avif"];

export function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.name === "string" && typeof candidate.size === "number";
}

/** `exts` may be written with or without the dot, in any case ("pdf", ".PDF"). */
export function hasAllowedExtension(fileName: string, exts: readonly string[]): boolean {
  const dot = fileName.lastIndexOf(".");
  if (dot < 0) return false;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return exts.some((ext) => ext.replace(/^\./, "").toLowerCase() === extension);
}

/** `mimeTypes` may use wildcards such as "image/*". */
export function hasMimeType(file: FileLike, mimeTypes: readonly string[]): boolean {
  const type = (file.type ?? "").toLowerCase();
  if (!type) return false;
  return mimeTypes.some((mime) => {
    const wanted = mime.toLowerCase();
    return wanted.endsWith("/*") ? type.startsWith(wanted.slice(0, -1)) : type === wanted;
  });
}

/** By MIME type when the file has one, otherwise by extension. */
export function isImageFile(file: FileLike): boolean {
  if (file.type) return file.type.toLowerCase().startsWith("image/");
  return hasAllowedExtension(file.name, IMAGE_EXTENSIONS);
}

/** Size is at most `kb` kilobytes (1 KB = 1024 bytes). */
export function isUnderSizeKb(file: FileLike, kb: number): boolean {
  return file.size <= kb * 1024;
}

export type ImageMeasure =
  | { width: number; height: number }
  /** A decoder exists and could not read the file: it is not an image it knows. */
  | "undecodable"
  /** Nothing here decodes images (the server, jsdom): the size cannot be known. */
  | "no-decoder";

const canUseImageElement = () =>
  typeof Image !== "undefined" && typeof URL !== "undefined" && typeof URL.createObjectURL === "function";

/** Whether this environment can decode images at all (a browser can; the server and jsdom cannot). */
export function canDecodeImages(): boolean {
  return typeof createImageBitmap === "function" || canUseImageElement();
}

/** An image's size in pixels, read by the browser's own decoder. */
export async function measureImage(file: Blob): Promise<ImageMeasure> {
  const hasBitmap = typeof createImageBitmap === "function";
  if (hasBitmap) {
    try {
      const bitmap = await createImageBitmap(file);
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return size;
    } catch {
      // Some browsers cannot decode SVG into a bitmap; only an SVG gets the <img> below. (Chromium
      // reports an <img> that fails to decode a blob: as a connect-src breach of the page's CSP.)
      if (file.type !== "image/svg+xml") return "undecodable";
    }
  }
  if (!canUseImageElement()) return hasBitmap ? "undecodable" : "no-decoder";
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    const finish = (result: ImageMeasure) => {
      URL.revokeObjectURL(url);
      resolve(result);
    };
    image.onload = () => finish({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => finish("undecodable");
    image.src = url;
  });
}
