import "server-only";
// Demo content for a fresh start and for `npm run db:seed`. Each feature adds its own seeder here.
import { eq, sql } from "drizzle-orm";
import type { Database } from "./client";
import { siteSettings } from "./schema";
import { site } from "@/lib/site";
import { seedBusinesses } from "@/server/businesses/seed";
import { seedCoupons } from "@/server/coupons/seed";
import { seedEvents } from "@/server/events/seed";
import { seedFaq } from "@/server/faq/seed";
import { seedFreelancers } from "@/server/freelancers/seed";
import { seedHitech } from "@/server/hitech/seed";
import { seedJobs } from "@/server/jobs/seed";
import { seedMentors } from "@/server/mentors/seed";
import { seedContentPages } from "@/server/pages/seed";
import { seedPresents } from "@/server/presents/seed";
import { seedWorkspaces } from "@/server/workspaces/seed";

type Seeder = { name: string; run: (db: Database) => Promise<void> };

const SEEDED_MARK = "seeded_at";

const settingsSeeder: Seeder = {
  name: "site settings",
  async run(db) {
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
  },
};

// Each domain's demo content; every seeder upserts by a natural key, so re-seeding refreshes the
// demo rows (dates stay relative to today) without touching what people sent.
export const seeders: Seeder[] = [
  settingsSeeder,
  { name: "events", run: seedEvents },
  { name: "businesses", run: seedBusinesses },
  { name: "presents", run: seedPresents },
  { name: "mentors", run: seedMentors },
  { name: "freelancers", run: seedFreelancers },
  { name: "hi-tech projects", run: seedHitech },
  { name: "jobs", run: seedJobs },
  { name: "workspaces", run: seedWorkspaces },
  { name: "coupons", run: seedCoupons },
  { name: "FAQ", run: seedFaq },
  { name: "content pages", run: seedContentPages },
];

/** Writes every seeder's content (idempotent: re-running replaces demo rows, keeps other data). */
export async function seedDatabase(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const seeder of seeders) await seeder.run(tx as unknown as Database);
    await tx
      .insert(siteSettings)
      .values({ key: SEEDED_MARK, value: new Date().toISOString() })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: new Date().toISOString(), updatedAt: sql`now()` } });
  });
}

/** Seeds a database that has never been seeded. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const mark = await db.select().from(siteSettings).where(eq(siteSettings.key, SEEDED_MARK)).limit(1);
  if (mark.length > 0) return false;
  await seedDatabase(db);
  return true;
}
