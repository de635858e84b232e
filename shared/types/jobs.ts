// Shapes of the jobs API (snake_case fields, camelCase expansions, as the Yii2 API answers).

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
