// Presents: packages, discounts and gifts.
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id, headline, jsonList, publicContentState, mainImage } from "./columns";

export const presents = pgTable(
  "presents",
  {
    id: id(),
    /** The slug is made from the title (or the desk's own); a changed one redirects (slug_redirects). */
    ...headline(),
    /** package | discount | gift */
    kind: text("kind").notNull(),
    /** An image without its text alternative reads "تصویر <title>". */
    ...mainImage(),
    /** Rial; null for gifts with no price. */
    price: integer("price"),
    originalPrice: integer("original_price"),
    conditions: jsonList("conditions"),
    includes: jsonList("includes"),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    /** The content lifecycle (shared/content.ts): the presents seeded before it are published (an unpublished one became a draft). */
    ...publicContentState(),
  },
  (t) => [index("presents_status_idx").on(t.status)],
);
