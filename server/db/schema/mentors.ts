// Mentors and their categories.
import { index, integer, pgTable, text, type AnyPgColumn } from "drizzle-orm/pg-core";
import { id, slugNameTable, jsonList, publicContentState } from "./columns";
import { requests } from "./requests";

export const mentorCategories = slugNameTable("mentor_categories");

export const mentors = pgTable(
  "mentors",
  {
    id: id(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => mentorCategories.id),
    name: text("name").notNull(),
    title: text("title").notNull(),
    company: text("company"),
    bio: text("bio").notNull(),
    avatar: text("avatar").notNull(),
    yearsOfExperience: integer("years_of_experience").notNull(),
    topics: jsonList("topics"),
    /** Rial per session; 0 is free for accelerator teams. */
    sessionPrice: integer("session_price").notNull().default(0),
    linkedin: text("linkedin"),
    sessionsCount: integer("sessions_count").notNull().default(0),
    /** What the avatar shows, for screen readers (null: the page says «تصویر {name}»; required with an uploaded one). */
    avatarAlt: text("avatar_alt"),
    /** The "become a mentor" application this profile was made from at the desk (one profile each). */
    sourceRequestId: integer("source_request_id")
      .unique()
      .references((): AnyPgColumn => requests.id, { onDelete: "set null" }),
    /** The content lifecycle (shared/content.ts), as the job positions have it: the mentors seeded before it are published (an unpublished one became a draft). */
    ...publicContentState(),
  },
  (t) => [index("mentors_status_idx").on(t.status)],
);
