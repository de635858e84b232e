// @vitest-environment jsdom
// The staff-written body format (headings with anchors, paragraphs, lists, site paths as links),
// the FAQ disclosure, and the designed page of a shop route Avinox does not offer.
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FaqDisclosure } from "@/components/faq/faq-disclosure";
import { RichText } from "@/components/content/rich-text";
import { NotOffered } from "@/components/legacy/not-offered";
import { parseRichText, plainRichText, richTextHeadings } from "@/shared/rich-text";

const BODY = `مقدمه‌ای کوتاه
در دو خط.

## ساعات کاری
- شنبه تا پنجشنبه
- صفحه /workspaces را ببینید.

## ساعات کاری

پیگیری در /track انجام می‌شود (/events?when=past).`;

describe("content body format", () => {
  it("parses paragraphs, headings with unique anchors and list items", () => {
    const blocks = parseRichText(BODY);
    expect(blocks).toEqual([
      { type: "paragraph", content: [{ text: "مقدمه‌ای کوتاه در دو خط." }] },
      { type: "heading", level: 2, content: [{ text: "ساعات کاری" }], text: "ساعات کاری", id: "ساعات-کاری" },
      {
        type: "list",
        ordered: false,
        items: [[{ text: "شنبه تا پنجشنبه" }], [{ text: "صفحه /workspaces را ببینید." }]],
      },
      { type: "heading", level: 2, content: [{ text: "ساعات کاری" }], text: "ساعات کاری", id: "ساعات-کاری-2" },
      { type: "paragraph", content: [{ text: "پیگیری در /track انجام می‌شود (/events?when=past)." }] },
    ]);
    expect(richTextHeadings(blocks).map((h) => h.id)).toEqual(["ساعات-کاری", "ساعات-کاری-2"]);
    expect(plainRichText(BODY)).toBe(
      "مقدمه‌ای کوتاه در دو خط. ساعات کاری شنبه تا پنجشنبه، صفحه /workspaces را ببینید. ساعات کاری پیگیری در /track انجام می‌شود (/events?when=past).",
    );
  });

  it("renders headings, lists and site paths as links", () => {
    render(<RichText blocks={parseRichText(BODY)} />);
    const headings = screen.getAllByRole("heading", { level: 2 });
    expect(headings.map((h) => h.id)).toEqual(["ساعات-کاری", "ساعات-کاری-2"]);
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "/workspaces" }).getAttribute("href")).toBe("/workspaces");
    expect(screen.getByRole("link", { name: "/track" }).getAttribute("href")).toBe("/track");
    expect(screen.getByRole("link", { name: "/events?when=past" }).getAttribute("href")).toBe("/events?when=past");
    expect(screen.getByText(/انجام می‌شود/).textContent).toBe("پیگیری در /track انجام می‌شود (/events?when=past).");
  });
});

describe("FAQ disclosure", () => {
  it("shows the question as the summary and links to the answer's page", () => {
    const { container } = render(
      <FaqDisclosure
        item={{
          id: 7,
          category_id: 2,
          question: "کد پیگیری کجاست؟",
          answer: "در /track ببینید.",
          sort_order: 1,
          view_count: 0,
        }}
      />,
    );
    const details = container.querySelector("details")!;
    expect(details.open).toBe(false);
    expect(within(details.querySelector("summary")!).getByText("کد پیگیری کجاست؟")).toBeTruthy();
    expect(screen.getByRole("link", { name: "صفحه این پرسش: کد پیگیری کجاست؟" }).getAttribute("href")).toBe(
      "/faq/item/2/7",
    );
  });
});

describe("a shop route Avinox does not offer", () => {
  it("says so in Persian on /cart with the empty-cart message and real sections", () => {
    render(<NotOffered pattern="/cart" />);
    expect(screen.getByRole("heading", { level: 1, name: "سبد خرید" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("سبد خرید شما خالی است.");
    expect(screen.getByText("این خدمت در آوینوکس ارائه نمی‌شود.")).toBeTruthy();
    expect(screen.getByRole("link", { name: /رزرو فضای کار/ }).getAttribute("href")).toBe("/reservation");
    expect(screen.getByRole("link", { name: "صفحه اصلی" }).getAttribute("href")).toBe("/");
  });

  it("has no cart message elsewhere", () => {
    render(<NotOffered pattern="/profile/wish-list" inPanel />);
    expect(screen.getByRole("heading", { level: 1, name: "علاقه‌مندی‌ها" })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });
});
