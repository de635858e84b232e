// The accelerator's businesses and what their pages list: stats, gallery, timeline, team.
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id, sortOrder, slug, belongsTo, publicContentState, captionedImage, coverPicture } from "./columns";

export const businesses = pgTable(
  "businesses",
  {
    id: id(),
    slug: slug(),
    name: text("name").notNull(),
    tagline: text("tagline").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    stage: text("stage").notNull(),
    logo: text("logo").notNull(),
    /** The logo's text alternative (required for an uploaded logo; null: "نشان <name>"). */
    logoAlt: text("logo_alt"),
    /** A cover without its text alternative reads "تصویر <name>". */
    ...coverPicture(),
    website: text("website"),
    foundedYear: integer("founded_year"),
    city: text("city").notNull().default("کرمان"),
    /** The content lifecycle (shared/content.ts), as events have it: the businesses seeded before it are published. */
    ...publicContentState(),
  },
  (t) => [index("businesses_category_idx").on(t.category), index("businesses_status_idx").on(t.status)],
);

export const businessStats = pgTable("business_stats", {
  id: id(),
  businessId: belongsTo("business_id", () => businesses.id),
  label: text("label").notNull(),
  value: integer("value").notNull(),
  unit: text("unit"),
  sortOrder: sortOrder(),
});

export const businessGalleries = pgTable("business_galleries", {
  id: id(),
  businessId: belongsTo("business_id", () => businesses.id),
  ...captionedImage(),
});

export const businessTimelines = pgTable("business_timelines", {
  id: id(),
  businessId: belongsTo("business_id", () => businesses.id),
  title: text("title").notNull(),
  year: integer("year").notNull(),
  sortOrder: sortOrder(),
});

export const businessTimelineItems = pgTable("business_timeline_items", {
  id: id(),
  timelineId: belongsTo("timeline_id", () => businessTimelines.id),
  title: text("title").notNull(),
  description: text("description").notNull(),
  happenedAt: timestamp("happened_at", { withTimezone: true }).notNull(),
  sortOrder: sortOrder(),
});

export const businessMembers = pgTable("business_members", {
  id: id(),
  businessId: belongsTo("business_id", () => businesses.id),
  name: text("name").notNull(),
  role: text("role").notNull(),
  avatar: text("avatar").notNull(),
  sortOrder: sortOrder(),
});
