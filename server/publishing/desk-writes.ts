import "server-only";
// The steps of a create and an edit that every kind's desk module took in the same words: the
// refusals named for the kind, the insert of a new draft's row, and the edit of the fields a form
// sent (its images checked, a sent slug through ./writes.ts). A kind passes only what is its own.
import { sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { PgColumn, PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "@/server/db/types";
import type { StaffCaller } from "@/server/staff/access";
import { assertImageEdits, staleMessage, type ImageRule } from "./desk-fields";
import { changeContent, type ContentItem, type ContentKind, type ContentRow } from "./writes";

/**
 * The desk's refusals for a kind (an item missing, a stale edit, a version missing), worded for
 * its noun ("پروژه"); a profile's edits and versions are worded for the profile ("نمایه این منتور").
 */
export function contentMessages(noun: string, options: { profile?: boolean } = {}) {
  const profile = options.profile ? "نمایه " : "";
  return {
    notFoundMessage: `این ${noun} پیدا نشد.`,
    staleMessage: staleMessage(`${profile}این ${noun}`),
    versionNotFoundMessage: `این نسخه از ${profile}${noun} پیدا نشد.`,
  };
}

/** A new item's row, as the kind's insert writes it in the create's transaction. */
export async function insertRow<T extends PgTable>(t: Database, table: T, values: PgInsertValue<T>) {
  const [row] = await t.insert(table).values(values).returning();
  return row as T["$inferSelect"];
}

/** The sort order after the last of the rows `where` picks (0 for the first): where a new item goes unless its order is given. */
export async function nextSortOrder(t: Database, table: PgTable, sortOrder: PgColumn, where?: SQL): Promise<number> {
  const [{ next } = { next: 0 }] = await t
    .select({ next: sql<number>`cast(coalesce(max(${sortOrder}), -1) + 1 as integer)` })
    .from(table)
    .where(where);
  return next;
}

/** A desk form's create as the routes take it: the schema its body is read by, and the write of the new draft. */
export type DeskCreate<Item, Create> = {
  schema: z.ZodType<Create>;
  write: (db: Database, staff: StaffCaller, input: Create) => Promise<Item>;
};

/** A desk form's edit as the routes take it: the schema its body is read by, and the write. */
export type DeskEdit<Item, Patch> = {
  schema: z.ZodType<Patch>;
  write: (db: Database, staff: StaffCaller, id: number, patch: Patch) => Promise<Item>;
};

/** What every desk form's edit sends beside its fields: the version it showed and, for a slugged kind, a new slug. */
type FieldPatch = { version?: number; slug?: string | null };

/**
 * A kind's edit of the fields its form sent (read by `schema`), against the version the desk showed:
 * each changed image checked (`images`, ./desk-fields.ts), the columns of the sent fields, a sent
 * slug kept.
 */
export function fieldsEdit<Row extends ContentRow, Item extends ContentItem, Patch extends FieldPatch>(
  kind: ContentKind<Row, Item>,
  schema: z.ZodType<Patch>,
  columnsOf: (fields: Omit<Patch, "version" | "slug">) => Record<string, unknown>,
  images: readonly ImageRule[] = [],
): DeskEdit<Item, Patch> {
  const write = (db: Database, staff: StaffCaller, id: number, patch: Patch): Promise<Item> => {
    const { version, slug, ...fields } = patch;
    return changeContent(db, kind, staff, id, "update", version, async (row, t) => {
      await assertImageEdits(t, images, fields, row);
      return { values: columnsOf(fields), slug: slug ?? undefined };
    });
  };
  return { schema, write };
}
