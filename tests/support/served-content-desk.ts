// A content kind's test file set up as production reads it (tests/api/content/*): a fresh database
// seeded with the site's items of the kind, its public API served on a local port so the pages read
// it over HTTP, and the kind's desk. The set-up runs in this order, once for the file.
import { contentDesk, type ContentDeskOptions } from "./content-lifecycle";
import { withFreshDatabase } from "./database";
import type { TestDb } from "./http";
import { serveApiRoutes, type ApiRoutes } from "./page-harness";

export type ServedContentDeskOptions = Omit<ContentDeskOptions, "db"> & {
  /** The public API routes the kind's pages read. */
  routes: ApiRoutes;
  /** Writes the seeded items before the routes are served. */
  seed: (db: TestDb) => Promise<unknown>;
};

/** One kind's desk (see `contentDesk`) on its own database, with `db` to read that database. */
export function servedContentDesk<Item extends { id: number; version: number }>(options: ServedContentDeskOptions) {
  const { routes, seed, ...deskOptions } = options;
  const database = withFreshDatabase();
  const db = () => database.handle().db;
  serveApiRoutes(routes, async () => void (await seed(db())));
  return { db, ...contentDesk<Item>({ ...deskOptions, db }) };
}
