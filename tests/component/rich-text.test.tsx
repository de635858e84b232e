// @vitest-environment jsdom
// Staff-written rich text on a page: headings under the section, numbered and bulleted lists, bold,
// the site's and other sites' links; markup or a script in the text stays words, and an unsafe
// link address never becomes a link. A description keeps one paragraph a line.
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DetailSection } from "@/components/catalog/detail-page";
import { RichText } from "@/components/content/rich-text";
import { parseRichText } from "@/shared/rich-text";

describe("rich text on a page", () => {
  it("shows headings one below the section, lists, bold and links", () => {
    render(
      <RichText
        headingLevel={3}
        blocks={parseRichText(
          "## برنامه\n1. ثبت‌نام\n2. ورود\n\n- چای\n\n**رایگان** و [شرایط](/page/rules) و [نقشه](https://maps.example/x)",
        )}
      />,
    );
    expect(screen.getByRole("heading", { level: 3, name: "برنامه" }).id).toBe("برنامه");
    const [ordered, bullets] = screen.getAllByRole("list");
    expect(ordered!.tagName).toBe("OL");
    expect(bullets!.tagName).toBe("UL");
    expect(screen.getByText("رایگان").tagName).toBe("STRONG");
    expect(screen.getByRole("link", { name: "شرایط" }).getAttribute("href")).toBe("/page/rules");
    const external = screen.getByRole("link", { name: "نقشه" });
    expect(external.getAttribute("href")).toBe("https://maps.example/x");
    expect(external.getAttribute("rel")).toBe("nofollow noopener noreferrer");
  });

  it("keeps markup and scripts as words and drops unsafe link addresses", () => {
    const { container } = render(
      <RichText
        blocks={parseRichText(
          '<script>alert(1)</script>\n<img src=x onerror="alert(2)">\n[بزن](javascript:alert(3))\n[داده](data:text/html,hi)',
        )}
      />,
    );
    expect(container.querySelector("script, img, iframe")).toBeNull();
    expect(screen.queryAllByRole("link")).toHaveLength(0);
    expect(container.textContent).toContain("<script>alert(1)</script>");
    expect(container.textContent).toContain("[بزن](javascript:alert(3))");
  });

  it("a description's lines stay paragraphs of their own under its section", () => {
    const { container } = render(<DetailSection id="about" title="درباره" text={"خط اول\nخط دوم\n- یک نکته"} />);
    expect([...container.querySelectorAll("p")].map((p) => p.textContent)).toEqual(["خط اول", "خط دوم"]);
    expect(screen.getByRole("listitem").textContent).toBe("یک نکته");
  });
});
