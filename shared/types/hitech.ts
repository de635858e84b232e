// Shapes of the hi-tech projects API (snake_case fields, as the Yii2 API answers).

import type { DeskListRow, DeskRecord } from "./content";

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

// ---- the content desk's view (/api/v1/admin/content/...)

/** The editable fields of a hi-tech project (validation/content/hitech.ts): the budget in toman (the public API answers rials). */
export type AdminHitechProjectContent = {
  title: string;
  summary: string;
  /** Rich text (shared/rich-text.ts), as the project's page reads it. */
  description: string;
  field: HitechField;
  /** recruiting | in-progress | completed: the public API's `status`. */
  stage: HitechStatus;
  partner: string;
  cover: string;
  cover_alt: string | null;
  needs: string[];
  technologies: string[];
  /** Toman; null: settled with the team. */
  budget_toman: number | null;
  duration_months: number;
};

/** `url`: the public page's path (/projects/{id}). `former_slugs`: always empty: a project is addressed by its id, so no old address to keep. */
export type AdminHitechProject = DeskRecord<
  AdminHitechProjectContent,
  {
    field_label: string;
    stage_label: string;
  }
>;

/** A row of the desk's list of projects. */
export type AdminHitechProjectListItem = DeskListRow<
  AdminHitechProject,
  "id" | "title" | "partner" | "field" | "field_label" | "stage" | "stage_label" | "url"
>;
