// @vitest-environment jsdom
// The site's settings in the content desk (issue 14) on a database seeded with them, the public API
// served on a local port so the footer, «تماس با ما» and the home page read them as in production:
// an editor's save of the contact details or the home page's sections is what the public API
// answers and those pages show (its cache tag dropped); a draft changes nothing the site shows (no
// cache dropped) until it is published, and a discarded one never does; a stale write is refused
// (409); digits of any script are accepted and wrong values refused with Persian messages on their
// fields; every write is audited with before and after; reviewers, users and anonymous callers are
// kept out.
import { render, within } from "@testing-library/react";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as discardDraft } from "@/app/api/v1/admin/content/site/[key]/discard/route";
import { PUT as saveDraft } from "@/app/api/v1/admin/content/site/[key]/draft/route";
import { POST as publishDraft } from "@/app/api/v1/admin/content/site/[key]/publish/route";
import { GET as readGroup, PUT as saveGroup } from "@/app/api/v1/admin/content/site/[key]/route";
import { GET as readAll } from "@/app/api/v1/admin/content/site/route";
import { GET as siteContact } from "@/app/api/v1/site/contact/route";
import { AUDIT_ACTIONS } from "@/components/desk/audit-labels";
import { SiteFooter } from "@/components/layout/site-footer";
import { NO_DRAFT_MESSAGE, STALE_SETTING_MESSAGE } from "@/server/site/settings-desk";
import { auditLog, siteSettings } from "@/server/db/schema";
import { seedSiteSettings } from "@/server/seed/settings";
import { NOT_ALLOWED_MESSAGE } from "@/server/staff/access";
import { HOME_SECTIONS_DEFAULT } from "@/shared/home-sections";
import type { DeskSiteSetting, DeskSiteSettings, SiteInfo } from "@/shared/types/site";
import { withFreshDatabase } from "../../support/database";
import { errorsOf, getFrom, postJson, type RouteHandler } from "../../support/http";
import { renderPage, serveApiRoutes, type ApiRoutes } from "../../support/page-harness";
import { staffAccount, userAccount, type Account } from "../../support/staff";

vi.mock("next/navigation", async (original) => (await import("../../support/next-mocks")).staticNavigation(original));

const ROUTES: ApiRoutes = { "/api/v1/site/contact": () => import("@/app/api/v1/site/contact/route") };

/** A desk route as this account (or nobody); `key`: the group in the path. */
function call(account: Account | null, handler: RouteHandler, key?: string, body?: unknown): Promise<Response> {
  const options = {
    path: `admin/content/site${key ? `/${key}` : ""}`,
    ip: "10.79.1.5",
    token: account?.token,
    context: { params: Promise.resolve({ key: key ?? "" }) },
  };
  return body === undefined ? getFrom(handler, "", options) : postJson(handler, body, options);
}

async function answered<T>(calling: Promise<Response>, status = 200): Promise<T> {
  const response = await calling;
  expect(response.status).toBe(status);
  return (await response.json()) as T;
}

const publicSettings = async () => answered<SiteInfo>(getFrom(siteContact, "", { path: "site/contact" }));

const CACHE_BRIDGE = Symbol.for("avinox.response-cache");
const invalidated: string[][] = [];

