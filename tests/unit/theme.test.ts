// The theme has one source, tailwind.config.ts: the stylesheet is built from it (through @config),
// and the manifest and page metadata read the theme colour from it instead of repeating it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import tailwind from "@tailwindcss/postcss";
import postcss from "postcss";
import { beforeAll, describe, expect, it, vi } from "vitest";
import manifest from "@/app/manifest";
import config, { brand, breakpointsPx, themeColor } from "@/tailwind.config";

// The root layout loads Vazirmatn through next/font, which only works inside Next's build.
vi.mock("next/font/local", () => ({ default: () => ({ variable: "font-vazirmatn", className: "font-vazirmatn" }) }));

const STYLESHEET = join(process.cwd(), "styles", "globals.css");
let css = "";

beforeAll(async () => {
  const source = readFileSync(STYLESHEET, "utf8");
  css = (await postcss([tailwind({ base: process.cwd() })]).process(source, { from: STYLESHEET })).css;
}, 60_000);

/** The declarations of one utility class in the built stylesheet. */
function rule(selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\:]/g, "\\$&");
  return new RegExp(`${escaped}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? "";
}

describe("the theme", () => {
  it("builds the brand palette, text colours and radii from tailwind.config.ts", () => {
    expect(rule(".bg-brand-700")).toContain(`background-color: ${brand[700]}`);
    expect(rule(".text-brand-800")).toContain(`color: ${brand[800]}`);
    expect(rule(".text-ink")).toContain(`color: ${config.theme.extend.colors.ink}`);
    expect(rule(".list-persian")).toContain("list-style-type: persian");
    expect(rule(".rounded-2xl")).toContain(`border-radius: ${config.theme.extend.borderRadius["2xl"]}`);
  });

  it("uses the config's font and SPEC §9 breakpoints", () => {
    expect(css).toContain(`font-family: ${config.theme.extend.fontFamily.sans.join(", ")}`);
    expect(css).toContain(`@media (width >= ${breakpointsPx.md / 16}rem)`);
    expect(css).toContain(`@media (width >= ${breakpointsPx.lg / 16}rem)`);
  });

  it("keeps the palette out of the stylesheet: no brand colour is written there twice", () => {
    const source = readFileSync(STYLESHEET, "utf8").toLowerCase();
    expect(source).toContain('@config "../tailwind.config.ts"');
    for (const hex of Object.values(brand)) expect(source).not.toContain(hex);
  });

  it("gives the manifest and the pages the theme's green", async () => {
    expect(themeColor).toBe(brand[700]);
    expect(manifest().theme_color).toBe(themeColor);
    const { viewport } = await import("@/app/layout");
    expect(viewport.themeColor).toBe(themeColor);
  });
});
