// Shapes of the jobs API (snake_case fields, camelCase expansions, as the Yii2 API answers).

import type { DeskListRow, DeskRecord } from "./content";

export const JOB_TYPES = ["full-time", "part-time", "internship", "remote"] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** How the site names each type. */
export const JOB_TYPE_LABELS: Record<JobType, string> = {
  "full-time": "تمام‌وقت",
  "part-time": "پاره‌وقت",
  internship: "کارآموزی",
  remote: "دورکاری",
};

export type JobUnit = {
  id: number;
  slug: string;
  name: string;
  description: string;
  /** Open positions of the unit (published, not expired). */
  positions_count: number;
  /** With `expand=jobPositions`: the unit's open positions, newest first. */
  jobPositions?: JobPosition[];
};

export type JobPosition = {
  id: number;
  unit_id: number;
  title: string;
  type: JobType;
  city: string;
  summary: string;
  description: string;
  requirements: string[];
  benefits: string[];
  /** Rial per month; null when negotiable. */
  salary_min: number | null;
  salary_max: number | null;
  experience_years: number;
  posted_at: string;
  /** Last day to apply; null when open until filled. */
  expires_at: string | null;
  /** The application window had closed when the answer was made. */
  is_expired: boolean;
  view_count: number;
  /** A picture for sharing (Open Graph). */
  image: string;
  unit?: JobUnit | null;
};

export type JobCity = { name: string; positions_count: number };

export const JOB_EXPANDS = ["unit"] as const;
export const JOB_UNIT_EXPANDS = ["jobPositions"] as const;

// ---- the content desk's view (/api/v1/admin/content/...)

/** The editable fields of a job position (validation/content/job.ts): the public answer's, but the salary in toman (the public API answers rials). */
export type AdminJobPositionContent = Pick<
  JobPosition,
  "unit_id" | "title" | "type" | "city" | "summary" | "description" | "requirements" | "benefits" | "experience_years"
> & {
  /** Toman a month; null: negotiable. */
  salary_min_toman: number | null;
  salary_max_toman: number | null;
  /** The end of the last day to apply (ISO 8601); null: open until filled. */
  expires_at: string | null;
};

/** The desk's view of a position: its public answer (without the rial salary, the views and the sharing picture), its fields in toman, where it stands, and the desk's own fields; `url` is the public page's path (/jobs/{id}), `former_slugs` always empty (addressed by its id). */
export type AdminJobPosition = DeskRecord<
  Omit<JobPosition, "salary_min" | "salary_max" | "view_count" | "image" | "unit"> & AdminJobPositionContent,
  { unit: { id: number; name: string } }
>;

/** A row of the desk's list of positions. */
export type AdminJobPositionListItem = DeskListRow<
  AdminJobPosition,
  "id" | "title" | "unit" | "type" | "city" | "expires_at" | "is_expired" | "url"
>;

/** The editable fields of a career unit (validation/content/job.ts). */
export type AdminJobUnitContent = { name: string; slug: string; description: string; sort_order: number };

/** A career unit in the desk: its fields, its state, its public address (the jobs list filtered by it), how many positions it holds and how many of them are open on the site. */
export type AdminJobUnit = DeskRecord<AdminJobUnitContent, { positions_count: number; open_positions_count: number }>;

/** A career unit in the desk's list. */
export type AdminJobUnitListItem = Omit<AdminJobUnit, "description" | "former_slugs">;
