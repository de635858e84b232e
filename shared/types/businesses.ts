// Shapes of the businesses API (the startups the accelerator hosts): snake_case fields,
// camelCase expansions (SPEC §3: stats, galleries, timeLines with items, members).

import type { DeskListRow, DeskRecord } from "./content";

/** Where a startup stands, in order; the API sends the code and its Persian label. */
export const BUSINESS_STAGES = [
  { value: "idea", label: "ایده" },
  { value: "mvp", label: "نمونه اولیه" },
  { value: "market", label: "ورود به بازار" },
  { value: "growth", label: "رشد و توسعه" },
] as const;

export type BusinessStage = (typeof BUSINESS_STAGES)[number]["value"];

export type BusinessStat = { id: number; label: string; value: number; unit: string | null };

export type BusinessGallery = { id: number; image: string; caption: string };

export type BusinessTimelineItem = { id: number; title: string; description: string; happened_at: string };

export type BusinessTimeline = {
  id: number;
  title: string;
  /** Jalali year the chapter belongs to. */
  year: number;
  items?: BusinessTimelineItem[];
};

export type BusinessMember = { id: number; name: string; role: string; avatar: string };

export type BusinessSummary = {
  id: number;
  slug: string;
  name: string;
  tagline: string;
  category: string;
  stage: BusinessStage | string;
  stage_label: string;
  logo: string;
  /** What the logo shows (null: the page says "نشان <name>"). */
  logo_alt: string | null;
  cover: string;
  /** What the cover shows (null: the page says "تصویر <name>"). */
  cover_alt: string | null;
  website: string | null;
  /** Jalali year. */
  founded_year: number | null;
  city: string;
  view_count: number;
  created_at: string;
};

export type BusinessDetail = BusinessSummary & {
  description: string;
  stats?: BusinessStat[];
  galleries?: BusinessGallery[];
  timeLines?: BusinessTimeline[];
  members?: BusinessMember[];
};

/** A filter choice with how many published businesses carry it. */
export type BusinessFacet = { value: string; label: string; count: number };

export type BusinessCategories = { categories: BusinessFacet[]; stages: BusinessFacet[] };

export const BUSINESS_EXPANDS = ["stats", "galleries", "timeLines", "timeLines.items", "members"] as const;

// ---- the content desk's view (/api/v1/admin/content/...)

/** A business's fields as the content desk edits them (validation/content/business.ts). */
export type AdminBusinessContent = Pick<
  BusinessSummary,
  | "name"
  | "slug"
  | "tagline"
  | "category"
  | "logo"
  | "logo_alt"
  | "cover"
  | "cover_alt"
  | "website"
  | "founded_year"
  | "city"
> & {
  /** Rich text (shared/rich-text.ts, a paragraph a line). */
  description: string;
  /** idea | mvp | market | growth (shared/types/businesses.ts). */
  stage: string;
  /** The gallery in its order: each picture with what it shows (its alt text and caption). */
  gallery: Array<{ image: string; caption: string }>;
  /** "In one glance": the figures in their order. */
  stats: Array<{ label: string; value: number; unit: string | null }>;
  /** The path: chapters (a Jalali year each) with their moments (ISO 8601 days), in order. */
  timelines: Array<{
    title: string;
    year: number;
    items: Array<{ title: string; description: string; happened_at: string }>;
  }>;
  /** The team in its order; each photo an uploaded square picture or the drawn face. */
  members: Array<{ name: string; role: string; avatar: string }>;
};

/** The desk's business: `url` is the public page's path; each former slug still leads to it. */
export type AdminBusiness = DeskRecord<AdminBusinessContent, { stage_label: string }>;

/** A row of the desk's businesses list. */
export type AdminBusinessListItem = DeskListRow<
  AdminBusiness,
  "id" | "slug" | "name" | "tagline" | "category" | "stage" | "stage_label" | "url"
>;
