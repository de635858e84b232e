// @vitest-environment jsdom
// An event page's cover (issue 14): the text alternative the desk gave with an uploaded cover is
// what a screen reader hears; a cover without one (the drawn art) is described by the title.
import { eq } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { events } from "@/server/db/schema";
import { seedEvents } from "@/server/seed/events";
import { withFreshDatabase } from "../support/database";
import { allGetRoutes, resolveTree, serveApiRoutes } from "../support/page-harness";

vi.mock("next/navigation", async (original) => (await import("../support/next-mocks")).staticNavigation(original));
vi.mock("next/form", async () => (await import("../support/next-mocks")).plainForm);

const database = withFreshDatabase();
const DESCRIBED = "ai-meetup-kerman";
const COVER_ALT = "سه نفر پشت لپ‌تاپ در حال کار روی یک مدل هوش مصنوعی";

serveApiRoutes(allGetRoutes(), async () => seedEvents(database.handle().db));

beforeAll(async () => {
  await database.handle().db.update(events).set({ coverAlt: COVER_ALT }).where(eq(events.slug, DESCRIBED));
});

async function coverOf(slug: string): Promise<{ alt: string | null; title: string }> {
  const { default: EventPage } = await import("@/app/(site)/events/[slug]/page");
  const tree = await resolveTree(
    await EventPage({ params: Promise.resolve({ slug }), searchParams: Promise.resolve({}) } as never),
  );
  const doc = new DOMParser().parseFromString(
    `<!doctype html><html><body>${renderToStaticMarkup(<>{tree}</>)}</body></html>`,
    "text/html",
  );
  return {
    alt: doc.querySelector('img[loading="eager"]')?.getAttribute("alt") ?? null,
    title: doc.querySelector("h1")?.textContent ?? "",
  };
}

describe("an event page's cover", () => {
  it("reads the desk's text alternative", async () => {
    expect((await coverOf(DESCRIBED)).alt).toBe(COVER_ALT);
  });

  it("is described by the title when it has none", async () => {
    const { alt, title } = await coverOf("product-design-workshop");
    expect(alt).toBe(`تصویر رویداد ${title.trim()}`);
  });
});
