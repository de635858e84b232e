import "server-only";
// Workspace spaces (the locations table) in the content desk (issue 14): the kind ./writes.ts
// writes, with its fields (its branch, name, description, floor, capacity, features, its image and
// the alt text that says what the image shows, its gallery (the public API's `gallery`, each picture
// with its alt text: uploaded through the desk, ordered, removed), order). A space has no page of its own: the public
// sees it on /workspaces under its branch, and taking it off the site takes its plans off too
// (./lifecycle.ts publicPlan). Renaming it or moving it to another branch (an edit or a restore)
// rewrites its plans' search text. Its answers are tagged "workspace" like every workspace read. The routes are
// ./routes.ts's (spaceRoutes).
import { eq, sql } from "drizzle-orm";
import type { AdminSpace, AdminSpaceListItem } from "@/shared/types/workspaces";
import { branches, locationPlans, locations } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { ValidationFailure } from "@/server/http/validation";
import { isPublicAt } from "@/shared/content";
import { toPersianDigits } from "@/shared/format/digits";
import { assertUploadedImage, WIDE_IMAGE } from "@/server/media/images";
import type { StaffCaller } from "@/server/staff/access";
import {
  spaceCreateSchema,
  spacePatchSchema,
  spaceRestoreSchema,
  type SpaceContent,
  type SpacePatch,
} from "@/validation/content/workspace";
import { refreshPlanSearchTexts } from "./plans-desk";
import { serializeLocation } from "./queries";
import { deskFields, editableSnapshot, sentColumns } from "@/server/publishing/desk-fields";
import { contentMessages, insertRow, nextSortOrder } from "@/server/publishing/desk-writes";
import { deskList, type ListedFields } from "@/server/publishing/desk-list";
import { contentRoutes } from "@/server/publishing/routes";
import { changeContent, createContent } from "@/server/publishing/writes";
import type { ContentKind } from "@/server/publishing/writes";
import { spaceDeskListQuery } from "@/shared/queries/desk";
import { parseQuery } from "@/shared/queries/query";

type SpaceRow = typeof locations.$inferSelect;

const SPACE_MESSAGES = contentMessages("فضا");
export const STALE_SPACE_MESSAGE = SPACE_MESSAGES.staleMessage;
export const SPACE_BRANCH_MISSING = "این شعبه پیدا نشد؛ شعبه دیگری انتخاب کنید.";

/** The branch a space is in (422 on its field when there is none). */
async function branchOf(db: Database, id: number): Promise<{ id: number; name: string }> {
  const [branch] = await db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(eq(branches.id, id))
    .limit(1);
  if (!branch) throw new ValidationFailure("branch_id", SPACE_BRANCH_MISSING);
  return branch;
}

const urlOf = (row: Pick<SpaceRow, "id">) => `/workspaces#location-${row.id}`;

/** The gallery as the desk edits it: each picture with its alt text (the seeded drawn art has none: the space's name and the picture's place stand in). */
const galleryOf = (row: Pick<SpaceRow, "gallery" | "galleryAlts" | "name">): AdminSpace["gallery"] =>
  row.gallery.map((image, index) => ({
    image,
    caption: row.galleryAlts[index] || `${row.name}، تصویر ${toPersianDigits(index + 1)}`,
  }));

/** Each picture of a gallery sent is on this site or one the desk uploaded (422 on its field otherwise). */
async function assertGallery(db: Database, gallery: AdminSpace["gallery"] | undefined): Promise<void> {
  for (const [index, picture] of (gallery ?? []).entries())
    await assertUploadedImage(db, picture.image, `gallery.${index}.image`);
}

/** A space's branch as the desk shows it: its name and whether the public sees it. */
function branchShown(
  branch: Pick<typeof branches.$inferSelect, "id" | "name" | "status" | "publishAt"> | undefined,
  id: number,
  now: Date,
): AdminSpace["branch"] {
  return branch
    ? { id: branch.id, name: branch.name, is_public: isPublicAt(branch, now) }
    : { id, name: "", is_public: false };
}

async function plansCount(db: Database, id: number): Promise<number> {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`cast(count(*) as integer)` })
    .from(locationPlans)
    .where(eq(locationPlans.locationId, id));
  return count;
}

/** The public answer of the space (./queries.ts) with each picture's caption, its place, its branch, its plans and the desk's fields. */
async function serialize(db: Database, row: SpaceRow): Promise<AdminSpace> {
  const [branch] = await db
    .select({ id: branches.id, name: branches.name, status: branches.status, publishAt: branches.publishAt })
    .from(branches)
    .where(eq(branches.id, row.branchId))
    .limit(1);
  return {
    ...serializeLocation(row),
    gallery: galleryOf(row),
    sort_order: row.sortOrder,
    branch: branchShown(branch, row.branchId, new Date()),
    plans_count: await plansCount(db, row.id),
    ...(await deskFields(db, row, urlOf(row))),
  };
}

