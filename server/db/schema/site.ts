// Provider-wide settings the desk edits without a deploy.
import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { updatedAt, mentions } from "./columns";
import { users } from "./accounts";

/** Provider-wide settings the staff can change without a deploy: contact details, hours, links. */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  /** Bumped by every desk edit (server/site/settings-desk.ts): an edit against an older one is refused. */
  version: integer("version").notNull().default(1),
  updatedAt: updatedAt(),
  /** An unpublished draft of the group (the desk's «ذخیره پیش‌نویس»): only the desk and its preview
   *  read it; the public API reads `value`. Null: nothing waiting. */
  draftValue: jsonb("draft_value"),
  draftSavedAt: timestamp("draft_saved_at", { withTimezone: true }),
  draftSavedBy: mentions("draft_saved_by", () => users.id),
});

export type SiteSetting = typeof siteSettings.$inferSelect;
