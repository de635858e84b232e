// Shapes of the hi-tech projects API (snake_case fields, as the Yii2 API answers).

/** The fields projects belong to (the `field` filter), with their Persian names. */
export const HITECH_FIELDS = {
  mining: "معدن و صنایع معدنی",
  agriculture: "کشاورزی هوشمند",
  ai: "هوش مصنوعی",
  energy: "انرژی‌های تجدیدپذیر",
  water: "آب و محیط زیست",
  tourism: "گردشگری",
} as const satisfies Record<string, string>;

export type HitechField = keyof typeof HITECH_FIELDS;

/** A project's stage (the `status` filter), with its Persian name. */
export const HITECH_STATUSES = {
  recruiting: "در حال جذب همکار",
  "in-progress": "در حال اجرا",
  completed: "پایان‌یافته",
} as const satisfies Record<string, string>;

export type HitechStatus = keyof typeof HITECH_STATUSES;

export type HitechProject = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  description: string;
  /** A key of HITECH_FIELDS. */
  field: string;
  field_title: string;
  /** recruiting | in-progress | completed */
  status: HitechStatus;
  status_title: string;
  partner: string;
  cover: string;
  /** What the cover shows (the desk's text alternative, or "تصویر پروژه <title>"). */
  cover_alt: string;
  /** The roles the project is looking for. */
  needs: string[];
  technologies: string[];
  /** Rial; null when it is settled with the team. */
  budget: number | null;
  duration_months: number;
  view_count: number;
  created_at: string;
};
