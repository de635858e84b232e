import "server-only";
// The site's settings in the content desk (issue 14): each group (contact, social, stats, home) read
// with its version and saved whole against the version the desk showed (409 when a colleague saved
// in between), its before and after in the audit log ("content.site.<key>") in the same
// transaction. After the commit the cached answers and pages showing the settings (tag "site": the
// site/contact answer, and every page whose footer, home or contact page reads it) are dropped.
import { eq, sql } from "drizzle-orm";
import { audit } from "@/server/audit/log";
import { invalidatePublicContent } from "@/server/cache/invalidate";
import { siteSettings } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { HttpError, notFound } from "@/server/http/errors";
import type { StaffCaller } from "@/server/staff/access";
import { HOME_SECTIONS_DEFAULT } from "@/shared/home-sections";
import { site } from "@/shared/site";
import type { DeskSiteSetting, DeskSiteSettings, SiteSettingKey, SiteSettingsValues } from "@/shared/types/site";
import { SITE_SETTING_KEYS } from "./settings";

export const SETTING_NOT_FOUND = "این بخش از تنظیمات سایت پیدا نشد.";
export const STALE_SETTING_MESSAGE = "این بخش از تنظیمات سایت همین حالا از طرف همکار دیگری تغییر کرده است. آخرین نسخه را بگیرید و تغییرهای خود را دوباره وارد کنید.";

/** What a group holds before anyone saved it (a database seeded before it was editable): version 1
 *  of it, what the site shows meanwhile (the footer's brand details, the launch texts). */
const DEFAULTS: { [K in SiteSettingKey]: SiteSettingsValues[K] } = {
  contact: { ...site.contact, location: { lat: 30.2839, lng: 57.0834 } },
  social: site.social.map((link) => ({ ...link })),
  stats: { members: 0, startups: 0, events: 0, mentors: 0 },
  home: HOME_SECTIONS_DEFAULT,
};

export function isSiteSettingKey(value: string): value is SiteSettingKey {
  return (SITE_SETTING_KEYS as readonly string[]).includes(value);
}

type SettingRow = typeof siteSettings.$inferSelect;

function deskSetting<K extends SiteSettingKey>(key: K, row: SettingRow | undefined): DeskSiteSetting<K> {
  const value = row ? (key === "stats" ? { ...DEFAULTS.stats, ...(row.value as object) } : row.value) : DEFAULTS[key];
  return { key, value: value as SiteSettingsValues[K], version: row?.version ?? 1, updated_at: row?.updatedAt.toISOString() ?? null };
}

export async function readDeskSettings(db: Database): Promise<DeskSiteSettings> {
  const rows = new Map((await db.select().from(siteSettings)).map((row) => [row.key, row]));
  return {
    contact: deskSetting("contact", rows.get("contact")),
    social: deskSetting("social", rows.get("social")),
    stats: deskSetting("stats", rows.get("stats")),
    home: deskSetting("home", rows.get("home")),
  };
}

export async function readDeskSetting<K extends SiteSettingKey>(db: Database, key: K): Promise<DeskSiteSetting<K>> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, key)).limit(1);
  return deskSetting(key, row);
}

/** Saves a group whole, against the version the desk showed. */
export async function saveSiteSetting<K extends SiteSettingKey>(db: Database, staff: StaffCaller, key: K, value: SiteSettingsValues[K], expectedVersion: number): Promise<DeskSiteSetting<K>> {
  if (!isSiteSettingKey(key)) throw notFound(SETTING_NOT_FOUND);
  const after = await db.transaction(async (t) => {
    const [row] = await t.select().from(siteSettings).where(eq(siteSettings.key, key)).for("update");
    const before = deskSetting(key, row);
    if (before.version !== expectedVersion) throw new HttpError(409, STALE_SETTING_MESSAGE);
    const [saved] = await t
      .insert(siteSettings)
      .values({ key, value, version: before.version + 1 })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value, version: sql`${siteSettings.version} + 1`, updatedAt: new Date() } })
      .returning();
    const after = deskSetting(key, saved);
    await audit(t, {
      actorId: staff.user.id,
      action: `content.site.${key}`,
      entity: "site",
      entityId: key,
      before: { value: before.value, version: before.version },
      after: { value: after.value, version: after.version },
      ip: staff.ip,
    });
    return after;
  });
  invalidatePublicContent(["site"]);
  return after;
}
