// The rich text staff write (shared/rich-text.ts): headings, lists (bulleted and numbered in any
// digits), bold and links; only safe link addresses survive; what the editor saves reads back the
// same; descriptions keep one paragraph a line.
import { describe, expect, it } from "vitest";
import {
  parseInline,
  parseRichText,
  plainRichText,
  richTextHeadings,
  safeHref,
  serializeRichText,
  type RichBlock,
} from "@/shared/rich-text";

describe("rich text", () => {
  it("reads bold and links in a line, and a backslash keeps a mark as typed", () => {
    expect(parseInline("ثبت‌نام **رایگان** است؛ [شرایط](/page/rules) را ببینید")).toEqual([
      { text: "ثبت‌نام " },
      { text: "رایگان", bold: true },
      { text: " است؛ " },
      { text: "شرایط", href: "/page/rules" },
      { text: " را ببینید" },
    ]);
    expect(parseInline("**[سایت](https://example.com)**")).toEqual([
      { text: "سایت", bold: true, href: "https://example.com" },
    ]);
    expect(parseInline("۲ ** ۳ و \\*\\*نه پررنگ\\*\\*")).toEqual([{ text: "۲ ** ۳ و **نه پررنگ**" }]);
  });

  it("keeps a link's address only for the site's paths, http(s), mailto and tel", () => {
    for (const good of [
      "/events?when=past",
      "https://avinox.ir/a",
      "http://example.com",
      "mailto:info@avinox.ir",
      "tel:+983412345678",
    ])
      expect(safeHref(good)).toBe(good);
    for (const bad of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "//evil.example",
      "/\\evil.example",
      "vbscript:x",
      'https://a.b/"onmouseover=x',
      "ftp://x",
    ]) {
      expect(safeHref(bad)).toBeUndefined();
    }
    expect(parseInline("[بزن](javascript:alert(1))")).toEqual([{ text: "[بزن](javascript:alert(1))" }]);
  });

  it("reads headings with anchors, bulleted and numbered lists (Persian digits too) and joined paragraph lines", () => {
    const blocks = parseRichText(
      "## برنامه\nروز اول\nو دوم.\n\n۱. ثبت‌نام\n2) ورود\n\n- چای\n- قهوه\n### جزئیات **مهم**",
    );
    expect(blocks.map((b) => b.type)).toEqual(["heading", "paragraph", "list", "list", "heading"]);
    expect(blocks[1]).toEqual({ type: "paragraph", content: [{ text: "روز اول و دوم." }] });
    expect(blocks[2]).toMatchObject({ ordered: true, items: [[{ text: "ثبت‌نام" }], [{ text: "ورود" }]] });
    expect(blocks[3]).toMatchObject({ ordered: false, items: [[{ text: "چای" }], [{ text: "قهوه" }]] });
    expect(richTextHeadings(blocks)).toEqual([
      { id: "برنامه", text: "برنامه" },
      { id: "جزئیات-مهم", text: "جزئیات مهم" },
    ]);
    expect(plainRichText("## سرفصل\n- یک\n- دو\n**پایان**")).toBe("سرفصل یک، دو پایان");
  });

  it("in a description every line is a paragraph, as before the format", () => {
    expect(parseRichText("خط اول\nخط دوم", "paragraph")).toEqual([
      { type: "paragraph", content: [{ text: "خط اول" }] },
      { type: "paragraph", content: [{ text: "خط دوم" }] },
    ]);
  });

  it("reads back what it saves, marks typed as words included", () => {
    const blocks: RichBlock[] = [
      { type: "heading", level: 2, content: [{ text: "درباره [ما]" }], text: "درباره [ما]", id: "درباره-ما" },
      {
        type: "paragraph",
        content: [
          { text: "- این خط فهرست نیست و ** ستاره دارد \\ با " },
          { text: "پیوند", href: "https://example.com/a_(b" },
        ],
      },
      { type: "paragraph", content: [{ text: "۱. این هم عدد است نه فهرست" }] },
      { type: "list", ordered: true, items: [[{ text: "یک", bold: true }], [{ text: "دو" }]] },
      { type: "list", ordered: false, items: [[{ text: "سه" }]] },
    ];
    const saved = serializeRichText(blocks);
    for (const lines of ["join", "paragraph"] as const) expect(parseRichText(saved, lines)).toEqual(blocks);
  });
});
