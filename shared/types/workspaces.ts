// Shapes of the workspaces API: service types, branches, their spaces (locations) and each
// space's plans (snake_case fields, camelCase expansions, as the Yii2 API answers).

export const PLAN_PERIODS = ["hour", "day", "month"] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];

export type Service = {
  id: number;
  slug: string;
  title: string;
  description: string;
  /** An icon name: desk, dedicated-desk, team-room, meeting-room, event-hall. */
  icon: string;
  /** Active plans of this service. */
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
  locations?: Location[];
};

export type MapStatus = { available: boolean };

export const BRANCH_EXPANDS = ["locations", "locations.plans"] as const;
export const LOCATION_EXPANDS = ["plans", "branch"] as const;
export const PLAN_EXPANDS = ["location", "service"] as const;
