// Shapes of the businesses API (the startups the accelerator hosts): snake_case fields,
// camelCase expansions (SPEC §3: stats, galleries, timeLines with items, members).

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
