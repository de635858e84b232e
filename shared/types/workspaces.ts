// Shapes of the workspaces API: service types, branches, their spaces (locations) and each
// space's plans (snake_case fields, camelCase expansions, as the Yii2 API answers).

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

export type Location = {
  id: number;
  branch_id: number;
  name: string;
  description: string;
  floor: string | null;
  capacity: number;
  amenities: string[];
  image: string;
  /** What the image shows (null for the seeded drawn art: the space's name stands in). */
  image_alt: string | null;
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
