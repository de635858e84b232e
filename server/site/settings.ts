import "server-only";
// Provider settings kept in the database (contact details, social links, headline figures, the home
// page's sections), in the shape the API answers with. The home page's sections fall back to their
// launch texts while no row holds them (a database seeded before they were editable).
import { inArray } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { siteSettings } from "@/server/db/schema";
import { HOME_SECTIONS_DEFAULT } from "@/shared/home-sections";
import type { ContactInfo, SiteInfo, SiteSettingKey } from "@/shared/types/site";

/** The groups of settings: the public API answers them all, the desk edits each (./settings-desk.ts). */
export const SITE_SETTING_KEYS = ["contact", "social", "stats", "home"] as const satisfies readonly SiteSettingKey[];

export async function readPublicSettings(): Promise<SiteInfo> {
  const db = await getDb();
  // The published values only: a group's draft (draft_value) is the desk's, never the site's.
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, [...SITE_SETTING_KEYS]));
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  return {
    contact: (byKey.get("contact") as ContactInfo | undefined) ?? null,
    social: (byKey.get("social") as SiteInfo["social"] | undefined) ?? [],
    stats: (byKey.get("stats") as SiteInfo["stats"] | undefined) ?? {},
    home: (byKey.get("home") as SiteInfo["home"] | undefined) ?? HOME_SECTIONS_DEFAULT,
  };
}
