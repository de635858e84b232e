// Vazirmatn cut down, at build time, to the characters the site writes (issue 11: the font in one
// request under 60 KiB; the whole variable font is 109 KiB). The `wght` axis stays variable, so
// every weight the pages use still comes from this one file.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const range = (first: number, last: number) =>
  String.fromCodePoint(...Array.from({ length: last - first + 1 }, (_, i) => first + i));

/**
 * What the subset keeps. Everything the site's own texts use (tests/unit/font-subset.test.ts
 * checks them) plus what visitors commonly type: the Arabic forms of letters people paste (ك ي ى ة…),
 * both digit scripts and Persian punctuation. The whole Arabic block (U+0600–06FF) would be
 * 72.5 KiB. Characters Vazirmatn lacks anyway (← ✓, emoji) come from the fallback font either way.
 */
export const SUBSET_TEXT = [
  range(0x20, 0x7e), // printable ASCII
  "«»×÷–—‘’“”…•©·−\u00a0\u00ad", // typography the texts use (NBSP keeps numbers with their units), soft hyphen
  "\u200c\u200d\u200e\u200f", // ZWNJ (می‌شود), ZWJ, LRM, RLM
  "آابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی", // the Persian alphabet
  "ءأؤإئةكىيۀٱ", // hamza forms and the Arabic letters Persian text often carries
  range(0x64b, 0x655) + "\u0670", // harakat (فعلاً، دموِی) and the superscript alef
  range(0x6f0, 0x6f9), // Persian digits
  range(0x660, 0x669), // Arabic-Indic digits (typed by visitors, read as Persian)
  "،؛؟٪٫٬ـ", // Persian punctuation, percent, decimal and thousands separators, kashida
].join("");

export const SOURCE_FONT = "node_modules/vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2";
/** Git-ignored; app/fonts.ts loads it with next/font/local (a name without brackets, one URL). */
export const SUBSET_FONT = "generated/fonts/vazirmatn-subset.woff2";
const STAMP = "generated/fonts/vazirmatn-subset.json";

/** What the generated file was made from: the source bytes, the kept characters and the tool's version. */
function subsetKey(root: string): string {
  const toolVersion = (
    JSON.parse(fs.readFileSync(path.join(root, "node_modules/subset-font/package.json"), "utf8")) as { version: string }
  ).version;
  return createHash("sha256")
    .update(fs.readFileSync(path.join(root, SOURCE_FONT)))
    .update("\0")
    .update(SUBSET_TEXT)
    .update("\0")
    .update(toolVersion)
    .digest("hex");
}

function readStamp(root: string): string | undefined {
  try {
    return (JSON.parse(fs.readFileSync(path.join(root, STAMP), "utf8")) as { key?: string }).key;
  } catch {
    return undefined;
  }
}

/**
 * Writes the subset when it is missing or was made from another source, character list or tool
 * version; otherwise leaves it alone (a build loads the config several times). Returns its path.
 */
export async function ensureVazirmatnSubset(root: string = process.cwd()): Promise<string> {
  const target = path.join(root, SUBSET_FONT);
  const key = subsetKey(root);
  if (fs.existsSync(target) && readStamp(root) === key) return target;

  // Loaded only when a subset is made: `next start` never gets here and needs no dev dependency.
  const { default: subsetFont } = await import("subset-font");
  const subset = await subsetFont(fs.readFileSync(path.join(root, SOURCE_FONT)), SUBSET_TEXT, {
    targetFormat: "woff2",
  });

  fs.mkdirSync(path.dirname(target), { recursive: true });
  // Written aside and renamed: parallel build workers never read half a file.
  const temporary = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, subset);
  fs.renameSync(temporary, target);
  const stampTemporary = `${path.join(root, STAMP)}.${process.pid}.tmp`;
  fs.writeFileSync(stampTemporary, JSON.stringify({ key, bytes: subset.length }) + "\n");
  fs.renameSync(stampTemporary, path.join(root, STAMP));
  return target;
}
