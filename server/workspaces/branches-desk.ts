import "server-only";
// Workspace branches in the content desk (issue 14): the kind ./writes.ts writes, with its fields
// (name, description, address, city, phone, hours, its point on the map, its image and the alt text
// that says what it shows, its weekly days off, order). Its slug (the /workspaces?branch= filter's)
// is the one sent or made from its name, and can change like other slugs (./slugs.ts): the old one
// keeps filtering, and /workspaces moves it to the new one (308). A branch has no page of its own: the public sees it on
// /workspaces and in the reservation form, and taking it off the site takes its spaces and their
// plans off too (./lifecycle.ts publicLocation). Its dated closed days are the reservation
// calendar's (server/reservations/calendar-desk.ts). Renaming it (an edit or a restore) rewrites its
// plans' search text. Its answers are tagged "workspace" like every workspace read. The routes are
// ./routes.ts's (branchRoutes).
import { eq, sql } from "drizzle-orm";
import type { AdminBranch, AdminBranchListItem } from "@/shared/types/workspaces";
import { branches, locations } from "@/server/db/schema";
import { serializeBranch } from "@/server/workspaces/queries";
import { deskFields, editableSnapshot, sentColumns } from "@/server/publishing/desk-fields";
import { contentMessages, fieldsEdit, insertRow, nextSortOrder } from "@/server/publishing/desk-writes";
import type { Database } from "@/server/db/types";
import { assertUploadedImage, WIDE_IMAGE } from "@/server/media/images";
import type { StaffCaller } from "@/server/staff/access";
import {
  branchCreateSchema,
  branchPatchSchema,
  branchRestoreSchema,
  type BranchContent,
} from "@/validation/content/branch";
import { refreshPlanSearchTexts } from "./plans-desk";
import { deskList, type ListedFields } from "@/server/publishing/desk-list";
import { contentRoutes } from "@/server/publishing/routes";
import { createContent } from "@/server/publishing/writes";
import type { ContentKind } from "@/server/publishing/writes";

type BranchRow = typeof branches.$inferSelect;

const BRANCH_MESSAGES = contentMessages("شعبه");
export const STALE_BRANCH_MESSAGE = BRANCH_MESSAGES.staleMessage;

const urlOf = (row: Pick<BranchRow, "slug">) => `/workspaces?branch=${encodeURIComponent(row.slug)}`;

/** How many spaces each branch has (whatever their state). */
async function spaceCounts(db: Database, id?: number): Promise<Array<{ branchId: number; count: number }>> {
  return db
    .select({ branchId: locations.branchId, count: sql<number>`cast(count(*) as integer)` })
    .from(locations)
    .where(id === undefined ? undefined : eq(locations.branchId, id))
    .groupBy(locations.branchId);
}

async function serialize(db: Database, row: BranchRow): Promise<AdminBranch> {
  const [counted] = await spaceCounts(db, row.id);
  return {
    ...serializeBranch(row),
    closed_weekdays: row.closedWeekdays,
    sort_order: row.sortOrder,
    spaces_count: counted?.count ?? 0,
    ...(await deskFields(db, row, urlOf(row), { entity: "branch" })),
  };
}

/** What a version keeps and the audit log shows: the editable fields and where the branch stood. */
const snapshot = (item: AdminBranch) => editableSnapshot(item, branchCreateSchema);

/** The columns of the fields a create or an edit sent (undefined: left as it is; the slug goes through ./writes.ts). */
function columnsOf(
  input: Partial<Omit<BranchContent, "image_alt" | "slug"> & { image_alt: string | null }>,
): Partial<BranchRow> {
  const values = {
    name: input.name,
    description: input.description,
    address: input.address,
    city: input.city,
    phone: input.phone,
    hours: input.hours,
    lat: input.lat,
    lng: input.lng,
    image: input.image,
    imageAlt: input.image_alt,
    closedWeekdays: input.closed_weekdays,
    sortOrder: input.sort_order,
  };
  return sentColumns(values) as Partial<BranchRow>;
}

/** Its spaces' plans' search text names the branch: rewritten when the name changes. */
async function refreshBranchPlans(db: Database, branchId: number, branchName: string): Promise<void> {
  const spaces = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(eq(locations.branchId, branchId));
  for (const space of spaces) await refreshPlanSearchTexts(db, space.id, { name: space.name, branchName });
}

export const BRANCH_KIND: ContentKind<BranchRow, AdminBranch> = {
  entity: "branch",
  cacheType: "workspace",
  table: branches,
  slugFallback: "branch",
  ...BRANCH_MESSAGES,
  serialize,
  snapshot,
  complete: async (t, row, change) => {
    const next = { ...row, ...change.values } as BranchRow;
    if (next.image !== row.image) await assertUploadedImage(t, next.image, "image", WIDE_IMAGE);
    if (next.name !== row.name) await refreshBranchPlans(t, row.id, next.name);
    return change.values;
  },
  // A restore brings back what the branch form edits, but keeps the weekly days off as they are now:
  // those are the reservation calendar's (its own writes, audited apart), and bringing back an old
  // version's days would silently reopen days an editor has closed since (or close reopened ones).
  // The versions still show the days off each one had. A version kept before slugs were edited has
  // none: the slug stays as it is.
  restored: (data) => {
    const { closed_weekdays: _calendars, slug, ...fields } = branchRestoreSchema.parse(data);
    return { values: columnsOf(fields), slug: slug ?? undefined };
  },
};

/** A new branch, saved as a draft with its slug the one sent or its name's, after the other branches unless an order is given. */
export function createBranch(db: Database, staff: StaffCaller, input: BranchContent): Promise<AdminBranch> {
  const { slug, ...fields } = input;
  return createContent(db, BRANCH_KIND, staff, { title: input.name, slug }, async (t, draft) => {
    await assertUploadedImage(t, input.image, "image", WIDE_IMAGE);
    const next = await nextSortOrder(t, branches, branches.sortOrder);
    return insertRow(t, branches, {
      ...(columnsOf(fields) as BranchRow),
      sortOrder: input.sort_order ?? next,
      ...draft,
    });
  });
}

/** /api/v1/admin/content/branches/**: the list of every branch whatever its state, the last edited first unless `sort` (updated_at | name | created_at) says otherwise. */
export const branchRoutes = contentRoutes({
  kind: BRANCH_KIND,
  list: deskList(branches, {
    query: { search: branches.name, sorts: { name: branches.name } },
    load: (db) => spaceCounts(db),
    item: (row, _now, counts): ListedFields<AdminBranchListItem> => ({
      id: row.id,
      name: row.name,
      city: row.city,
      address: row.address,
      image: row.image,
      spaces_count: counts.find((c) => c.branchId === row.id)?.count ?? 0,
      url: urlOf(row),
    }),
  }),
  create: { schema: branchCreateSchema, write: createBranch },
  update: fieldsEdit(BRANCH_KIND, branchPatchSchema, columnsOf),
});
