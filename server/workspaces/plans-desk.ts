import "server-only";
// Workspace plans in the content desk (issue 14): the kind ./writes.ts writes, with its fields (its
// space and service, title, description, period, price, capacity, features, order) and its search
// text (which carries its space's, branch's and service's names too). A plan has no page of its
// own: the public sees it on /workspaces under its space, and only while that space is public too
// (./lifecycle.ts publicPlan). The desk speaks toman, the table and the public API keep rials. Its
// answers are tagged "workspace" like every workspace read. Its daily capacity is the reservation
// calendar's (server/reservations/calendar-desk.ts). The routes are ./routes.ts's (planRoutes).
import { eq } from "drizzle-orm";
import type { AdminPlan, AdminPlanListItem } from "@/shared/types/workspaces";
import { rialToToman, tomanToRial } from "@/shared/format/number";
import type { PlanPeriod } from "@/shared/types/workspaces";
import { isPublicAt } from "@/shared/content";
import { branches, locationPlans, locations, services } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { ValidationFailure } from "@/server/http/validation";
import type { StaffCaller } from "@/server/staff/access";
import { planSearchText, serializePlan } from "@/server/workspaces/queries";
import { deskFields, editableSnapshot, sentColumns } from "@/server/publishing/desk-fields";
import { contentMessages, fieldsEdit, insertRow, nextSortOrder } from "@/server/publishing/desk-writes";
import { planCreateSchema, planPatchSchema, type PlanContent } from "@/validation/content/workspace";
import { deskList, type ListedFields } from "@/server/publishing/desk-list";
import { contentRoutes } from "@/server/publishing/routes";
import { createContent } from "@/server/publishing/writes";
import type { ContentKind } from "@/server/publishing/writes";
import { planDeskListQuery } from "@/shared/queries/desk";
import { parseQuery } from "@/shared/queries/query";

type PlanRow = typeof locationPlans.$inferSelect;

const PLAN_MESSAGES = contentMessages("پلن");
export const STALE_PLAN_MESSAGE = PLAN_MESSAGES.staleMessage;
export const PLAN_LOCATION_MISSING = "این فضا پیدا نشد؛ فضای دیگری انتخاب کنید.";
export const PLAN_SERVICE_MISSING = "این نوع خدمت پیدا نشد؛ نوع دیگری انتخاب کنید.";

type PlanPlace = { location: AdminPlan["location"]; service: AdminPlan["service"] };

/** The spaces with their branch's name, and where each and its branch stand (a plan is public only when both are). */
const spacesWithBranch = (db: Database) =>
  db
    .select({
      id: locations.id,
      name: locations.name,
      branchName: branches.name,
      status: locations.status,
      publishAt: locations.publishAt,
      branch: { status: branches.status, publishAt: branches.publishAt },
    })
    .from(locations)
    .innerJoin(branches, eq(branches.id, locations.branchId));

/** The plan's space (with its branch) and service, as the desk names them; a missing one is a 422 on its field. */
async function placeOf(db: Database, locationId: number, serviceId: number): Promise<PlanPlace> {
  const [location] = await spacesWithBranch(db).where(eq(locations.id, locationId)).limit(1);
  if (!location) throw new ValidationFailure("location_id", PLAN_LOCATION_MISSING);
  const [service] = await db
    .select({ id: services.id, title: services.title })
    .from(services)
    .where(eq(services.id, serviceId))
    .limit(1);
  if (!service) throw new ValidationFailure("service_id", PLAN_SERVICE_MISSING);
  return {
    location: {
      id: location.id,
      name: location.name,
      branch_name: location.branchName,
      is_public: isPublicAt(location, new Date()) && isPublicAt(location.branch, new Date()),
    },
    service,
  };
}

const urlOf = (row: Pick<PlanRow, "locationId">) => `/workspaces#location-${row.locationId}`;

/** The public answer of the plan (./queries.ts), its price in toman, with its place, its space and service, its daily limit and the desk's fields. */
async function serialize(db: Database, row: PlanRow): Promise<AdminPlan> {
  const { location, service } = await placeOf(db, row.locationId, row.serviceId);
  const { price, ...plan } = serializePlan(row);
  return {
    ...plan,
    price_toman: rialToToman(price),
    sort_order: row.sortOrder,
    location,
    service,
    daily_capacity: row.dailyCapacity,
    ...(await deskFields(db, row, urlOf(row))),
  };
}

