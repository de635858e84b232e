// @vitest-environment jsdom
// The desk's rich-text field: the stored text opens as headings, lists, bold and links; the toolbar
// turns a line into a list or a heading and reports the stored text; what the editor's document can
// hold beyond the subset (an unsafe link, a nested list, a line break) is saved within it.
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { docOfRichText, richTextOfDoc, type DocNode } from "@/components/forms/rich-text-doc";
import { RichTextEditor } from "@/components/forms/rich-text-editor";

const STORED = "## برنامه\n\nروز **اول** با [شرایط](/page/rules)\n\n1. ثبت‌نام\n2. ورود";

describe("the editor's document and the stored text", () => {
  it("go to each other and back unchanged", () => {
    expect(richTextOfDoc(docOfRichText(STORED, "paragraph"))).toBe(STORED);
    expect(docOfRichText("", "paragraph")).toEqual({ type: "doc", content: [{ type: "paragraph" }] });
  });

  it("keeps only the subset: unsafe links lose their address, nested items join the list, breaks become spaces", () => {
    const doc: DocNode = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            { type: "text", text: "بزن", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] },
            { type: "hardBreak" },
            { type: "text", text: "اینجا" },
          ],
        },
        {
          type: "bulletList",
          content: [
            {
              type: "listItem",
              content: [
                { type: "paragraph", content: [{ type: "text", text: "یک" }] },
                {
                  type: "orderedList",
                  content: [
                    { type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "دو" }] }] },
                  ],
                },
              ],
            },
          ],
        },
        { type: "paragraph", content: [{ type: "text", text: "- خط با خط تیره" }] },
        { type: "paragraph" },
      ],
    };
    expect(richTextOfDoc(doc)).toBe("بزن اینجا\n\n- یک\n- دو\n\n\\- خط با خط تیره");
  });
});

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor label="توضیحات رویداد" value={value} onChange={setValue} />
      <output data-testid="stored">{value}</output>
    </>
  );
}

describe("the rich-text field", () => {
  // jsdom lays nothing out; ProseMirror asks where the selection is to scroll it into view.
  beforeAll(() => {
    const noRect = () =>
      ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
    const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    Range.prototype.getBoundingClientRect = noRect;
    Range.prototype.getClientRects = noRects;
    Element.prototype.getClientRects = noRects;
    document.elementFromPoint = () => null;
  });

  it("opens the stored text and turns the text into a list from the toolbar", async () => {
    render(<Harness initial={"## برنامه\nنکته اول"} />);
    const box = await screen.findByRole("textbox", { name: "توضیحات رویداد" });
    await waitFor(() => expect(box.querySelector("h2")?.textContent).toBe("برنامه"));
    expect(screen.getByRole("group", { name: /توضیحات رویداد/ })).toBeTruthy();
    const paragraph = box.querySelector("p")!;
    await act(async () => {
      box.focus();
      const range = document.createRange();
      range.selectNodeContents(paragraph);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      document.dispatchEvent(new Event("selectionchange"));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await userEvent.click(screen.getByRole("button", { name: "فهرست نقطه‌ای" }));
    await waitFor(() => expect(screen.getByTestId("stored").textContent).toBe("## برنامه\n\n- نکته اول"));
    expect(screen.getByRole("button", { name: "فهرست نقطه‌ای" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("refuses an unsafe link address with a Persian message", async () => {
    render(<Harness initial="متن" />);
    await screen.findByRole("textbox", { name: "توضیحات رویداد" });
    await userEvent.click(screen.getByRole("button", { name: "پیوند" }));
    const address = screen.getByLabelText("نشانی پیوند");
    await userEvent.clear(address);
    await userEvent.type(address, "javascript:alert(1)");
    await userEvent.click(screen.getByRole("button", { name: "ثبت پیوند" }));
    expect(screen.getByText(/نشانی پیوند باید با/).getAttribute("role")).toBe("alert");
    expect(screen.getByLabelText("نشانی پیوند").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByTestId("stored").textContent).toBe("متن");
  });
});
