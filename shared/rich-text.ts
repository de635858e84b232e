// The rich text staff write (content pages, FAQ answers, descriptions and bios; issue 14): a small
// subset, stored as marked-up plain text:
//
//   ## a heading            ### a smaller heading
//   - an item               ۱. a numbered item (digits of any script)
//   a paragraph, with **bold** and [a link](https://example.com)
//
// Why text and not HTML: nothing stored is ever put on a page as markup. Pages parse it into the
// blocks below and render each as a React element whose text React escapes, and a link keeps its
// address only when it is the site's own path, http(s), mailto or tel. So no stored value can carry
// a script, whatever an editor (or a request bypassing the desk) sends.
//
// Lines: in a content page or an FAQ answer a paragraph may run over several lines and a blank line
// ends it ("join"); in a description or a bio, written before this format in a plain text box, every
// line is a paragraph of its own ("paragraph"). Both read the text written before unchanged.
import { toLatinDigits } from "./format/digits";

export type RichInline = { text: string; bold?: boolean; href?: string };
export type RichBlock =
  | { type: "paragraph"; content: RichInline[] }
  /** `text`: the words alone; `id`: an anchor unique within the text. */
  | { type: "heading"; level: 2 | 3; content: RichInline[]; text: string; id: string }
  | { type: "list"; ordered: boolean; items: RichInline[][] };

export type RichTextLines = "join" | "paragraph";

const HEADING = /^(#{2,3})\s+(.*)$/;
const BULLET = /^[-*•]\s+(.*)$/;
const NUMBERED = /^(\d{1,3})[.)]\s+(.*)$/;

/** An address a link may keep: the site's own path, or http(s), mailto and tel. */
export function safeHref(raw: string): string | undefined {
  const href = raw.trim();
  if (/^\/(?![/\\])[^\s<>"']*$/.test(href)) return href;
  if (!/^(https?:\/\/|mailto:|tel:)[^\s<>"']+$/i.test(href)) return undefined;
  try {
    return ["http:", "https:", "mailto:", "tel:"].includes(new URL(href).protocol) ? href : undefined;
  } catch {
    return undefined;
  }
}

/** The words of a line of inline parts, without marks. */
export const inlineWords = (parts: RichInline[]) => parts.map((part) => part.text).join("");

function mergeAdjacent(parts: RichInline[]): RichInline[] {
  const merged: RichInline[] = [];
  for (const part of parts) {
    const last = merged.at(-1);
    if (last && !last.href && !part.href && !!last.bold === !!part.bold) last.text += part.text;
    else merged.push({ ...part });
  }
  return merged;
}

/** `**bold**` and `[label](address)` in a line; a backslash keeps the next character as typed. */
export function parseInline(line: string): RichInline[] {
  const parts: RichInline[] = [];
  let text = "";
  let bold = false;
  const flush = () => {
    if (text) parts.push(bold ? { text, bold } : { text });
    text = "";
  };
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (char === "\\" && i + 1 < line.length) {
      text += line[++i];
    } else if (line.startsWith("**", i) && (bold || line.indexOf("**", i + 2) !== -1)) {
      // An opening mark counts only when it is closed on the line; a lone "**" stays as typed.
      flush();
      bold = !bold;
      i++;
    } else if (char === "[") {
      const link = /^\[([^\]\n]+)\]\(([^)\s]+)\)/.exec(line.slice(i));
      const href = link ? safeHref(link[2]!) : undefined;
      if (link && href) {
        flush();
        parts.push(bold ? { text: link[1]!, bold, href } : { text: link[1]!, href });
        i += link[0].length - 1;
      } else text += char;
    } else text += char;
  }
  flush();
  return mergeAdjacent(parts);
}

/** A heading's anchor: its words joined by "-", unique within the text (Persian stays Persian). */
function anchorOf(text: string, taken: Map<string, number>): string {
  const base =
    text
      .trim()
      .replace(/\u200c/g, "")
      .replace(/\s+/g, "-")
      .replace(/[^\p{L}\p{N}-]+/gu, "")
      .replace(/-+/g, "-")
      .replace(/^-|-$/g, "") || "section";
  const seen = taken.get(base) ?? 0;
  taken.set(base, seen + 1);
  return seen === 0 ? base : `${base}-${seen + 1}`;
}

/** The blocks of a stored text, in order. */
export function parseRichText(source: string, lines: RichTextLines = "join"): RichBlock[] {
  const blocks: RichBlock[] = [];
  const taken = new Map<string, number>();
  let paragraph: string[] = [];
  let listOpen = false;
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ type: "paragraph", content: parseInline(paragraph.join(" ")) });
    paragraph = [];
  };
  for (const raw of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(toLatinDigits(line.slice(0, 5)) + line.slice(5));
    if (!line) {
      endParagraph();
      listOpen = false;
    } else if (heading) {
      endParagraph();
      listOpen = false;
      const content = parseInline(heading[2]!.trim());
      const text = inlineWords(content);
      if (text)
        blocks.push({ type: "heading", level: heading[1]!.length as 2 | 3, content, text, id: anchorOf(text, taken) });
    } else if (bullet || numbered) {
      endParagraph();
      const ordered = !bullet;
      const item = parseInline((bullet ? bullet[1]! : numbered![2]!).trim());
      if (!item.length) continue;
      const last = blocks.at(-1);
      if (listOpen && last?.type === "list" && last.ordered === ordered) last.items.push(item);
      else blocks.push({ type: "list", ordered, items: [item] });
      listOpen = true;
    } else {
      listOpen = false;
      paragraph.push(line);
      if (lines === "paragraph") endParagraph();
    }
  }
  endParagraph();
  return blocks;
}

/** The headings of a text, for a table of contents. */
export function richTextHeadings(blocks: RichBlock[]): Array<{ id: string; text: string }> {
  return blocks.flatMap((block) => (block.type === "heading" ? [{ id: block.id, text: block.text }] : []));
}

/** The words alone (for excerpts, search and structured data): no marks, one space between blocks. */
export function plainRichText(source: string, lines: RichTextLines = "join"): string {
  return parseRichText(source, lines)
    .map((block) => (block.type === "list" ? block.items.map(inlineWords).join("، ") : inlineWords(block.content)))
    .join(" ");
}

const escapeInline = (text: string) => text.replace(/[\\*[\]]/g, (c) => `\\${c}`);

function inlineSource(parts: RichInline[]): string {
  return parts
    .map((part) => {
      const label = part.href ? `[${escapeInline(part.text)}](${part.href})` : escapeInline(part.text);
      return part.bold ? `**${label}**` : label;
    })
    .join("");
}

/** A paragraph whose start would read as a block's mark ("- ", "## ", "۱. ") keeps it as typed. */
function paragraphSource(parts: RichInline[]): string {
  const source = inlineSource(parts);
  return HEADING.test(source) || BULLET.test(source) || NUMBERED.test(toLatinDigits(source)) ? `\\${source}` : source;
}

/** The stored text of blocks (what the desk's editor saves), read back the same in either line mode. */
export function serializeRichText(blocks: RichBlock[]): string {
  return blocks
    .map((block) => {
      if (block.type === "heading") return `${"#".repeat(block.level)} ${inlineSource(block.content)}`;
      if (block.type === "paragraph") return paragraphSource(block.content);
      return block.items.map((item, i) => `${block.ordered ? `${i + 1}.` : "-"} ${inlineSource(item)}`).join("\n");
    })
    .join("\n\n");
}
