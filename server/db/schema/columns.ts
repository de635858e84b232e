// The columns many tables share, one definition each, so a table lists only what is its own.
import { sql } from "drizzle-orm";
import { integer, jsonb, pgTable, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { ContentStatus } from "@/shared/content";

export const id = () => integer("id").primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
export const viewCount = () => integer("view_count").notNull().default(0);
export const searchText = () => text("search_text").notNull().default("");
export const sortOrder = () => integer("sort_order").notNull().default(0);
/** The unique name of a row in public URLs. */
export const slug = () => text("slug").notNull().unique();

/** What a published piece is called and says: its slug, title, summary and full description. */
export const headline = () => ({
  slug: slug(),
  title: text("title").notNull(),
  summary: text("summary").notNull(),
  description: text("description").notNull(),
});

/** A table of slug and name pairs (tags, categories). */
export const slugNameTable = <N extends string>(name: N) =>
  pgTable(name, { id: id(), slug: slug(), name: text("name").notNull() });

/** A JSON list, empty unless given. */
export const jsonList = <T = string>(name: string) =>
  jsonb(name)
    .$type<T[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);

/** The parent a row belongs to: required, and the row goes when its parent does. */
export const belongsTo = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: "cascade" });

/** A row the row is filed under (a category, a unit, a service): required, and it cannot go while rows point to it. */
export const filedUnder = (name: string, parent: () => AnyPgColumn) => integer(name).notNull().references(parent);

/** A row the row mentions (an account, an organizer): optional, and emptied when that row goes. */
export const mentions = (name: string, target: () => AnyPgColumn) =>
  integer(name).references(target, { onDelete: "set null" });

/** When a row was made and last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** A kind's cover picture and its text alternative (required for an uploaded cover; null: the kind's own words stand in). */
export const coverPicture = () => ({ cover: text("cover").notNull(), coverAlt: text("cover_alt") });

/** A kind's picture and its text alternative (required for an uploaded image; null: the kind's own words stand in). */
export const mainImage = () => ({ image: text("image").notNull(), imageAlt: text("image_alt") });

/** A picture in an ordered gallery, with its caption. */
export const captionedImage = () => ({
  image: text("image").notNull(),
  caption: text("caption").notNull(),
  sortOrder: sortOrder(),
});

/** A person's card: name, role title, a short biography and the avatar. */
export const personCard = () => ({
  name: text("name").notNull(),
  title: text("title").notNull(),
  bio: text("bio").notNull(),
  avatar: text("avatar").notNull(),
});

/**
 * What a person's public profile made at the desk keeps besides its card: what the avatar shows, for
 * screen readers (null: the page says «تصویر {name}»; required with an uploaded one), and the request
 * (a registration, a "become a mentor" application) the profile was made from (one profile each).
 */
export const deskProfile = (sourceRequest: () => AnyPgColumn) => ({
  avatarAlt: text("avatar_alt"),
  sourceRequestId: integer("source_request_id").unique().references(sourceRequest, { onDelete: "set null" }),
});

/**
 * The content lifecycle (shared/content.ts) of a kind the desk publishes: its status (rows that were
 * there before a kind got its lifecycle are published), the instant a published row becomes public
 * (null: at once; the desk schedules with it) and the version every edit bumps (an edit made against
 * an older one is refused with 409).
 */
export const contentLifecycle = () => ({
  status: text("status").$type<ContentStatus>().notNull().default("published"),
  publishAt: timestamp("publish_at", { withTimezone: true }),
  version: integer("version").notNull().default(1),
});

/** The state every published kind ends with: its lifecycle and when it was made and last changed. */
export const contentState = () => ({ ...contentLifecycle(), updatedAt: updatedAt(), createdAt: createdAt() });

/** The state of a kind the public searches and counts visits to: the content state, a view count and a search text. */
export const publicContentState = () => ({
  ...contentLifecycle(),
  viewCount: viewCount(),
  searchText: searchText(),
  updatedAt: updatedAt(),
  createdAt: createdAt(),
});
