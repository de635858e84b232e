// The database schema (Drizzle, PostgreSQL dialect). Domain tables arrive with their features.
import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Provider-wide settings the staff can change without a deploy: contact details, hours, links. */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type SiteSetting = typeof siteSettings.$inferSelect;
