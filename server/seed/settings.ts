import "server-only";
// The site settings the API serves (contact, social links, the headline figures, the home page's
// sections), from the brand constants of shared/site.ts and the home page's launch texts.
import { sql } from "drizzle-orm";
import { HOME_SECTIONS_DEFAULT } from "@/shared/home-sections";
import { site } from "@/shared/site";
import { siteSettings } from "@/server/db/schema";
import type { Database } from "@/server/db/types";

export async function seedSiteSettings(db: Database): Promise<void> {
  const rows: Record<string, unknown> = {
    contact: {
      address: site.contact.address,
      city: site.contact.city,
      phone: site.contact.phone,
      email: site.contact.email,
      hours: site.contact.hours,
      location: { lat: 30.2839, lng: 57.0834 },
    },
    social: site.social.map(({ key, name, href }) => ({ key, name, href })),
    stats: { members: 420, startups: 38, events: 165, mentors: 27 },
    home: HOME_SECTIONS_DEFAULT,
  };
  for (const [key, value] of Object.entries(rows)) {
    await db
      .insert(siteSettings)
      .values({ key, value })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value, version: sql`${siteSettings.version} + 1`, updatedAt: sql`now()` },
      });
  }
}
