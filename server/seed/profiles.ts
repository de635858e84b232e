import "server-only";
// People's demo profiles filed under categories (freelancers, mentors): both kinds seed their
// categories by slug, then each person by name, with the avatar drawn from the name and a
// published or draft state; the kind adds only its own columns.
import { eq } from "drizzle-orm";
import type { PgColumn, PgInsertValue } from "drizzle-orm/pg-core";
import type { Database } from "@/server/db/types";
import { artUrl, nameInitials } from "@/server/media/art";
import { daysFromNow, demoStatus } from "./helpers";
import { saveByNaturalKey, upsertSlugNames, type TableWithId } from "./upsert";

/** A demo person: a name (the natural key), a category slug, whether it is published (by default), when it was added and its views. */
type DemoPerson<Category extends string> = {
  name: string;
  category: Category;
  published?: boolean;
  added: number;
  views: number;
};

type ProfileKind<Category extends string, Row extends DemoPerson<Category>, T> = {
  categoryTable: TableWithId & { slug: PgColumn };
  categories: ReadonlyArray<readonly [slug: Category, name: string]>;
  table: T;
  rows: readonly Row[];
  /** The hour (Tehran) the profiles count as added at. */
  hour: number;
  /** The kind's own columns of a row, given its category's name (for the search text). */
  columns: (row: Row, categoryName: string) => Partial<PgInsertValue<T & TableWithId>>;
};

/** A demo profile's state: published or a draft, added `added` days ago at `hour` (Tehran), with its views. */
const demoProfileState = (row: { published?: boolean; added: number; views: number }, hour: number) => ({
  status: demoStatus(row),
  updatedAt: daysFromNow(-row.added, hour),
  viewCount: row.views,
  createdAt: daysFromNow(-row.added, hour),
});

/** Seeds the kind's categories, then each profile; answers the rows' ids in the order of `rows`. */
export async function seedCategorizedProfiles<
  Category extends string,
  Row extends DemoPerson<Category>,
  T extends TableWithId & { name: PgColumn },
>(db: Database, kind: ProfileKind<Category, Row, T>): Promise<number[]> {
  const categoryIds = await upsertSlugNames(db, kind.categoryTable, kind.categories);
  const ids: number[] = [];
  for (const row of kind.rows) {
    const categoryName = kind.categories.find(([slug]) => slug === row.category)![1];
    const values = {
      categoryId: categoryIds.get(row.category)!,
      avatar: artUrl("avatar", row.name, nameInitials(row.name)),
      ...kind.columns(row, categoryName),
      ...demoProfileState(row, kind.hour),
    } as PgInsertValue<T>;
    ids.push(await saveByNaturalKey(db, kind.table, eq(kind.table.name, row.name), values));
  }
  return ids;
}
