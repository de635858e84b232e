import "server-only";
// The lists an item holds in tables of their own (a business's gallery, figures and team, an
// event's gallery and sponsors), as the desk reads and writes them: in the order the form gave,
// each replaced whole by the list a write sends.
import { asc, eq } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "@/server/db/types";
import { assertUploadedImage } from "@/server/media/images";

type OrderedTable = PgTable & { id: PgColumn; sortOrder: PgColumn };

/** The rows of `table` whose `owner` column names the item, in their order. */
export async function orderedRows<T extends OrderedTable>(
  db: Database,
  table: T,
  owner: PgColumn,
  id: number,
): Promise<Array<T["$inferSelect"]>> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(eq(owner, id))
    .orderBy(asc(table.sortOrder), asc(table.id));
  return rows as Array<T["$inferSelect"]>;
}

/** Replaces the item's rows of `table` (those whose `owner` column names it) with `rows`, each stored at its place (sortOrder). */
export async function replaceOrderedRows<T extends OrderedTable>(
  db: Database,
  table: T,
  owner: PgColumn,
  id: number,
  rows: Array<Omit<PgInsertValue<T>, "sortOrder">>,
): Promise<void> {
  await db.delete(table).where(eq(owner, id));
  if (rows.length)
    await db.insert(table).values(rows.map((row, sortOrder) => ({ ...row, sortOrder }) as PgInsertValue<T>));
}

/** Each picture of a list sent must be one the desk uploaded (422 on `<list>.<index>.<field>`), of `shape` when given. */
async function assertUploadedImages(
  db: Database,
  list: string,
  field: string,
  images: Array<string | null | undefined>,
  shape?: Parameters<typeof assertUploadedImage>[3],
): Promise<void> {
  for (const [index, image] of images.entries())
    await assertUploadedImage(db, image, `${list}.${index}.${field}`, shape);
}

/** A list whose entries each may carry a picture the desk uploaded (a gallery, a business's team, an event's sponsors). */
export type PictureList<T extends OrderedTable, Entry> = {
  /** The list's and the picture field's names, where a refused picture is reported (`<list>.<n>.<field>`). */
  list: string;
  field: string;
  /** The shape the pictures must have (square logos), when one is asked for. */
  shape?: Parameters<typeof assertUploadedImage>[3];
  entries: Entry[];
  pictureOf: (entry: Entry) => string | null | undefined;
  rowOf: (entry: Entry) => Omit<PgInsertValue<T>, "sortOrder">;
};

/** Checks each picture sent (422 on `<list>.<n>.<field>`), then replaces the item's rows of `table` with the entries, in their order. */
export async function replaceRowsWithPictures<T extends OrderedTable, Entry>(
  db: Database,
  table: T,
  owner: PgColumn,
  id: number,
  { list, field, shape, entries, pictureOf, rowOf }: PictureList<T, Entry>,
): Promise<void> {
  await assertUploadedImages(db, list, field, entries.map(pictureOf), shape);
  await replaceOrderedRows(db, table, owner, id, entries.map(rowOf));
}

/** Replaces the item's gallery with the pictures sent, each one the desk uploaded (422 on `gallery.<n>.image`). */
export async function replaceGallery<T extends OrderedTable>(
  db: Database,
  table: T,
  owner: PgColumn,
  id: number,
  pictures: Array<Omit<PgInsertValue<T>, "sortOrder"> & { image: string }>,
): Promise<void> {
  await replaceRowsWithPictures(db, table, owner, id, {
    list: "gallery",
    field: "image",
    entries: pictures,
    pictureOf: (picture) => picture.image,
    rowOf: (picture) => picture,
  });
}
