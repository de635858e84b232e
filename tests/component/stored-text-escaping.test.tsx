// @vitest-environment jsdom
// Stored text that tries to break out of where a page puts it: `</script>`, `<!--`, quotes, an
// `<img onerror>`, U+2028/2029, line breaks in calendar text, `javascript:` links. Catalog rows get
// it straight in the database (staff enter them; nothing a visitor sends reaches a catalog row);
// then the pages are rendered to HTML as the server sends it and read back with an HTML parser,
// and the resume page and the .ics file are read from their API routes.
import { eq } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { scriptSafeJson } from "@/components/seo/json-ld";
import { GET as eventIcs } from "@/app/api/v1/event/ics/route";
import { GET as freelancerResume } from "@/app/api/v1/freelancer/resume/route";
import { businesses, events, faqItems, freelancers, jobPositions, mentors } from "@/server/db/schema";
import { seedDatabase } from "@/server/seed";
import { withFreshDatabase } from "../support/database";
import { allGetRoutes, resolveTree, serveApiRoutes, type PageModule } from "../support/page-harness";

vi.mock("next/navigation", async (original) => (await import("../support/next-mocks")).staticNavigation(original));
vi.mock("next/form", async () => (await import("../support/next-mocks")).plainForm);

const HOSTILE = `</script><img src=x onerror=alert(1)><!-- "q" 'a' \u2028\u2029 --><script>alert(2)</script>`;

const database = withFreshDatabase();
const ids = { event: "", job: 0, mentor: 0, freelancer: 0, business: "", faq: { category: 0, id: 0 } };

serveApiRoutes(allGetRoutes(), async () => {
  const db = database.handle().db;
  await seedDatabase(db);
  const [event] = await db
    .update(events)
    .set({
      title: `رویداد ${HOSTILE}`,
      summary: HOSTILE,
      locationTitle: HOSTILE,
      address: HOSTILE,
      description: HOSTILE,
    })
    .where(eq(events.slug, "ai-meetup-kerman"))
    .returning();
  ids.event = event!.slug;
  const [job] = await db.select().from(jobPositions).where(eq(jobPositions.status, "published")).limit(1);
  await db
    .update(jobPositions)
    .set({
      title: `شغل ${HOSTILE}`,
      summary: HOSTILE,
      description: HOSTILE,
      requirements: [HOSTILE],
      benefits: [HOSTILE],
      city: HOSTILE,
    })
    .where(eq(jobPositions.id, job!.id));
  ids.job = job!.id;
  const [mentor] = await db.select().from(mentors).where(eq(mentors.status, "published")).limit(1);
  await db
    .update(mentors)
    .set({ name: `منتور ${HOSTILE}`, title: HOSTILE, bio: HOSTILE, company: HOSTILE })
    .where(eq(mentors.id, mentor!.id));
  ids.mentor = mentor!.id;
  const [freelancer] = await db.select().from(freelancers).where(eq(freelancers.status, "published")).limit(1);
  await db
    .update(freelancers)
    .set({
      name: `فریلنسر ${HOSTILE}`,
      title: HOSTILE,
      bio: `${HOSTILE}\n${HOSTILE}`,
      skills: [HOSTILE],
      avatar: "javascript:alert(3)",
      social: { linkedin: "javascript:alert(4)", instagram: `https://instagram.com/x" onmouseover="alert(5)` },
      resumePublic: true,
      resumeUrl: "/resume.pdf",
    })
    .where(eq(freelancers.id, freelancer!.id));
  ids.freelancer = freelancer!.id;
  const [business] = await db.select().from(businesses).where(eq(businesses.status, "published")).limit(1);
  await db
    .update(businesses)
    .set({ name: `کسب‌وکار ${HOSTILE}`, tagline: HOSTILE, description: HOSTILE })
    .where(eq(businesses.id, business!.id));
  ids.business = business!.slug;
  const [faq] = await db.select().from(faqItems).limit(1);
  await db
    .update(faqItems)
    .set({ question: `پرسش ${HOSTILE}`, answer: HOSTILE })
    .where(eq(faqItems.id, faq!.id));
  ids.faq = { category: faq!.categoryId, id: faq!.id };
});

/** The page as the server sends it: HTML text. */
async function pageHtml(module: Promise<PageModule>, params: Record<string, string>): Promise<string> {
  const props = { params: Promise.resolve(params), searchParams: Promise.resolve({}) };
  const tree = await resolveTree(await (await module).default(props as never));
  return renderToStaticMarkup(<>{tree}</>);
}

/** Whether any string inside a parsed JSON value contains `text`. */
function holds(value: unknown, text: string): boolean {
  if (typeof value === "string") return value.includes(text);
  if (value && typeof value === "object") return Object.values(value).some((item) => holds(item, text));
  return false;
}

/** What a browser would build from the HTML: nothing of the stored markup may become markup. */
function expectInert(html: string) {
  const doc = new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, "text/html");
  expect(doc.querySelectorAll("[onerror], [onmouseover], img[src='x']")).toHaveLength(0);
  // A stored `javascript:` address never becomes a live link (React writes its own blocking
  // `javascript:throw ...` in its place). (In an <img src> it does nothing in any browser.)
  const links = [...doc.querySelectorAll("a[href^='javascript:' i], form[action^='javascript:' i]")];
  expect(
    links.filter(
      (a) => !/React has blocked a javascript: URL/.test(a.getAttribute("href") ?? a.getAttribute("action") ?? ""),
    ),
  ).toHaveLength(0);
  for (const script of doc.querySelectorAll("script")) {
    expect(script.getAttribute("type")).toBe("application/ld+json");
    expect(script.textContent).not.toMatch(/[<>\u2028\u2029]/);
    JSON.parse(script.textContent ?? "");
  }
  return doc;
}

