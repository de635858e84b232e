// Discount codes for reservations.
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id, jsonList, contentState } from "./columns";

export const coupons = pgTable("coupons", {
  id: id(),
  code: text("code").notNull().unique(),
  title: text("title").notNull(),
  /** Percent off (1-100). */
  percent: integer("percent").notNull(),
  /** Services it applies to (slugs); empty for all. */
  services: jsonList("services"),
  /** Not valid before (null: from its publishing on). */
  startsAt: timestamp("starts_at", { withTimezone: true }),
  validUntil: timestamp("valid_until", { withTimezone: true }),
  /** How many reservation requests may carry it (null: no limit); then it is refused. */
  maxUses: integer("max_uses"),
  /** Published: the check accepts it; a draft or an archived code is unknown to the public. */
  ...contentState(),
});
