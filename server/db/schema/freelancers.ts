// Freelancers and their categories.
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, type AnyPgColumn } from "drizzle-orm/pg-core";
import { id, slugNameTable, jsonList, publicContentState, filedUnder, personCard, deskProfile } from "./columns";
import { requests } from "./requests";

export const freelancerCategories = slugNameTable("freelancer_categories");

export type SocialLinks = { instagram?: string; linkedin?: string; twitter?: string; telegram?: string };

export const freelancers = pgTable(
  "freelancers",
  {
    id: id(),
    categoryId: filedUnder("category_id", () => freelancerCategories.id),
    ...personCard(),
    city: text("city").notNull(),
    skills: jsonList("skills"),
    /** Rial per hour. */
    hourlyRate: integer("hourly_rate").notNull(),
    yearsOfExperience: integer("years_of_experience").notNull(),
    available: boolean("available").notNull().default(true),
    social: jsonb("social")
      .$type<SocialLinks>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    resumeUrl: text("resume_url"),
    resumePublic: boolean("resume_public").notNull().default(false),
    /** The avatar's alt text and the registration this profile was made from. */
    ...deskProfile((): AnyPgColumn => requests.id),
    /** The content lifecycle (shared/content.ts), as the mentors have it: the freelancers seeded before it are published (an unpublished one became a draft). */
    ...publicContentState(),
  },
  (t) => [index("freelancers_status_idx").on(t.status)],
);
