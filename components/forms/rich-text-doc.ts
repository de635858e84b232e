// The editor's document (ProseMirror JSON, as tiptap gives it) to and from the stored rich text
// (shared/rich-text.ts). Only the subset survives: paragraphs, headings 2 and 3, bulleted and
// numbered lists (a nested list's items join their list), bold and links with a safe address.
import {
  inlineWords,
  parseRichText,
  safeHref,
  serializeRichText,
  type RichBlock,
  type RichInline,
  type RichTextLines,
} from "@/shared/rich-text";

export type DocNode = {
  type: string;
  attrs?: Record<string, unknown>;
  content?: DocNode[];
  text?: string;
  marks?: Array<{ type: string; attrs?: Record<string, unknown> }>;
};

function inlineNodes(parts: RichInline[]): DocNode[] {
  return parts.map((part) => {
    const marks = [
      ...(part.bold ? [{ type: "bold" }] : []),
      ...(part.href ? [{ type: "link", attrs: { href: part.href } }] : []),
    ];
    return marks.length ? { type: "text", text: part.text, marks } : { type: "text", text: part.text };
  });
}

const paragraphNode = (parts: RichInline[]): DocNode =>
  parts.length ? { type: "paragraph", content: inlineNodes(parts) } : { type: "paragraph" };

/** The editor's document of a stored text. */
export function docOfRichText(source: string, lines: RichTextLines): DocNode {
  const content = parseRichText(source, lines).map((block): DocNode => {
    if (block.type === "heading")
      return { type: "heading", attrs: { level: block.level }, content: inlineNodes(block.content) };
    if (block.type === "paragraph") return paragraphNode(block.content);
    return {
      type: block.ordered ? "orderedList" : "bulletList",
      content: block.items.map((item) => ({ type: "listItem", content: [paragraphNode(item)] })),
    };
  });
  return { type: "doc", content: content.length ? content : [{ type: "paragraph" }] };
}

/** The inline parts of a node's text (a line break reads as a space; marks beyond bold and links are dropped). */
function partsOf(node: DocNode): RichInline[] {
  const parts: RichInline[] = [];
  for (const child of node.content ?? []) {
    if (child.type === "hardBreak") parts.push({ text: " " });
    if (child.type !== "text" || !child.text) continue;
    const bold = child.marks?.some((mark) => mark.type === "bold");
    const link = child.marks?.find((mark) => mark.type === "link");
    const href = typeof link?.attrs?.href === "string" ? safeHref(link.attrs.href) : undefined;
    const last = parts.at(-1);
    // Text split by the editor (a mark ending mid-word) joins again when it reads the same.
    if (last && last.href === href && !!last.bold === !!bold) last.text += child.text;
    else parts.push({ text: child.text, ...(bold ? { bold } : {}), ...(href ? { href } : {}) });
  }
  return parts.map((part) =>
    part.text.includes("\n") ? { ...part, text: part.text.replace(/\s*\n\s*/g, " ") } : part,
  );
}

/** A list item's lines: its paragraphs joined, its nested lists' items after it. */
function itemsOf(item: DocNode): RichInline[][] {
  const own: RichInline[] = [];
  const nested: RichInline[][] = [];
  for (const child of item.content ?? []) {
    if (child.type === "bulletList" || child.type === "orderedList")
      nested.push(...(child.content ?? []).flatMap(itemsOf));
    else {
      if (own.length) own.push({ text: " " });
      own.push(...partsOf(child));
    }
  }
  return [...(inlineWords(own).trim() ? [own] : []), ...nested];
}

/** The stored text of the editor's document. */
export function richTextOfDoc(doc: DocNode): string {
  const blocks: RichBlock[] = [];
  for (const node of doc.content ?? []) {
    if (node.type === "heading") {
      const content = partsOf(node);
      const text = inlineWords(content);
      if (text.trim()) blocks.push({ type: "heading", level: node.attrs?.level === 3 ? 3 : 2, content, text, id: "" });
    } else if (node.type === "bulletList" || node.type === "orderedList") {
      const items = (node.content ?? []).flatMap(itemsOf);
      if (items.length) blocks.push({ type: "list", ordered: node.type === "orderedList", items });
    } else {
      const content = partsOf(node);
      if (inlineWords(content).trim()) blocks.push({ type: "paragraph", content });
    }
  }
  return serializeRichText(blocks);
}
