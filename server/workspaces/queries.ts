import "server-only";
// Workspaces: the service types, the branches, their spaces (locations) and each space's plans
// (SPEC §3 reservation lists; §7 GET /v1/service, /v1/branch, /v1/location, /v1/location-plan).
import { and, asc, eq, inArray, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Branch, Location, LocationPlan, PlanPeriod, Service } from "@/shared/types/workspaces";
import { rowsWithChildCount } from "@/server/catalog/child-counts";
import { readPage } from "@/server/catalog/list";
import { firstRow } from "@/server/catalog/find";
import { countAll, intParam, orderBy, searchCondition } from "@/server/catalog/query";
import type { Database } from "@/server/db/client";
import { branches, locationPlans, locations, services } from "@/server/db/schema";
import type { Pagination } from "@/server/http/pagination";
import { searchableText } from "@/shared/format/persian-text";
import { publicBranch, publicLocation, publicPlan } from "@/server/publishing/lifecycle";
import { redirectedSlugTarget } from "@/server/publishing/slugs";

type ServiceRow = typeof services.$inferSelect;
type BranchRow = typeof branches.$inferSelect;
type LocationRow = typeof locations.$inferSelect;
type PlanRow = typeof locationPlans.$inferSelect;

// ------------------------------------------------------------------------------- serializers

function serializeService(row: ServiceRow, plansCount: number): Service {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    icon: row.icon,
    plans_count: plansCount,
  };
}

/** A branch as the public API answers it (the desk adds its lifecycle and more). */
export function serializeBranch(row: BranchRow): Branch {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    address: row.address,
    city: row.city,
    phone: row.phone,
    hours: row.hours,
    lat: row.lat,
    lng: row.lng,
    image: row.image,
    image_alt: row.imageAlt,
  };
}

/** A space as the public API answers it (the desk adds its lifecycle and more). */
export function serializeLocation(row: LocationRow): Location {
  return {
    id: row.id,
    branch_id: row.branchId,
    name: row.name,
    description: row.description,
    floor: row.floor,
    capacity: row.capacity,
    amenities: row.amenities,
    image: row.image,
    image_alt: row.imageAlt,
    gallery: row.gallery,
  };
}

/** A plan as the public API answers it (the desk adds its lifecycle and more). */
export function serializePlan(row: PlanRow): LocationPlan {
  return {
    id: row.id,
    location_id: row.locationId,
    service_id: row.serviceId,
    title: row.title,
    description: row.description,
    period: row.period as PlanPeriod,
    price: row.price,
    capacity: row.capacity,
    amenities: row.amenities,
  };
}

// ---------------------------------------------------------------------------------- helpers

/** A plan's stored search text: its own words and the names of its space, branch and service, so
 *  "هات دسک شعبه مرکزی" finds it like every other entity's search (server/catalog/query). */
export function planSearchText(
  plan: { title: string; description: string; amenities: readonly string[] },
  locationName: string,
  branchName: string,
  serviceTitle: string,
): string {
  return searchableText(plan.title, plan.description, plan.amenities, locationName, branchName, serviceTitle);
}

/** A filter on an id param: absent → none; an integer → equal; anything else matches nothing. */
function idCondition(column: AnyColumn, raw: string | null | undefined): SQL | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  const id = intParam(value);
  return id === undefined ? sql`false` : eq(column, id);
}

/** A filter on a param that may be an id or a slug. */
function idOrSlugCondition(
  idColumn: AnyColumn,
  slugColumn: AnyColumn,
  raw: string | null | undefined,
): SQL | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  const id = intParam(value);
  return id === undefined ? eq(slugColumn, value) : eq(idColumn, id);
}

/** The branches a `?branch=` names: by id, by slug, or by a slug it had (a branch whose slug the desk changed keeps its shared links). */
async function branchCondition(db: Database, raw: string | null | undefined): Promise<SQL | undefined> {
  const value = raw?.trim();
  if (!value || intParam(value) !== undefined) return idOrSlugCondition(branches.id, branches.slug, value);
  const movedTo = await redirectedSlugTarget(db, "branch", value);
  return movedTo === undefined ? eq(branches.slug, value) : or(eq(branches.slug, value), eq(branches.id, movedTo));
}

// --------------------------------------------------------------------------------- services

/** Services with the number of their public plans. */
async function servicesWithCounts(db: Database, where?: SQL, page?: Pagination): Promise<Service[]> {
  const publicPlans = { table: locationPlans, owner: locationPlans.serviceId, condition: publicPlan() };
  const rows = await rowsWithChildCount(db, services, publicPlans, where, page);
  return rows.map((r) => serializeService(r.row, r.count));
}

export async function listServices(db: Database, page: Pagination) {
  const [items, [{ total } = { total: 0 }]] = await Promise.all([
    servicesWithCounts(db, undefined, page),
    db.select({ total: countAll }).from(services),
  ]);
  return { items, total };
}

// --------------------------------------------------------------------------------- branches

/** The public branches; `branch`: only the one a slug, an id or a slug it had names (the site moves a shared `?branch=old` to the current slug). */
export async function listBranches(db: Database, page: Pagination, branch?: string | null) {
  const where = [publicBranch(), await branchCondition(db, branch)];
  return readPage(db, branches, { where, order: [asc(branches.sortOrder), asc(branches.id)] }, page);
}

