// Shapes of the workspaces API: service types, branches, their spaces (locations) and each
// space's plans (snake_case fields, camelCase expansions, as the Yii2 API answers).

import type { DeskListRow, DeskRecord } from "./content";

export const PLAN_PERIODS = ["hour", "day", "month"] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];
export const PLAN_PERIOD_LABELS: Record<PlanPeriod, string> = { hour: "ساعتی", day: "روزانه", month: "ماهانه" };

export type Service = {
  id: number;
  slug: string;
  title: string;
  description: string;
  /** An icon name: desk, dedicated-desk, team-room, meeting-room, event-hall. */
  icon: string;
  /** Public plans of this service. */
  plans_count: number;
};

export type LocationPlan = {
  id: number;
  location_id: number;
  service_id: number;
  title: string;
  description: string;
  period: PlanPeriod;
  /** Rial per period. */
  price: number;
  capacity: number;
  amenities: string[];
  location?: Location;
  service?: Service;
};

/** What a space is, as the site shows it and the desk edits it. */
type SpaceFields = {
  branch_id: number;
  name: string;
  description: string;
  floor: string | null;
  capacity: number;
  amenities: string[];
  image: string;
  /** What the image shows (null for the seeded drawn art: the space's name stands in). */
  image_alt: string | null;
};

export type Location = SpaceFields & {
  id: number;
  gallery: string[];
  plans?: LocationPlan[];
  branch?: Branch;
};

export type Branch = {
  id: number;
  slug: string;
  name: string;
  description: string;
  address: string;
  city: string;
  phone: string;
  hours: string;
  lat: number;
  lng: number;
  image: string;
  /** What the image shows (null: the branch's name stands in). */
  image_alt: string | null;
  locations?: Location[];
};

export type MapStatus = { available: boolean };

/** GET /v1/location-plan/{id}/availability: the days in [from, to] a reservation cannot start. */
export type PlanAvailability = {
  plan_id: number;
  from: string;
  to: string;
  /** The branch's weekly days off, as JavaScript numbers weekdays (0 Sunday … 5 Friday, 6 Saturday). */
  closed_weekdays: number[];
  /** Days the branch is closed, with the reason. */
  closed: Array<{ date: string; reason: string }>;
  /** Days the plan has no place left. */
  full: string[];
};

export const BRANCH_EXPANDS = ["locations", "locations.plans"] as const;
export const LOCATION_EXPANDS = ["plans", "branch"] as const;
export const PLAN_EXPANDS = ["location", "service"] as const;

/** GET /v1/admin/content/calendar: each branch's reservation calendar as the content desk edits it. */
export type DeskBranchCalendar = {
  id: number;
  name: string;
  closed_weekdays: number[];
  /** The branch's version, sent back with a change (409 when someone changed the branch since). */
  version: number;
  /** From today on, by date. */
  closed_days: Array<{ date: string; reason: string }>;
  plans: Array<{
    id: number;
    title: string;
    location_name: string;
    period: PlanPeriod;
    daily_capacity: number | null;
    version: number;
  }>;
};

// ---- the content desk's view (/api/v1/admin/content/...)

/** The editable fields of a workspace plan (validation/content/workspace.ts): the price in toman a period (the public API answers rials). */
export type AdminPlanContent = {
  location_id: number;
  service_id: number;
  title: string;
  description: string;
  period: PlanPeriod;
  price_toman: number;
  capacity: number;
  amenities: string[];
  sort_order: number;
};

/** `url`: where the public sees it (/workspaces, under its space). `former_slugs`: always empty: a plan has no address of its own. */
export type AdminPlan = DeskRecord<
  AdminPlanContent,
  {
    /** Its space, with whether the public sees it and its branch (a plan in a hidden space or branch is not offered). */
    location: { id: number; name: string; branch_name: string; is_public: boolean };
    service: { id: number; title: string };
    /** Reservation requests it takes for one day (set in the reservation calendar); null: no limit. */
    daily_capacity: number | null;
  }
>;

/** A row of the desk's list of plans. */
export type AdminPlanListItem = DeskListRow<
  AdminPlan,
  "id" | "title" | "location" | "service" | "period" | "price_toman" | "capacity" | "url"
>;

/** The editable fields of a workspace space (validation/content/workspace.ts). */
export type AdminSpaceContent = SpaceFields & {
  /** The gallery in the order shown (the public API's `gallery`); each caption is the picture's alt text. */
  gallery: Array<{ image: string; caption: string }>;
  sort_order: number;
};

export type AdminSpace = DeskRecord<
  AdminSpaceContent,
  {
    /** Its branch; a hidden branch takes the space off the site, whatever the space's own state. */
    branch: { id: number; name: string; is_public: boolean };
    /** How many plans it has, and how many of them the public sees while the space is public. */
    plans_count: number;
  }
>;

/** A row of the desk's list of spaces. */
export type AdminSpaceListItem = DeskListRow<
  AdminSpace,
  "id" | "name" | "branch" | "floor" | "capacity" | "image" | "plans_count" | "url"
>;

/** The editable fields of a workspace branch (validation/content/branch.ts); its dated closed days are the reservation calendar's. */
export type AdminBranchContent = Pick<
  Branch,
  "name" | "description" | "address" | "city" | "phone" | "hours" | "lat" | "lng" | "image" | "image_alt"
> & {
  /** The /workspaces?branch= filter's value: made from its name when none is sent; a changed one's old slug keeps answering (308). */
  slug: string;
  /** JavaScript's weekday numbers (0 Sunday … 5 Friday, 6 Saturday). */
  closed_weekdays: number[];
  sort_order: number;
};

export type AdminBranch = DeskRecord<
  AdminBranchContent,
  {
    /** How many spaces it has (whatever their state). */
    spaces_count: number;
  }
>;

/** A row of the desk's list of branches. */
export type AdminBranchListItem = DeskListRow<
  AdminBranch,
  "id" | "name" | "city" | "address" | "image" | "spaces_count" | "url"
>;
