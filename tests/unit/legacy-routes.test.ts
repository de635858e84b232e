// The leftover routes of SPEC §2 in lib/legacy-routes.ts: the shop list matches every shop route
// of the spec and no real page; each pattern and redirect has its own file and names itself;
// suggestions and redirect targets are real sections.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CART_EMPTY_MESSAGE } from "@/shared/status-messages";
import {
  LEGACY_REDIRECTS,
  LEGACY_ROUTES,
  legacyPath,
  legacyRoute,
  permanentRedirectHandler,
} from "@/lib/legacy-routes";

const SITE = join(process.cwd(), "app", "(legacy)");

/** The shop route a path belongs to, if any, matched as Next matches the pattern's page file. */
function matchLegacyRoute(pathname: string) {
  const path = pathname.split(/[?#]/)[0] ?? "";
  return LEGACY_ROUTES.find((route) => patternRegex(route.pattern).test(path));
}

function patternRegex(pattern: string): RegExp {
  const body = pattern
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      if (/^\[\[\.\.\.\w+\]\]$/.test(segment)) return "(?:/[^/]+)*";
      if (/^\[\.\.\.\w+\]$/.test(segment)) return "(?:/[^/]+)+";
      if (/^\[\w+\]$/.test(segment)) return "/[^/]+";
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
    })
    .join("");
  return new RegExp(`^${body}/?$`);
}

/** Every shop route of SPEC §2 "Other routes", with sample values for its parameters. */
const SPEC_SHOP_PATHS = [
  "/product",
  "/product/standing-desk",
  "/product/standing-desk/comments",
  "/main/category",
  "/brand",
  "/incredible-offers",
  "/category",
  "/cart",
  "/shipping",
  "/shipping/select-address",
  "/payment",
  "/payment/checkout",
  "/callback/order/1042",
  "/profile/factors",
  "/profile/factors/77",
  "/profile/orders/return/15",
  "/profile/orders/return-requests",
  "/profile/orders/return-requests/3",
  "/profile/back-balance",
  "/profile/credit",
  "/profile/credit/9",
  "/profile/wish-list",
  "/compare-product",
];

/** Real pages (the spec's public routes, the account pages, /search, /club, /invite...). */
const REAL_PATHS = [
  "/",
  "/about-us",
  "/auth",
  "/businesses",
  "/businesses/goftar",
  "/contact-us",
  "/events",
  "/events/ai-meetup-kerman",
  "/freelancers",
  "/freelancers/3",
  "/freelancers/request",
  "/jobs",
  "/jobs/4",
  "/jobs/4/resume",
  "/mentors",
  "/mentors/2/mentor-request",
  "/presents",
  "/presents/welcome-pack",
  "/projects",
  "/projects/1/hitech-request",
  "/request-internship",
  "/reservation",
  "/submit-idea",
  "/workspaces",
  "/track",
  "/search",
  "/faq",
  "/faq/items/1",
  "/faq/item/1/2",
  "/page/rules",
  "/club",
  "/invite",
  "/profile",
  "/profile/addresses",
  "/profile/addresses/create",
  "/profile/orders",
  "/profile/orders/12",
  "/profile/orders/return",
  "/profile/scores",
  "/profile/documents",
  "/profile/invite-complete-info",
  "/profile/complete-info",
  "/profile/success-complete-info",
  "/profile/edit-profile",
  "/profile/edit-legal-info/5",
  "/cart/complete-profile",
  "/productions",
  "/categorys",
  "/payments",
];

/** Where the suggestions and redirects may send people: real sections of the site. */
const REAL_SECTIONS = new Set([
  "/",
  "/presents",
  "/workspaces",
  "/reservation",
  "/events",
  "/businesses",
  "/track",
  "/profile/orders",
  "/contact-us",
  "/faq",
  "/jobs",
  "/submit-idea",
  "/projects",
]);

