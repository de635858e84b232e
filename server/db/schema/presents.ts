// Presents: packages, discounts and gifts.
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id, headline, jsonList, publicContentState } from "./columns";

export const presents = pgTable(
  "presents",
  {
    id: id(),
    /** The slug is made from the title (or the desk's own); a changed one redirects (slug_redirects). */
    ...headline(),
    /** package | discount | gift */
    kind: text("kind").notNull(),
    image: text("image").notNull(),
    /** The image's text alternative (required for an uploaded image; null: "تصویر <title>"). */
    imageAlt: text("image_alt"),
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
