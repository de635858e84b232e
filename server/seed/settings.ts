import "server-only";
// The site settings the API serves (contact, social links, the home page's figures), from the
// brand constants of shared/site.ts.
import { sql } from "drizzle-orm";
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
  };
  for (const [key, value] of Object.entries(rows)) {
    await db
      .insert(siteSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } });
  }
}