describe("legacy shop routes", () => {
  it("match every shop route of the spec", () => {
    for (const path of SPEC_SHOP_PATHS) expect(matchLegacyRoute(path), path).toBeDefined();
    // Also with a trailing slash or a query string.
    expect(matchLegacyRoute("/cart/")?.pattern).toBe("/cart");
    expect(matchLegacyRoute("/payment/checkout?order=5")?.pattern).toBe("/payment/checkout");
  });

  it("match no real page", () => {
    for (const path of REAL_PATHS) expect(matchLegacyRoute(path), path).toBeUndefined();
  });

  it("name the right route for each path", () => {
    expect(matchLegacyRoute("/product/standing-desk/comments")?.pattern).toBe("/product/[[...rest]]");
    expect(matchLegacyRoute("/profile/orders/return-requests/3")?.pattern).toBe("/profile/orders/return-requests/[id]");
    expect(matchLegacyRoute("/profile/orders/return/15")?.pattern).toBe("/profile/orders/return/[id]");
    expect(matchLegacyRoute("/callback/order/1042")?.pattern).toBe("/callback/order/[id]");
  });

  it("are listed once each, with Persian text and at least two real suggestions", () => {
    const patterns = LEGACY_ROUTES.map((r) => r.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(patterns).toHaveLength(21);
    for (const route of LEGACY_ROUTES) {
      expect(route.title).toMatch(/[\u0600-\u06FF]/);
      expect(route.description).toMatch(/[\u0600-\u06FF]{3}/);
      expect(route.suggestions.length).toBeGreaterThanOrEqual(2);
      for (const suggestion of route.suggestions) {
        expect(REAL_SECTIONS.has(suggestion.href), `${route.pattern} → ${suggestion.href}`).toBe(true);
        expect(matchLegacyRoute(suggestion.href)).toBeUndefined();
      }
    }
  });

  it("show the cart's empty message of SPEC §8 on /cart only", () => {
    expect(legacyRoute("/cart").notice).toBe("سبد خرید شما خالی است.");
    expect(CART_EMPTY_MESSAGE).toBe("سبد خرید شما خالی است.");
    expect(LEGACY_ROUTES.filter((r) => r.notice).map((r) => r.pattern)).toEqual(["/cart"]);
  });

  it("each have a page file that renders the designed page for its own pattern", () => {
    for (const route of LEGACY_ROUTES) {
      const file = join(SITE, ...route.pattern.split("/").filter(Boolean), "page.tsx");
      expect(existsSync(file), file).toBe(true);
      const source = readFileSync(file, "utf8");
      expect(source).toContain(`notOfferedMetadata("${route.pattern}")`);
      expect(source).toContain(`<NotOffered pattern="${route.pattern}"`);
      // Account pages sit in the account layout.
      expect(source.includes(" inPanel"), route.pattern).toBe(route.pattern.startsWith("/profile/"));
    }
  });

  it("give a canonical path without parameters", () => {
    expect(legacyPath("/profile/factors/[id]")).toBe("/profile/factors");
    expect(legacyPath("/product/[[...rest]]")).toBe("/product");
    expect(legacyPath("/cart")).toBe("/cart");
  });

  it("refuse a pattern that is not listed", () => {
    expect(() => legacyRoute("/club")).toThrow();
  });
});

describe("legacy redirects", () => {
  it("send each old address to its section", () => {
    expect(LEGACY_REDIRECTS).toEqual({
      "/careers": "/jobs",
      "/seller": "/submit-idea",
      "/provider": "/submit-idea",
      "/provider/register": "/submit-idea",
      "/provider/upload": "/submit-idea",
      "/provider/preconfirm": "/submit-idea",
      "/provider/complete": "/submit-idea",
      "/promotion": "/presents",
      "/hunt": "/projects",
      "/contact": "/contact-us",
    });
    for (const target of Object.values(LEGACY_REDIRECTS)) expect(REAL_SECTIONS.has(target)).toBe(true);
  });

  it("each have a route handler for their own path", () => {
    for (const from of Object.keys(LEGACY_REDIRECTS)) {
      const file = join(SITE, ...from.split("/").filter(Boolean), "route.ts");
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, "utf8")).toContain(`permanentRedirectHandler("${from}")`);
      expect(existsSync(join(SITE, ...from.split("/").filter(Boolean), "page.tsx"))).toBe(false);
    }
  });

  it("answer 308 with the query string kept", () => {
    const handler = permanentRedirectHandler("/careers");
    const plain = handler(new Request("http://localhost/careers"));
    expect(plain.status).toBe(308);
    expect(plain.headers.get("location")).toBe("/jobs");
    const withQuery = handler(new Request("http://localhost/provider/register?ref=old-site"));
    expect(withQuery.headers.get("location")).toBe("/jobs?ref=old-site");
    expect(
      permanentRedirectHandler("/provider/upload")(new Request("http://localhost/provider/upload")).headers.get(
        "location",
      ),
    ).toBe("/submit-idea");
    expect(() => permanentRedirectHandler("/nowhere")).toThrow();
  });
});
