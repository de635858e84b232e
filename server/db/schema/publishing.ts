// What the publishing engine keeps beside every kind: old slugs and saved versions.
import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, createdAt, mentions } from "./columns";
import { users } from "./accounts";

/**
 * The old slugs of content whose slug the desk changed: the public page of an old slug answers a
 * permanent redirect to the entity, and the API's slug lookup resolves it. `entity` names the kind
 * as the cache tags do (server/cache/public-reads.ts: "event", "business", ...).
 */
export const slugRedirects = pgTable(
  "slug_redirects",
  {
    id: id(),
    entity: text("entity").notNull(),
    oldSlug: text("old_slug").notNull(),
    entityId: integer("entity_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("slug_redirects_entity_slug_idx").on(t.entity, t.oldSlug),
    index("slug_redirects_target_idx").on(t.entity, t.entityId),
  ],
);

/** Every saved state of a piece of content, for "restore an earlier version" (version counts from 1 per entity). */
export const contentVersions = pgTable(
  "content_versions",
  {
    id: id(),
    entity: text("entity").notNull(),
    entityId: integer("entity_id").notNull(),
    version: integer("version").notNull(),
    /** The editable fields as the desk's form sends them (validation/content/), plus status and publish_at. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    actorId: mentions("actor_id", () => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("content_versions_entity_version_idx").on(t.entity, t.entityId, t.version)],
);
