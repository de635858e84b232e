import "server-only";
// Demo content for a fresh start and for `npm run db:seed`: one file per domain in this folder,
// run in order here. The start-up path (server/startup.ts) hands `seedIfEmpty` to the database
// client as its first-start work, so the client never imports the seed (nor what the seed imports).
import { eq, sql } from "drizzle-orm";
import { siteSettings } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { seedBusinesses } from "./businesses";
import { seedCoupons } from "./coupons";
import { seedEvents } from "./events";
import { seedFaq } from "./faq";
import { seedFreelancers } from "./freelancers";
import { seedHitech } from "./hitech";
import { seedJobs } from "./jobs";
import { seedMentors } from "./mentors";
import { seedContentPages } from "./pages";
import { seedPresents } from "./presents";
import { seedSiteSettings } from "./settings";
import { seedWorkspaces } from "./workspaces";

const SEEDED_MARK = "seeded_at";

// Each domain's demo content; every seeder upserts by a natural key, so re-seeding refreshes the
// demo rows (dates stay relative to today) without touching what people sent.
export const seeders: Array<(db: Database) => Promise<void>> = [
  seedSiteSettings,
  seedEvents,
  seedBusinesses,
  seedPresents,
  seedMentors,
  seedFreelancers,
  seedHitech,
  seedJobs,
  seedWorkspaces,
  seedCoupons,
  seedFaq,
  seedContentPages,
];

/** Writes every seeder's content (idempotent: re-running replaces demo rows, keeps other data). */
export async function seedDatabase(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const seed of seeders) await seed(tx as unknown as Database);
    await tx
      .insert(siteSettings)
      .values({ key: SEEDED_MARK, value: new Date().toISOString() })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: new Date().toISOString(), updatedAt: sql`now()` },
      });
  });
}

/** Seeds a database that has never been seeded. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const mark = await db.select().from(siteSettings).where(eq(siteSettings.key, SEEDED_MARK)).limit(1);
  if (mark.length > 0) return false;
  await seedDatabase(db);
  return true;
}
