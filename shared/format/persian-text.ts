// Search-friendly Persian text: the same word typed with Arabic ي/ك, with or without a half-space,
// with Persian or Latin digits, or with diacritics, normalises to one form.
import { toLatinDigits } from "./digits";

const LETTER_VARIANTS: Record<string, string> = {
  ي: "ی",
  ى: "ی",
  ئ: "ی",
  ك: "ک",
  ة: "ه",
  ۀ: "ه",
  أ: "ا",
  إ: "ا",
  آ: "ا",
  ٱ: "ا",
  ؤ: "و",
};

// Arabic diacritics (harakat, tanwin, shadda, sukun, superscript alef) and the tatweel.
const DIACRITICS = /[\u064B-\u065F\u0670\u0640]/g;
const HALF_SPACE = /[\u200C\u200D\u200F\u200E\u00AD]/g;

/** Canonical form of a word or phrase: letters unified, no diacritics, Latin digits, lower case. */
export function normalizePersian(value: string): string {
  return (
    toLatinDigits(value)
      // Thousands separators between digits: "۳۵٬۰۰۰" and "35,000" both read 35000.
      .replace(/(?<=\d)[٬,](?=\d{3})/g, "")
      .replace(/[يىئكةۀأإآٱؤ]/g, (ch) => LETTER_VARIANTS[ch] ?? ch)
      .replace(DIACRITICS, "")
      .toLowerCase()
  );
}

/** The stored search text of an entity: its fields normalised, with no spaces or half-spaces. */
export function searchableText(...parts: Array<string | null | undefined | readonly string[]>): string {
  return parts
    .flat()
    .filter((p): p is string => Boolean(p))
    .map((p) => normalizePersian(p).replace(HALF_SPACE, "").replace(/\s+/g, ""))
    .join("|");
}

/** A query's words in the same form (each must appear in the stored search text). */
export function searchWords(query: string): string[] {
  return normalizePersian(query)
    .replace(HALF_SPACE, "")
    .split(/[\s,،؛;]+/)
    .map((w) => w.replace(/[%_\\|]/g, ""))
    .filter((w) => w.length > 0)
    .slice(0, 8);
}
