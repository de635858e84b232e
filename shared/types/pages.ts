// Shapes of the content pages API, and the body format the staff write in:
// paragraphs separated by blank lines, a line starting "## " is a heading (h2), lines starting
// "- " are list items. The same format serves FAQ answers.

export type ContentPageSummary = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  updated_at: string;
};

export type ContentPage = ContentPageSummary & { body: string };

export type ContentBlock = { type: "heading"; text: string; id: string } | { type: "paragraph"; text: string } | { type: "list"; items: string[] };

/** A heading's anchor: its words joined by "-", unique within the page (Persian stays Persian). */
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

/** The body as blocks: headings (with anchors), paragraphs and lists, in order. */
export function parseContentBody(body: string): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  const taken = new Map<string, number>();
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ type: "paragraph", text: paragraph.join(" ") });
    if (list.length) blocks.push({ type: "list", items: list });
    paragraph = [];
    list = [];
  };
  for (const raw of body.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (!line) {
      flush();
    } else if (line.startsWith("## ")) {
      flush();
      const text = line.slice(3).trim();
      if (text) blocks.push({ type: "heading", text, id: anchorOf(text, taken) });
    } else if (line.startsWith("- ")) {
      if (paragraph.length) {
        blocks.push({ type: "paragraph", text: paragraph.join(" ") });
        paragraph = [];
      }
      const item = line.slice(2).trim();
      if (item) list.push(item);
    } else {
      if (list.length) {
        blocks.push({ type: "list", items: list });
        list = [];
      }
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** The headings of a body, for a table of contents. */
export function contentHeadings(blocks: ContentBlock[]): Array<{ id: string; text: string }> {
  return blocks.flatMap((block) => (block.type === "heading" ? [{ id: block.id, text: block.text }] : []));
}

/** The body as plain text (for excerpts): no markers, one space between blocks. */
export function plainContent(body: string): string {
  return parseContentBody(body)
    .map((block) => (block.type === "list" ? block.items.join("، ") : block.text))
    .join(" ");
}
