// @vitest-environment jsdom
// SPEC's menu links the external magazine: the footer (and header) show it when MAGAZINE_URL is
// set, by default too; an empty MAGAZINE_URL hides it and /magazine becomes a 404.
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

const original = process.env.MAGAZINE_URL;

async function withMagazine(value: string | undefined) {
  if (value === undefined) delete process.env.MAGAZINE_URL;
  else process.env.MAGAZINE_URL = value;
  // The footer asks the API for the contact details; none answers here, so it shows the brand's constants.
  vi.stubEnv("API_INTERNAL_URL", "http://127.0.0.1:9");
  vi.resetModules(); // serverEnv() reads the environment once per module instance
  const [{ SiteFooter }, { default: MagazinePage }] = await Promise.all([
    import("@/components/layout/site-footer"),
    import("@/app/(site)/magazine/page"),
  ]);
  return { SiteFooter, MagazinePage };
}

/** What the page threw: Next's redirect and notFound are errors with a digest. */
function thrownDigest(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return String((error as { digest?: unknown }).digest);
  }
  throw new Error("the page rendered instead of redirecting");
}

afterEach(() => {
  vi.unstubAllEnvs();
  if (original === undefined) delete process.env.MAGAZINE_URL;
  else process.env.MAGAZINE_URL = original;
});

describe("the magazine link", () => {
  it("is in the footer by default and /magazine sends the visitor to the default magazine", async () => {
    const { SiteFooter, MagazinePage } = await withMagazine(undefined);
    render(await SiteFooter());
    expect(screen.getByRole("link", { name: "مجله آوینوکس" }).getAttribute("href")).toBe("/magazine");
    expect(thrownDigest(MagazinePage)).toContain("https://mag.avinox.ir");
  });

  it("goes to the configured magazine, temporarily (307)", async () => {
    const { MagazinePage } = await withMagazine("https://blog.example.ir/mag");
    const digest = thrownDigest(MagazinePage);
    expect(digest).toContain("https://blog.example.ir/mag");
    expect(digest).toContain("307");
  });

  it("is hidden, and /magazine is a 404, when MAGAZINE_URL is empty", async () => {
    const { SiteFooter, MagazinePage } = await withMagazine("");
    render(await SiteFooter());
    expect(screen.queryByRole("link", { name: "مجله آوینوکس" })).toBeNull();
    expect(thrownDigest(MagazinePage)).toContain("404");
  });
});
