// Files: the desk's images, the files sent with requests, and their bytes when kept in the database.
import { customType, integer, pgTable, text } from "drizzle-orm/pg-core";
import { id, createdAt, mentions } from "./columns";
import { users } from "./accounts";
import { requests } from "./requests";

/**
 * Images the content desk uploaded (issue 14): stored as WebP variants of the purpose's sizes
 * (server/media/images.ts), named `<key>-<w>x<h>.webp` in the file storage; the public reads
 * them at /api/v1/media/images/{name}. Width, height and bytes are the upload's.
 */
export const contentImages = pgTable("content_images", {
  id: id(),
  /** "img-" and 32 hex digits. */
  key: text("key").notNull().unique(),
  /** cover | logo */
  purpose: text("purpose").notNull(),
  alt: text("alt").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: integer("bytes").notNull(),
  uploadedBy: mentions("uploaded_by", () => users.id),
  createdAt: createdAt(),
});

/** Files sent with requests: stored outside public/ under a generated name. */
export const uploads = pgTable("uploads", {
  id: id(),
  requestId: integer("request_id").references(() => requests.id, { onDelete: "cascade" }),
  userId: mentions("user_id", () => users.id),
  field: text("field").notNull(),
  originalName: text("original_name").notNull(),
  storedName: text("stored_name").notNull().unique(),
  mime: text("mime").notNull(),
  size: integer("size").notNull(),
  createdAt: createdAt(),
});

/** Raw bytes: node-postgres reads bytea as a Buffer, PGlite as a Uint8Array; both are handed out as a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The bytes of uploaded files when they live in the database (server/storage, UPLOAD_STORAGE=database,
 * the default with DATABASE_URL), so every instance reads what any one stored, and pg_dump carries them.
 */
export const storedFiles = pgTable("stored_files", {
  name: text("name").primaryKey(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});