describe("the content desk's site settings", () => {
  const database = withFreshDatabase();
  serveApiRoutes(ROUTES, () => seedSiteSettings(database.handle().db));
  const db = () => database.handle().db;
  let admin: Account, editor: Account, reviewer: Account, user: Account;

  beforeAll(async () => {
    Object.assign(globalThis, {
      [CACHE_BRIDGE]: {
        marks: () => undefined,
        invalidate: (tags: string[]) => invalidated.push([...tags]),
        recordViews: undefined,
      },
    });
    [admin, editor, reviewer, user] = await Promise.all([
      staffAccount(db(), "admin"),
      staffAccount(db(), "editor", [], "ویراستار"),
      staffAccount(db(), "reviewer"),
      userAccount(),
    ]);
  });
  afterAll(() => void Reflect.deleteProperty(globalThis, CACHE_BRIDGE));

  it("lets editors and admins in, and no one else", async () => {
    const before = await db().select().from(siteSettings);
    const save = { value: { members: 1, startups: 1, events: 1, mentors: 1 }, version: 1 };
    for (const [handler, key, body] of [
      [readAll, undefined, undefined],
      [readGroup, "contact", undefined],
      [saveGroup, "stats", save],
      [saveDraft, "stats", save],
      [publishDraft, "stats", { version: 1 }],
      [discardDraft, "stats", { version: 1 }],
    ] as const) {
      const statuses = await Promise.all(
        [null, user, reviewer].map(async (account) => (await call(account, handler, key, body)).status),
      );
      expect(statuses).toEqual([401, 403, 403]);
    }
    expect(await answered<{ message: string }>(call(reviewer, readAll), 403)).toMatchObject({
      message: NOT_ALLOWED_MESSAGE,
    });
    expect(await db().select().from(siteSettings)).toEqual(before);
    // An unknown group is a 404, in Persian.
    expect((await answered<{ message: string }>(call(admin, readGroup, "secrets"), 404)).message).toMatch(
      /[\u0600-\u06FF]/,
    );
  });

  it("shows the seeded settings, the home page's sections as they were hard-coded, on the desk and the home page", async () => {
    const settings = await answered<DeskSiteSettings>(call(editor, readAll));
    expect(settings.contact.value).toMatchObject({ phone: "034-31234567", email: "info@avinox.ir" });
    expect(settings.social.value.map((link) => link.key)).toEqual(["instagram", "linkedin", "telegram", "twitter"]);
    expect(settings.stats.value).toEqual({ members: 420, startups: 38, events: 165, mentors: 27 });
    expect(settings.home.value).toEqual(HOME_SECTIONS_DEFAULT);
    expect((await publicSettings()).home).toEqual(HOME_SECTIONS_DEFAULT);

    const { container } = await renderPage(import("@/app/(site)/page"));
    const offers = within(container.querySelector('[aria-labelledby="offers-title"]') as HTMLElement);
    expect(offers.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(
      HOME_SECTIONS_DEFAULT.offers.map((offer) => offer.title),
    );
    expect(offers.getByRole("link", { name: /ثبت ایده/ }).getAttribute("href")).toBe("/submit-idea");
    container.remove();
  });

  it("saves the contact details typed in Persian digits; the API, the footer and «تماس با ما» show them, and the save is audited", async () => {
    const current = await answered<DeskSiteSetting<"contact">>(call(editor, readGroup, "contact"));
    const value = {
      ...current.value,
      phone: "۰۳۴ ۳۲۲۲ ۳۳۴۴",
      email: " hello@avinox.ir ",
      location: { lat: "۳۰٫۲۹", lng: "57.08" },
    };
    invalidated.length = 0;
    const saved = await answered<DeskSiteSetting<"contact">>(
      call(editor, saveGroup, "contact", { value, version: current.version }),
    );
    expect(saved.value).toMatchObject({
      phone: "034-3222-3344",
      email: "hello@avinox.ir",
      location: { lat: 30.29, lng: 57.08 },
    });
    expect(saved.version).toBe(current.version + 1);
    expect(invalidated).toEqual([["site"]]);

    expect((await publicSettings()).contact).toMatchObject({ phone: "034-3222-3344", email: "hello@avinox.ir" });
    const footer = render(await SiteFooter());
    expect(footer.getByRole("link", { name: "۰۳۴-۳۲۲۲-۳۳۴۴" }).getAttribute("href")).toBe("tel:03432223344");
    footer.unmount();
    const { container } = await renderPage(import("@/app/(site)/contact-us/page"));
    expect(within(container).getByRole("link", { name: "hello@avinox.ir" }).getAttribute("href")).toBe(
      "mailto:hello@avinox.ir",
    );
    container.remove();

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "content.site.contact"), eq(auditLog.actorId, editor.id)));
    expect(AUDIT_ACTIONS[entry!.action]).toBeTruthy();
    expect(entry).toMatchObject({ entity: "site", entityId: "contact" });
    expect(entry!.before).toMatchObject({ value: { phone: "034-31234567" }, version: current.version });
    expect(entry!.after).toMatchObject({ value: { phone: "034-3222-3344" }, version: current.version + 1 });
  });

  it("saves the home page's sections, reordered and rewritten; the home page shows them", async () => {
    const current = await answered<DeskSiteSetting<"home">>(call(editor, readGroup, "home"));
    const [first, second, ...rest] = current.value.offers;
    const offers = [{ ...second!, title: "کافه نوآوری شبانه" }, first!, ...rest];
    const programs = current.value.programs.map((program, i) => (i === 0 ? { ...program, weeks: "۱۰" } : program));
    const saved = await answered<DeskSiteSetting<"home">>(
      call(editor, saveGroup, "home", { value: { ...current.value, offers, programs }, version: current.version }),
    );
    expect(saved.value.offers.slice(0, 2).map((offer) => offer.title)).toEqual(["کافه نوآوری شبانه", first!.title]);
    expect(saved.value.programs[0]!.weeks).toBe(10);

    const { container } = await renderPage(import("@/app/(site)/page"));
    const shown = within(container.querySelector('[aria-labelledby="offers-title"]') as HTMLElement);
    expect(shown.getAllByRole("heading", { level: 3 })[0]!.textContent).toBe("کافه نوآوری شبانه");
    expect(
      within(container.querySelector('[aria-labelledby="programs-title"]') as HTMLElement).getByText("۱۰ هفته"),
    ).toBeTruthy();
    container.remove();
  });

  it("refuses a save against an older version (409) and keeps the newer one", async () => {
    const current = await answered<DeskSiteSetting<"stats">>(call(admin, readGroup, "stats"));
    await answered(
      call(admin, saveGroup, "stats", { value: { ...current.value, members: "۵۰۰" }, version: current.version }),
    );
    const stale = await answered<{ message: string }>(
      call(editor, saveGroup, "stats", { value: { ...current.value, members: 1 }, version: current.version }),
      409,
    );
    expect(stale.message).toBe(STALE_SETTING_MESSAGE);
    expect((await publicSettings()).stats.members).toBe(500);
  });

  it("refuses wrong values with Persian messages on their fields, and changes nothing", async () => {
    const contact = await answered<DeskSiteSetting<"contact">>(call(editor, readGroup, "contact"));
    const wrongContact = await errorsOf(
      await call(editor, saveGroup, "contact", {
        value: { ...contact.value, phone: "12345", email: "not-an-email", address: "" },
        version: contact.version,
      }),
    );
    expect(Object.keys(wrongContact).sort()).toEqual(["value.address", "value.email", "value.phone"]);
    expect(Object.values(wrongContact).every((message) => /[\u0600-\u06FF]/.test(message))).toBe(true);

    const social = await answered<DeskSiteSetting<"social">>(call(editor, readGroup, "social"));
    const repeated = [...social.value, { key: "instagram", name: "اینستاگرام دوم", href: "ftp://example.com" }];
    const wrongSocial = await errorsOf(
      await call(editor, saveGroup, "social", { value: repeated, version: social.version }),
    );
    expect(wrongSocial[`value.${social.value.length}.href`]).toMatch(/نشانی/);

    const home = await answered<DeskSiteSetting<"home">>(call(editor, readGroup, "home"));
    const wrongHome = await errorsOf(
      await call(editor, saveGroup, "home", {
        value: { ...home.value, steps: [], offers: [{ ...home.value.offers[0], href: "javascript:alert(1)" }] },
        version: home.version,
      }),
    );
    expect(wrongHome["value.steps"]).toMatch(/گام/);
    expect(wrongHome["value.offers.0.href"]).toMatch(/نشانی/);

    expect(await answered<DeskSiteSetting<"contact">>(call(editor, readGroup, "contact"))).toEqual(contact);
    expect(await answered<DeskSiteSetting<"home">>(call(editor, readGroup, "home"))).toEqual(home);
  });

  it("keeps a draft off the site and out of the cache until it is published, then shows it", async () => {
    const contact = await answered<DeskSiteSetting<"contact">>(call(editor, readGroup, "contact"));
    const home = await answered<DeskSiteSetting<"home">>(call(editor, readGroup, "home"));
    const publishedPhone = contact.value.phone;
    const publishedTitle = home.value.offers[0]!.title;
    const draftTitle = "کارگاه پیش‌نویس شبانه";
    invalidated.length = 0;

    const drafted = await answered<DeskSiteSetting<"contact">>(
      call(editor, saveDraft, "contact", {
        value: { ...contact.value, phone: "۰۳۴-۳۹۹۹۸۸۷۷" },
        version: contact.version,
      }),
    );
    expect(drafted).toMatchObject({
      value: { phone: publishedPhone },
      draft: {
        value: { phone: "034-39998877" },
        saved_by: { id: editor.id, name: expect.stringContaining("ویراستار") },
      },
      version: contact.version + 1,
    });
    const homeOffers = home.value.offers.map((offer, i) => (i === 0 ? { ...offer, title: draftTitle } : offer));
    const homeDrafted = await answered<DeskSiteSetting<"home">>(
      call(editor, saveDraft, "home", { value: { ...home.value, offers: homeOffers }, version: home.version }),
    );
    expect(homeDrafted.draft!.value.offers[0]!.title).toBe(draftTitle);
    // Nothing the site shows changed: no cached answer or page is dropped.
    expect(invalidated).toEqual([]);

    // The desk sees both drafts; the public API, the footer and the home page see neither.
    const desk = await answered<DeskSiteSettings>(call(editor, readAll));
    expect(desk.contact.draft?.value.phone).toBe("034-39998877");
    expect(desk.stats.draft).toBeNull();
    const shown = await publicSettings();
    expect(shown.contact?.phone).toBe(publishedPhone);
    expect(shown.home.offers[0]!.title).toBe(publishedTitle);
    expect(JSON.stringify(shown)).not.toContain(draftTitle);
    const { container } = await renderPage(import("@/app/(site)/page"));
    expect(container.innerHTML).toContain(publishedTitle);
    expect(container.innerHTML).not.toContain(draftTitle);
    container.remove();
    const footer = render(await SiteFooter());
    expect(footer.container.innerHTML).not.toContain("۰۳۴-۳۹۹۹۸۸۷۷");
    footer.unmount();

    // Published against an older version: refused, the draft kept; a reviewer cannot publish.
    expect(
      (await answered<{ message: string }>(call(editor, publishDraft, "contact", { version: contact.version }), 409))
        .message,
    ).toBe(STALE_SETTING_MESSAGE);
    expect((await call(reviewer, publishDraft, "contact", { version: drafted.version })).status).toBe(403);
    expect((await publicSettings()).contact?.phone).toBe(publishedPhone);

    const published = await answered<DeskSiteSetting<"contact">>(
      call(admin, publishDraft, "contact", { version: drafted.version }),
    );
    expect(published).toMatchObject({ value: { phone: "034-39998877" }, draft: null, version: drafted.version + 1 });
    expect(invalidated).toEqual([["site"]]);
    expect((await publicSettings()).contact?.phone).toBe("034-39998877");
    const after = render(await SiteFooter());
    expect(after.getByRole("link", { name: "۰۳۴-۳۹۹۹۸۸۷۷" }).getAttribute("href")).toBe("tel:03439998877");
    after.unmount();
    // Nothing is left to publish.
    expect(
      (await answered<{ message: string }>(call(admin, publishDraft, "contact", { version: published.version }), 409))
        .message,
    ).toBe(NO_DRAFT_MESSAGE);

    await answered(call(editor, publishDraft, "home", { version: homeDrafted.version }));
    const page = await renderPage(import("@/app/(site)/page"));
    const offers = within(page.container.querySelector('[aria-labelledby="offers-title"]') as HTMLElement);
    expect(offers.getAllByRole("heading", { level: 3 })[0]!.textContent).toBe(draftTitle);
    page.container.remove();

    // Each write is in the activity log with its before and after.
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "site"), eq(auditLog.entityId, "contact")));
    const draftEntry = entries.find((entry) => entry.action === "content.site.contact.draft");
    const publishEntry = entries.find((entry) => entry.action === "content.site.contact.publish");
    expect(AUDIT_ACTIONS["content.site.contact.draft"]).toBeTruthy();
    expect(AUDIT_ACTIONS["content.site.contact.publish"]).toBeTruthy();
    expect(draftEntry).toMatchObject({
      actorId: editor.id,
      before: { draft: null, version: contact.version },
      after: { value: { phone: publishedPhone }, draft: { phone: "034-39998877" } },
    });
    expect(publishEntry).toMatchObject({
      actorId: admin.id,
      before: { value: { phone: publishedPhone }, draft: { phone: "034-39998877" } },
      after: { value: { phone: "034-39998877" }, draft: null },
    });
  });

  it("discards a draft: the site never shows it, the form is back to what is published; a save-and-publish supersedes a draft", async () => {
    const social = await answered<DeskSiteSetting<"social">>(call(editor, readGroup, "social"));
    const reordered = [...social.value].reverse();
    const drafted = await answered<DeskSiteSetting<"social">>(
      call(editor, saveDraft, "social", { value: reordered, version: social.version }),
    );
    expect((await call(reviewer, discardDraft, "social", { version: drafted.version })).status).toBe(403);
    expect(
      (await answered<{ message: string }>(call(editor, discardDraft, "social", { version: social.version }), 409))
        .message,
    ).toBe(STALE_SETTING_MESSAGE);
    invalidated.length = 0;
    const discarded = await answered<DeskSiteSetting<"social">>(
      call(editor, discardDraft, "social", { version: drafted.version }),
    );
    expect(discarded).toMatchObject({ value: social.value, draft: null, version: drafted.version + 1 });
    expect(invalidated).toEqual([]);
    expect((await publicSettings()).social).toEqual(social.value);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "content.site.social.discard"));
    expect(AUDIT_ACTIONS[entry!.action]).toBeTruthy();
    expect(entry).toMatchObject({
      actorId: editor.id,
      before: { draft: reordered, version: drafted.version },
      after: { value: social.value, draft: null },
    });

    // The API's save-and-publish (PUT) made while a draft waits publishes its own value and clears the draft.
    const again = await answered<DeskSiteSetting<"social">>(
      call(editor, saveDraft, "social", { value: reordered, version: discarded.version }),
    );
    const saved = await answered<DeskSiteSetting<"social">>(
      call(editor, saveGroup, "social", { value: social.value.slice(0, 2), version: again.version }),
    );
    expect(saved).toMatchObject({ value: social.value.slice(0, 2), draft: null });
    expect((await publicSettings()).social).toEqual(social.value.slice(0, 2));
  });

  it("refuses a repeated network in the social links", async () => {
    const social = await answered<DeskSiteSetting<"social">>(call(editor, readGroup, "social"));
    const repeated = [
      ...social.value,
      { key: "instagram", name: "اینستاگرام دوم", href: "https://instagram.com/other" },
    ];
    const errors = await errorsOf(
      await call(editor, saveGroup, "social", { value: repeated, version: social.version }),
    );
    expect(errors.value).toBe("هر شبکه فقط یک بار در فهرست می‌آید.");
  });
});
