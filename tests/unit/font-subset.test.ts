// The Vazirmatn subset (scripts/font/vazirmatn-subset.ts) must draw every character the site's
// own texts use, in one file under issue 11's 60 KiB: a letter missing from it would show in the
// fallback font in the middle of a Persian word.
import fs from "node:fs";
import path from "node:path";
import fontverter from "fontverter";
import * as hb from "harfbuzzjs";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { SOURCE_FONT, ensureVazirmatnSubset } from "@/scripts/font/vazirmatn-subset";

const root = path.resolve(__dirname, "../..");

async function cmapOf(file: string): Promise<Set<number>> {
  const sfnt = await fontverter.convert(fs.readFileSync(file), "truetype");
  const face = new hb.Face(new hb.Blob(new Uint8Array(sfnt)));
  return new Set(face.collectUnicodes());
}

function sourceFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|mjs)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The text of every string literal, template part and JSX text of a file: what can reach a page (comments and regular expressions cannot). */
function textsOf(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    false,
    file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      texts.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** Characters of the pages, the API's messages and the seeded content (server/*\/seed.ts, the migrations' defaults). */
function siteCharacters(): Map<number, string> {
  const files = ["app", "components", "lib", "validation", "server"].flatMap((directory) =>
    sourceFiles(path.join(root, directory)),
  );
  const texts = files.flatMap((file) => textsOf(file).map((text) => [text, path.relative(root, file)] as const));
  const migrations = path.join(root, "server/db/migrations");
  for (const name of fs.readdirSync(migrations).filter((n) => n.endsWith(".sql")))
    texts.push([fs.readFileSync(path.join(migrations, name), "utf8"), `server/db/migrations/${name}`]);
  const characters = new Map<number, string>();
  for (const [text, file] of texts) {
    for (const character of text) {
      const code = character.codePointAt(0)!;
      if (code >= 0x20 && !characters.has(code)) characters.set(code, file);
    }
  }
  return characters;
}

describe("Vazirmatn subset", () => {
  it("has every character of the site's texts that Vazirmatn draws, and far fewer than the whole font", async () => {
    const subset = await cmapOf(await ensureVazirmatnSubset(root));
    const full = await cmapOf(path.join(root, SOURCE_FONT));
    const used = siteCharacters();
    // The scan really reads the texts: Persian letters, digits and the ZWNJ of "می‌شود" are among them.
    for (const character of "آگی۰۹\u200c«") expect(used.has(character.codePointAt(0)!)).toBe(true);

    const missing = [...used]
      .filter(([code]) => full.has(code) && !subset.has(code))
      .map(
        ([code, file]) =>
          `U+${code.toString(16).toUpperCase().padStart(4, "0")} ${String.fromCodePoint(code)} (${file})`,
      );
    expect(missing).toEqual([]);
    // Cut down for real: far fewer characters than the whole font.
    expect(subset.size).toBeLessThan(full.size / 2);
  });

  it("is one file under 60 KiB that keeps the variable weight axis (100–900)", async () => {
    const file = await ensureVazirmatnSubset(root);
    expect(fs.statSync(file).size).toBeLessThanOrEqual(60 * 1024);
    const sfnt = await fontverter.convert(fs.readFileSync(file), "truetype");
    const axes = new hb.Face(new hb.Blob(new Uint8Array(sfnt))).getAxisInfos();
    expect(axes.wght).toMatchObject({ min: 100, max: 900 });
  });
});
