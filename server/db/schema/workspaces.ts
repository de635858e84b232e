// Workspaces: branches (with their closed days), their spaces (`locations`) and the spaces' plans, by service.
import { doublePrecision, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, searchText, sortOrder, slug, jsonList, belongsTo, contentState, filedUnder, mainImage } from "./columns";

export const services = pgTable("services", {
  id: id(),
  slug: slug(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  icon: text("icon").notNull(),
  sortOrder: sortOrder(),
});

export const branches = pgTable(
  "branches",
  {
    id: id(),
    slug: slug(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    phone: text("phone").notNull(),
    hours: text("hours").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    /** The seeded drawn art has no text alternative: its name stands in. */
    ...mainImage(),
    sortOrder: sortOrder(),
    /** Days of the week it is closed, as JavaScript numbers them (0 Sunday … 5 Friday, 6 Saturday), in Tehran. */
    closedWeekdays: jsonList<number>("closed_weekdays"),
    /** The content lifecycle (shared/content.ts): the branches seeded before it are published. A branch the public cannot see takes its spaces and their plans off with it. */
    ...contentState(),
  },
  (t) => [index("branches_status_idx").on(t.status)],
);

/** A day a branch is closed besides its weekly days off (a holiday, a private event), with the reason visitors see. */
export const branchClosedDays = pgTable(
  "branch_closed_days",
  {
    id: id(),
    branchId: belongsTo("branch_id", () => branches.id),
    /** A Tehran calendar day, YYYY-MM-DD. */
    day: text("day").notNull(),
    reason: text("reason").notNull(),
  },
  (t) => [uniqueIndex("branch_closed_days_branch_day").on(t.branchId, t.day)],
);

export const locations = pgTable(
  "locations",
  {
    id: id(),
    branchId: belongsTo("branch_id", () => branches.id),
    name: text("name").notNull(),
    description: text("description").notNull(),
    floor: text("floor"),
    capacity: integer("capacity").notNull(),
    amenities: jsonList("amenities"),
    /** The seeded drawn art has no text alternative: its name stands in. */
    ...mainImage(),
    gallery: jsonList("gallery"),
    /** What each gallery picture shows, by its place in `gallery`; the desk requires it (the seeded drawn art has none: the space's name stands in). */
    galleryAlts: jsonList("gallery_alts"),
    sortOrder: sortOrder(),
    /** The content lifecycle (shared/content.ts): the spaces seeded before it are published. A space the public cannot see takes its plans off with it. */
    ...contentState(),
  },
  (t) => [index("locations_status_idx").on(t.status)],
);

export const locationPlans = pgTable(
  "location_plans",
  {
    id: id(),
    locationId: belongsTo("location_id", () => locations.id),
    serviceId: filedUnder("service_id", () => services.id),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** hour | day | month */
    period: text("period").notNull(),
    /** Rial per period. */
    price: integer("price").notNull(),
    capacity: integer("capacity").notNull(),
    amenities: jsonList("amenities"),
    sortOrder: sortOrder(),
    /** The plan with its space, branch and service, for the workspace search. */
    searchText: searchText(),
    /** Reservation requests it takes for one day (each to start that day); null: no limit. */
    dailyCapacity: integer("daily_capacity"),
    /** The content lifecycle (shared/content.ts), replacing the active flag: an active plan is published, an inactive one a draft. */
    ...contentState(),
  },
  (t) => [index("location_plans_status_idx").on(t.status)],
);