describe("stored text never breaks out of a page", () => {
  it("JSON-LD escapes what could close its script or a comment, and reads back the same", () => {
    const data = { name: HOSTILE, nested: [{ text: `&amp; ${HOSTILE}` }] };
    const json = scriptSafeJson(data);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(data);
  });

  const pages: Array<[string, () => Promise<PageModule>, () => Record<string, string>]> = [
    ["/events/[slug]", () => import("@/app/(site)/events/[slug]/page"), () => ({ slug: ids.event })],
    ["/jobs/[id]", () => import("@/app/(site)/jobs/[id]/page"), () => ({ id: String(ids.job) })],
    ["/mentors/[id]", () => import("@/app/(site)/mentors/[id]/page"), () => ({ id: String(ids.mentor) })],
    ["/freelancers/[id]", () => import("@/app/(site)/freelancers/[id]/page"), () => ({ id: String(ids.freelancer) })],
    ["/businesses/[slug]", () => import("@/app/(site)/businesses/[slug]/page"), () => ({ slug: ids.business })],
    [
      "/faq/item/[cat_id]/[id]",
      () => import("@/app/(site)/faq/item/[cat_id]/[id]/page"),
      () => ({ cat_id: String(ids.faq.category), id: String(ids.faq.id) }),
    ],
  ];

  for (const [name, module, params] of pages) {
    it(`${name}: the stored text shows as text and its JSON-LD reads back intact`, async () => {
      const html = await pageHtml(module(), params());
      expect(html).not.toContain("<img src=x");
      expect(html).not.toContain("<script>alert(2)");
      const doc = expectInert(html);
      // The text is on the page, as text.
      expect(doc.body.textContent).toContain("<img src=x onerror=alert(1)>");
      const structured = [...doc.querySelectorAll("script[type='application/ld+json']")].map((s) =>
        JSON.parse(s.textContent ?? ""),
      );
      expect(structured.length).toBeGreaterThan(0);
      expect(holds(structured, "</script><img src=x onerror=alert(1)>")).toBe(true);
    });
  }

  it("the freelancer's printable resume escapes text and links only web addresses", async () => {
    const response = await freelancerResume(
      new Request(`http://localhost/api/v1/freelancer/resume?id=${ids.freelancer}`),
      undefined as never,
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    const doc = new DOMParser().parseFromString(html, "text/html");
    expect(doc.querySelectorAll("script, [onerror], [onmouseover], img[src='x']")).toHaveLength(0);
    expect(doc.querySelectorAll("a[href^='javascript:' i], img[src^='javascript:' i]")).toHaveLength(0);
    expect(doc.querySelector("h1")!.textContent).toBe(`فریلنسر ${HOSTILE}`);
    expect(doc.title).toBe(`رزومه فریلنسر ${HOSTILE}`);
    // The instagram address stays one attribute value.
    const instagram = [...doc.querySelectorAll("a")].find((a) => a.href.includes("instagram"));
    expect(instagram?.getAttribute("href")).toMatch(/^https:\/\/instagram\.com\/x/);
    expect(instagram?.attributes).toHaveLength(2);
  });

  it("the .ics file keeps stored line breaks inside their property", async () => {
    const db = database.handle().db;
    await db
      .update(events)
      .set({
        title: "شب\rATTENDEE:mailto:a@evil.example\nBEGIN:VALARM\u2028TRIGGER:-PT1M\r\nEND:VALARM",
        address: "x\u0001\u0085ORGANIZER:evil",
      })
      .where(eq(events.slug, ids.event));
    const response = await eventIcs(
      new Request(`http://localhost/api/v1/event/ics?slug=${ids.event}`),
      undefined as never,
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    // Unfold (RFC 5545 §3.1), then every line must be a property we wrote.
    const lines = text
      .replace(/\r\n[ \t]/g, "")
      .split("\r\n")
      .filter(Boolean);
    expect(
      lines.every((line) =>
        /^(BEGIN|END|VERSION|PRODID|CALSCALE|METHOD|UID|DTSTAMP|DTSTART|DTEND|SUMMARY|DESCRIPTION|LOCATION|URL):/.test(
          line,
        ),
      ),
    ).toBe(true);
    expect(lines.filter((line) => line === "BEGIN:VALARM")).toHaveLength(0);
    expect(text).not.toMatch(/\r(?!\n)|(?<!\r)\n|\u0001/);
  });

  it("the .ics file of an event with a Persian slug names itself in a header that can carry it", async () => {
    const db = database.handle().db;
    const slug = "شب-استارتاپ";
    await db.update(events).set({ slug }).where(eq(events.slug, ids.event));
    ids.event = slug;
    const response = await eventIcs(
      new Request(`http://localhost/api/v1/event/ics?slug=${encodeURIComponent(slug)}`),
      undefined as never,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="${slug.replace(/[^-]/g, "_")}.ics"; filename*=UTF-8''${encodeURIComponent(slug)}.ics`,
    );
  });
});