/** What a version keeps and the audit log shows: the editable fields (the branch's name too) and where the space stood. */
function snapshot(item: AdminSpace): Record<string, unknown> {
  const { branch_id, ...kept } = editableSnapshot(item, spaceCreateSchema);
  return { branch_id, branch: item.branch.name, ...kept };
}

/** The columns of the fields a create or an edit sent (undefined: left as it is). */
function columnsOf(input: Partial<Omit<SpaceContent, "image_alt"> & { image_alt: string | null }>): Partial<SpaceRow> {
  const values = {
    branchId: input.branch_id,
    name: input.name,
    description: input.description,
    floor: input.floor,
    capacity: input.capacity,
    amenities: input.amenities,
    image: input.image,
    imageAlt: input.image_alt,
    // The public API's gallery is the addresses in order; what each shows is kept beside them.
    gallery: input.gallery?.map((picture) => picture.image),
    galleryAlts: input.gallery?.map((picture) => picture.caption),
    sortOrder: input.sort_order,
  };
  return sentColumns(values) as Partial<SpaceRow>;
}

export const SPACE_KIND: ContentKind<SpaceRow, AdminSpace> = {
  entity: "space",
  cacheType: "workspace",
  table: locations,
  ...SPACE_MESSAGES,
  serialize,
  snapshot,
  complete: async (t, row, change) => {
    const next = { ...row, ...change.values } as SpaceRow;
    const branch = await branchOf(t, next.branchId);
    // Its plans' search text names the space and its branch.
    if (next.name !== row.name || next.branchId !== row.branchId)
      await refreshPlanSearchTexts(t, row.id, { name: next.name, branchName: branch.name });
    if (change.values.gallery !== undefined) await assertGallery(t, galleryOf(next));
    return change.values;
  },
  // A version kept before galleries were edited leaves the gallery as it is.
  restored: (data) => ({ values: columnsOf(spaceRestoreSchema.parse(data)) }),
};

/** A new space, saved as a draft, after its branch's other spaces unless an order is given. */
export function createSpace(db: Database, staff: StaffCaller, input: SpaceContent): Promise<AdminSpace> {
  return createContent(db, SPACE_KIND, staff, null, async (t, draft) => {
    await branchOf(t, input.branch_id);
    await assertUploadedImage(t, input.image, "image", WIDE_IMAGE);
    await assertGallery(t, input.gallery);
    const next = await nextSortOrder(t, locations, locations.sortOrder, eq(locations.branchId, input.branch_id));
    return insertRow(t, locations, {
      ...(columnsOf(input) as SpaceRow),
      floor: input.floor ?? null,
      sortOrder: input.sort_order ?? next,
      ...draft,
    });
  });
}

/** An edit of some fields, against the version the desk showed. */
export function updateSpace(db: Database, staff: StaffCaller, id: number, patch: SpacePatch): Promise<AdminSpace> {
  const { version, ...fields } = patch;
  return changeContent(db, SPACE_KIND, staff, id, "update", version, async (row, t) => {
    if (fields.image !== undefined && fields.image !== row.image)
      await assertUploadedImage(t, fields.image, "image", WIDE_IMAGE);
    return { values: columnsOf(fields) };
  });
}

/** /api/v1/admin/content/spaces/**: the list of every space whatever its state, the last edited first unless `sort` (updated_at | name | created_at) says otherwise; `branch_id` narrows it to a branch. */
export const spaceRoutes = contentRoutes({
  kind: SPACE_KIND,
  list: deskList(locations, {
    query: (params) => {
      const branchId = parseQuery(spaceDeskListQuery, params).branch_id;
      return {
        search: locations.name,
        sorts: { name: locations.name },
        where: [branchId ? eq(locations.branchId, branchId) : undefined],
      };
    },
    load: (db) =>
      Promise.all([
        db
          .select({ id: branches.id, name: branches.name, status: branches.status, publishAt: branches.publishAt })
          .from(branches),
        db
          .select({ locationId: locationPlans.locationId, count: sql<number>`cast(count(*) as integer)` })
          .from(locationPlans)
          .groupBy(locationPlans.locationId),
      ]),
    item: (row, now, [branchRows, counts]): ListedFields<AdminSpaceListItem> => ({
      id: row.id,
      name: row.name,
      branch: branchShown(
        branchRows.find((b) => b.id === row.branchId),
        row.branchId,
        now,
      ),
      floor: row.floor,
      capacity: row.capacity,
      image: row.image,
      plans_count: counts.find((c) => c.locationId === row.id)?.count ?? 0,
      url: urlOf(row),
    }),
  }),
  create: { schema: spaceCreateSchema, write: createSpace },
  update: { schema: spacePatchSchema, write: updateSpace },
});
