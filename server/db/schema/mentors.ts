// Mentors and their categories.
import { index, integer, pgTable, text, type AnyPgColumn } from "drizzle-orm/pg-core";
import { id, slugNameTable, jsonList, publicContentState, filedUnder, personCard, deskProfile } from "./columns";
import { requests } from "./requests";

export const mentorCategories = slugNameTable("mentor_categories");

export const mentors = pgTable(
  "mentors",
  {
    id: id(),
    categoryId: filedUnder("category_id", () => mentorCategories.id),
    ...personCard(),
    company: text("company"),
    yearsOfExperience: integer("years_of_experience").notNull(),
    topics: jsonList("topics"),
    /** Rial per session; 0 is free for accelerator teams. */
    sessionPrice: integer("session_price").notNull().default(0),
    linkedin: text("linkedin"),
    sessionsCount: integer("sessions_count").notNull().default(0),
    /** The avatar's alt text and the "become a mentor" application this profile was made from. */
    ...deskProfile((): AnyPgColumn => requests.id),
    /** The content lifecycle (shared/content.ts), as the job positions have it: the mentors seeded before it are published (an unpublished one became a draft). */
    ...publicContentState(),
  },
  (t) => [index("mentors_status_idx").on(t.status)],
);
