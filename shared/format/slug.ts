// Slugs for content addresses (issue 14): made from the Persian title, so /events/میت‌آپ-هوش-مصنوعی
// reads like the title. Persian letters are kept (Arabic ي/ك become Persian ی/ک), digits of any
// script become Latin, Latin letters lower case; spaces, half-spaces and dashes become one '-';
// punctuation and anything else is dropped.
import { toLatinDigits } from "./digits";

export const SLUG_MAX_LENGTH = 80;

const ARABIC_LETTERS: Record<string, string> = { ي: "ی", ى: "ی", ك: "ک", ة: "ه" };
// Arabic diacritics (harakat, tanwin, shadda, sukun, superscript alef) and the tatweel.
const DIACRITICS = /[\u064B-\u065F\u0670\u0640]/g;
// Word separators: spaces, ZWNJ/ZWJ and direction marks, soft hyphen, dashes, underscore, slash, dot.
const SEPARATORS = /[\s\u200C\u200D\u200E\u200F\u00AD_\-\u2010-\u2015/\\.]+/g;
// The Persian and Arabic letters of the alphabet (no Arabic punctuation: ، ؛ ؟ ٫ ٬ ۔).
const KEPT = /[^a-z0-9\u0621-\u063A\u0641-\u064A\u067E\u0686\u0698\u06A9\u06AF\u06CC\u06C0-]/g;

/** The slug of a title: "میت‌آپ هوش مصنوعی ۱۴۰۵!" → "میت-آپ-هوش-مصنوعی-1405". Empty when nothing is left. */
export function slugify(title: string): string {
  const slug = toLatinDigits(title.normalize("NFC"))
    .toLowerCase()
    .replace(/[يىكة]/g, (ch) => ARABIC_LETTERS[ch] ?? ch)
    .replace(DIACRITICS, "")
    .replace(SEPARATORS, "-")
    .replace(KEPT, "")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  // Cut at a word's end when one is near, never in the middle of a word if it can be helped.
  const cut = slug.slice(0, SLUG_MAX_LENGTH);
  const lastDash = cut.lastIndexOf("-");
  return (lastDash > SLUG_MAX_LENGTH / 2 ? cut.slice(0, lastDash) : cut).replace(/-$/, "");
}

/** Whether a slug an editor typed is already in the form slugify gives (what the API stores). */
export function isSlug(value: string): boolean {
  return value.length > 0 && value.length <= SLUG_MAX_LENGTH && slugify(value) === value;
}