/** What a version keeps and the audit log shows: the editable fields (the space's and service's names too, for people reading the log) and where the plan stood. */
function snapshot(item: AdminPlan): Record<string, unknown> {
  const { location_id, service_id, ...kept } = editableSnapshot(item, planCreateSchema);
  return { location_id, location: item.location.name, service_id, service: item.service.title, ...kept };
}

/** The columns of the fields a create or an edit sent (undefined: left as it is). */
function columnsOf(input: Partial<PlanContent>): Partial<PlanRow> {
  const values = {
    locationId: input.location_id,
    serviceId: input.service_id,
    title: input.title,
    description: input.description,
    period: input.period,
    price: tomanToRial(input.price_toman),
    capacity: input.capacity,
    amenities: input.amenities,
    sortOrder: input.sort_order,
  };
  return sentColumns(values) as Partial<PlanRow>;
}

const searchTextOf = (plan: Pick<PlanRow, "title" | "description" | "amenities">, { location, service }: PlanPlace) =>
  planSearchText(plan, location.name, location.branch_name, service.title);

/** A space's plans' search texts again, with its new name or branch (./spaces.ts, in the space's write). */
export async function refreshPlanSearchTexts(
  db: Database,
  locationId: number,
  space: { name: string; branchName: string },
): Promise<void> {
  const rows = await db
    .select({ plan: locationPlans, serviceTitle: services.title })
    .from(locationPlans)
    .innerJoin(services, eq(services.id, locationPlans.serviceId))
    .where(eq(locationPlans.locationId, locationId));
  for (const { plan, serviceTitle } of rows) {
    await db
      .update(locationPlans)
      .set({ searchText: planSearchText(plan, space.name, space.branchName, serviceTitle) })
      .where(eq(locationPlans.id, plan.id));
  }
}

export const PLAN_KIND: ContentKind<PlanRow, AdminPlan> = {
  entity: "plan",
  cacheType: "workspace",
  table: locationPlans,
  ...PLAN_MESSAGES,
  serialize,
  snapshot,
  complete: async (t, row, change) => {
    const next = { ...row, ...change.values } as PlanRow;
    return { ...change.values, searchText: searchTextOf(next, await placeOf(t, next.locationId, next.serviceId)) };
  },
  restored: (data) => ({ values: columnsOf(planCreateSchema.parse(data)) }),
};

/** A new plan, saved as a draft (nobody outside the desk sees it until it is published), after its space's other plans unless an order is given. */
export function createPlan(db: Database, staff: StaffCaller, input: PlanContent): Promise<AdminPlan> {
  return createContent(db, PLAN_KIND, staff, null, async (t, draft) => {
    const place = await placeOf(t, input.location_id, input.service_id);
    const next = await nextSortOrder(
      t,
      locationPlans,
      locationPlans.sortOrder,
      eq(locationPlans.locationId, input.location_id),
    );
    const content = { ...columnsOf(input), sortOrder: input.sort_order ?? next } as PlanRow;
    return insertRow(t, locationPlans, { ...content, ...draft, searchText: searchTextOf(content, place) });
  });
}

/** /api/v1/admin/content/plans/**: the list of every plan whatever its state, the last edited first unless `sort` (updated_at | title | price | created_at) says otherwise; `location_id` narrows it to a space. */
export const planRoutes = contentRoutes({
  kind: PLAN_KIND,
  list: deskList(locationPlans, {
    query: (params) => {
      const locationId = parseQuery(planDeskListQuery, params).location_id;
      return {
        search: locationPlans.searchText,
        sorts: { title: locationPlans.title, price: locationPlans.price },
        where: [locationId ? eq(locationPlans.locationId, locationId) : undefined],
      };
    },
    load: (db) =>
      Promise.all([spacesWithBranch(db), db.select({ id: services.id, title: services.title }).from(services)]),
    item: (row, now, [places, serviceRows]): ListedFields<AdminPlanListItem> => {
      const place = places.find((l) => l.id === row.locationId);
      return {
        id: row.id,
        title: row.title,
        location: {
          id: row.locationId,
          name: place?.name ?? "",
          branch_name: place?.branchName ?? "",
          is_public: place ? isPublicAt(place, now) && isPublicAt(place.branch, now) : false,
        },
        service: serviceRows.find((s) => s.id === row.serviceId) ?? { id: row.serviceId, title: "" },
        period: row.period as PlanPeriod,
        price_toman: rialToToman(row.price),
        capacity: row.capacity,
        url: urlOf(row),
      };
    },
  }),
  create: { schema: planCreateSchema, write: createPlan },
  update: fieldsEdit(PLAN_KIND, planPatchSchema, columnsOf),
});