/** Branches with `locations` and `locations.plans` when asked. */
export async function expandBranches(db: Database, rows: BranchRow[], expand: ReadonlySet<string>): Promise<Branch[]> {
  const wantLocations = expand.has("locations");
  const locationRows =
    wantLocations && rows.length
      ? await db
          .select()
          .from(locations)
          .where(
            and(
              inArray(
                locations.branchId,
                rows.map((r) => r.id),
              ),
              publicLocation(),
            ),
          )
          .orderBy(asc(locations.sortOrder), asc(locations.id))
      : [];
  const expanded = await expandLocations(db, locationRows, new Set(expand.has("locations.plans") ? ["plans"] : []));
  return rows.map((row) => {
    const branch = serializeBranch(row);
    if (wantLocations) branch.locations = expanded.filter((l) => l.branch_id === row.id);
    return branch;
  });
}

// -------------------------------------------------------------------------------- locations

export async function listLocations(
  db: Database,
  filters: { branch?: string | null; branchId?: string | null },
  page: Pagination,
) {
  const where = and(
    publicLocation(),
    idCondition(locations.branchId, filters.branchId),
    filters.branch?.trim()
      ? inArray(
          locations.branchId,
          db
            .select({ id: branches.id })
            .from(branches)
            .where(await branchCondition(db, filters.branch)),
        )
      : undefined,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ location: locations })
      .from(locations)
      .innerJoin(branches, eq(branches.id, locations.branchId))
      .where(where)
      .orderBy(asc(branches.sortOrder), asc(branches.id), asc(locations.sortOrder), asc(locations.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ total: countAll }).from(locations).where(where),
  ]);
  return { rows: rows.map((r) => r.location), total };
}

/** Locations with their public `plans` and their `branch` when asked. */
export async function expandLocations(
  db: Database,
  rows: LocationRow[],
  expand: ReadonlySet<string>,
): Promise<Location[]> {
  const ids = rows.map((r) => r.id);
  const [planRows, branchRows] = await Promise.all([
    expand.has("plans") && ids.length
      ? db
          .select()
          .from(locationPlans)
          .where(and(inArray(locationPlans.locationId, ids), publicPlan()))
          .orderBy(asc(locationPlans.sortOrder), asc(locationPlans.id))
      : [],
    expand.has("branch") && ids.length
      ? db
          .select()
          .from(branches)
          .where(
            inArray(
              branches.id,
              rows.map((r) => r.branchId),
            ),
          )
      : [],
  ]);
  return rows.map((row) => {
    const location = serializeLocation(row);
    if (expand.has("plans")) location.plans = planRows.filter((p) => p.locationId === row.id).map(serializePlan);
    if (expand.has("branch")) {
      const branch = branchRows.find((b) => b.id === row.branchId);
      if (branch) location.branch = serializeBranch(branch);
    }
    return location;
  });
}

// ------------------------------------------------------------------------------------ plans

export type PlanFilters = {
  q?: string | null;
  locationId?: string | null;
  serviceId?: string | null;
  /** A service's slug or id. */
  service?: string | null;
  branchId?: string | null;
  /** A branch's slug or id. */
  branch?: string | null;
  period?: string | null;
  sort?: string | null;
};

/** Public plans, filtered; in branch, space and plan order unless sorted by price or capacity. */
export async function listPlans(db: Database, filters: PlanFilters, page: Pagination) {
  const period = filters.period?.trim();
  const where = and(
    publicPlan(),
    idCondition(locationPlans.locationId, filters.locationId),
    idCondition(locationPlans.serviceId, filters.serviceId),
    idOrSlugCondition(services.id, services.slug, filters.service),
    idCondition(locations.branchId, filters.branchId),
    await branchCondition(db, filters.branch),
    period ? eq(locationPlans.period, period) : undefined,
    searchCondition(locationPlans.searchText, filters.q),
  );
  const order = orderBy(filters.sort, { price: locationPlans.price, capacity: locationPlans.capacity }, [
    asc(branches.sortOrder),
    asc(branches.id),
    asc(locations.sortOrder),
    asc(locations.id),
    asc(locationPlans.sortOrder),
    asc(locationPlans.id),
  ]);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ plan: locationPlans })
      .from(locationPlans)
      .innerJoin(locations, eq(locations.id, locationPlans.locationId))
      .innerJoin(branches, eq(branches.id, locations.branchId))
      .innerJoin(services, eq(services.id, locationPlans.serviceId))
      .where(where)
      .orderBy(...order)
      .limit(page.perPage)
      .offset(page.offset),
    db
      .select({ total: countAll })
      .from(locationPlans)
      .innerJoin(locations, eq(locations.id, locationPlans.locationId))
      .innerJoin(branches, eq(branches.id, locations.branchId))
      .innerJoin(services, eq(services.id, locationPlans.serviceId))
      .where(where),
  ]);
  return { rows: rows.map((r) => r.plan), total };
}

export async function findPlan(db: Database, id: number | undefined): Promise<PlanRow | undefined> {
  return id === undefined ? undefined : firstRow(db, locationPlans, eq(locationPlans.id, id), publicPlan());
}

/** Plans with their `location` and `service` when asked. */
export async function expandPlans(db: Database, rows: PlanRow[], expand: ReadonlySet<string>): Promise<LocationPlan[]> {
  const [locationRows, serviceList] = await Promise.all([
    expand.has("location") && rows.length
      ? db
          .select()
          .from(locations)
          .where(
            inArray(
              locations.id,
              rows.map((r) => r.locationId),
            ),
          )
      : [],
    expand.has("service") && rows.length
      ? servicesWithCounts(
          db,
          inArray(
            services.id,
            rows.map((r) => r.serviceId),
          ),
        )
      : [],
  ]);
  return rows.map((row) => {
    const plan = serializePlan(row);
    if (expand.has("location")) {
      const location = locationRows.find((l) => l.id === row.locationId);
      if (location) plan.location = serializeLocation(location);
    }
    if (expand.has("service")) plan.service = serviceList.find((s) => s.id === row.serviceId);
    return plan;
  });
}
