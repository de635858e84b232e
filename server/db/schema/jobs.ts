// Job units and their open positions.
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id, sortOrder, slug, jsonList, contentState, publicContentState, filedUnder } from "./columns";

export const jobUnits = pgTable(
  "job_units",
  {
    id: id(),
    slug: slug(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    sortOrder: sortOrder(),
    /** The content lifecycle (shared/content.ts), as the positions have it: the units there were before it are published. A unit the public does not see hides its positions too. */
    ...contentState(),
  },
  (t) => [index("job_units_status_idx").on(t.status)],
);

export const jobPositions = pgTable(
  "job_positions",
  {
    id: id(),
    unitId: filedUnder("unit_id", () => jobUnits.id),
    title: text("title").notNull(),
    /** full-time | part-time | internship | remote */
    type: text("type").notNull(),
    city: text("city").notNull(),
    summary: text("summary").notNull(),
    description: text("description").notNull(),
    requirements: jsonList("requirements"),
    benefits: jsonList("benefits"),
    /** Rial per month; null when negotiable. */
    salaryMin: integer("salary_min"),
    salaryMax: integer("salary_max"),
    experienceYears: integer("experience_years").notNull().default(0),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** The content lifecycle (shared/content.ts), as the FAQ has it: the positions seeded before it are published (an unpublished one became a draft). */
    ...publicContentState(),
  },
  (t) => [index("job_positions_status_idx").on(t.status)],
);
