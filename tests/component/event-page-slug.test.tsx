// @vitest-environment jsdom
// An event page after the desk changed its slug (issue 14): the page at the old address answers a
// permanent redirect (308) to the new one, from the page and from its metadata alike; the new
// address renders the event with its JSON-LD naming the new URL; a draft's slug is a 404.
import { eq } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as createEvent } from "@/app/api/v1/admin/content/events/route";
import { PATCH as editEvent } from "@/app/api/v1/admin/content/events/[id]/route";
import { events } from "@/server/db/schema";
import { seedEvents } from "@/server/seed/events";
import { withFreshDatabase } from "../support/database";
import { allGetRoutes, resolveTree, serveApiRoutes } from "../support/page-harness";
import { callAs, staffAccount } from "../support/staff";

vi.mock("next/navigation", async (original) => (await import("../support/next-mocks")).staticNavigation(original));
vi.mock("next/form", async () => (await import("../support/next-mocks")).plainForm);

const database = withFreshDatabase();
const NEW_SLUG = "شب-هوش-مصنوعی-کرمان";
const state = { oldSlug: "", draftSlug: "" };

serveApiRoutes(allGetRoutes(), async () => seedEvents(database.handle().db));

// The desk's edits once the API is served (the server's settings are read, and kept, on first use:
// by then they name the served API).
beforeAll(async () => {
  const db = database.handle().db;
  const editor = await staffAccount(db, "editor");
  const [event] = await db.select().from(events).where(eq(events.slug, "ai-meetup-kerman"));
  state.oldSlug = event!.slug;
  const moved = await callAs(editor, editEvent, "admin/content/events", {
    id: event!.id,
    method: "PATCH",
    body: { slug: NEW_SLUG, version: event!.version },
  });
  expect(moved.status).toBe(200);
  const draft = await callAs(editor, createEvent, "admin/content/events", {
    body: {
      title: "پیش‌نویسی که هنوز منتشر نشده",
      summary: "خلاصه‌ای برای رویدادی که هنوز پیش‌نویس است.",
      description: "توضیحات رویدادی که هنوز پیش‌نویس است و نباید دیده شود.",
      category: "کارگاه",
      capacity: 10,
      price: 0,
      location_title: "آوینوکس",
      address: "کرمان، بلوار جمهوری",
      starts_at: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      ends_at: new Date(Date.now() + 5 * 86_400_000 + 7_200_000).toISOString(),
    },
  });
  expect(draft.status).toBe(201);
  state.draftSlug = ((await draft.json()) as { slug: string }).slug;
});

const page = () => import("@/app/(site)/events/[slug]/page");
const propsFor = (slug: string) => ({
  params: Promise.resolve({ slug: encodeURIComponent(slug) }),
  searchParams: Promise.resolve({}),
});

/** What a page call threw (a redirect or a 404 is thrown, as Next does). */
async function thrownBy(run: () => Promise<unknown>): Promise<{ digest?: string }> {
  try {
    await run();
  } catch (error) {
    return error as { digest?: string };
  }
  throw new Error("the page rendered instead of redirecting");
}

describe("an event page whose slug changed", () => {
  it("redirects the old address permanently to the new one, from the page and its metadata", async () => {
    const { default: EventPage, generateMetadata } = await page();
    const location = encodeURI(`/events/${NEW_SLUG}`);
    expect((await thrownBy(() => EventPage(propsFor(state.oldSlug) as never))).digest).toContain(`;${location};308`);
    expect((await thrownBy(() => generateMetadata(propsFor(state.oldSlug) as never))).digest).toContain(
      `;${location};308`,
    );
  });

  it("renders the new address, its JSON-LD naming the new URL", async () => {
    const { default: EventPage } = await page();
    const tree = await resolveTree(await EventPage(propsFor(NEW_SLUG) as never));
    const doc = new DOMParser().parseFromString(
      `<!doctype html><html><body>${renderToStaticMarkup(<>{tree}</>)}</body></html>`,
      "text/html",
    );
    expect(doc.querySelector("h1")?.textContent).toContain("میت‌آپ هوش مصنوعی کرمان");
    const structured = [...doc.querySelectorAll("script[type='application/ld+json']")].map((s) =>
      decodeURI(JSON.stringify(JSON.parse(s.textContent ?? ""))),
    );
    expect(structured.some((json) => json.includes(`/events/${NEW_SLUG}`) && json.includes('"@type":"Event"'))).toBe(
      true,
    );
  });

  it("answers 404 for a draft's slug", async () => {
    const { default: EventPage } = await page();
    expect((await thrownBy(() => EventPage(propsFor(state.draftSlug) as never))).digest).toMatch(
      /NEXT_HTTP_ERROR_FALLBACK;404/,
    );
  });
});
