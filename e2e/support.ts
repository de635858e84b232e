import AxeBuilder from "@axe-core/playwright";
import axe from "axe-core";
import { expect, type Page } from "@playwright/test";
import { randomInt } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { E2E_DATA_DIR } from "./env";

/** Every axe-core rule of a WCAG 2.0–2.2 A or AA criterion, the experimental ones too (by tag
 *  alone axe leaves those off, e.g. 2.5.3's label-content-name-mismatch). */
export const WCAG_RULES = axe
  .getRules(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
  .map((rule) => rule.ruleId);

/** Fails on any WCAG 2.2 AA violation axe-core finds on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withRules(WCAG_RULES).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary, "axe-core violations").toEqual([]);
}

/** No sideways scrolling on this viewport. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

export const PERSIAN = /[\u0600-\u06FF]/;


/** The last code the console SMS provider wrote for a number. */
export async function lastSmsCode(mobile: string, after = 0): Promise<string> {
  const file = path.join(E2E_DATA_DIR, "sms-outbox.jsonl");
  for (let i = 0; i < 50; i++) {
    if (fs.existsSync(file)) {
      const lines = fs.readFileSync(file, "utf8").trim().split("\n").filter(Boolean);
      const found = lines
        .map((l) => JSON.parse(l) as { to: string; code: string | null; at: string })
        .filter((m) => m.to === mobile && m.code && Date.parse(m.at) >= after)
        .at(-1);
      if (found) return found.code!;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS code for ${mobile}`);
}

/** A fresh Iranian mobile number per call. */
export function freshMobile(): string {
  return `0912${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;
}

export function toPersian(value: string): string {
  return value.replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]!);
}
