// Shapes of the presents API: the packages, discounts and gifts the provider offers.

import type { DeskListRow, DeskRecord } from "./content";

export const PRESENT_KINDS = [
  { value: "package", label: "بسته" },
  { value: "discount", label: "تخفیف" },
  { value: "gift", label: "هدیه" },
] as const;

export type PresentKind = (typeof PRESENT_KINDS)[number]["value"];

export type PresentSummary = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  kind: PresentKind | string;
  kind_label: string;
  image: string;
  /** What the image shows (the desk's text alternative, or "تصویر <title>"). */
  image_alt: string;
  /** Rial; null for a gift with no price. */
  price: number | null;
  /** Rial before the discount; null when there is none. */
  original_price: number | null;
  /** Whole percent off the original price; null when there is no discount. */
  discount_percent: number | null;
  /** ISO instant; null when the offer has no end. */
  valid_until: string | null;
  /** The offer had ended when the answer was made. */
  is_expired: boolean;
  view_count: number;
  created_at: string;
};

export type PresentDetail = PresentSummary & {
  description: string;
  includes: string[];
  conditions: string[];
};

// ---- the content desk's view (/api/v1/admin/content/...)

/** The editable fields of a present (validation/content/present.ts): prices in toman (the public API answers rials), the last day as an instant. */
export type AdminPresentContent = {
  title: string;
  slug: string;
  summary: string;
  /** Rich text (shared/rich-text.ts), as the present's page reads it. */
  description: string;
  kind: PresentKind;
  image: string;
  image_alt: string | null;
  /** Toman; null: free. */
  price_toman: number | null;
  /** Toman before the discount; null: none. */
  original_price_toman: number | null;
  includes: string[];
  conditions: string[];
  /** The end of its last day (ISO 8601); null: no end. */
  valid_until: string | null;
};

/** `url`: the public page's path. `former_slugs`: Slugs the present had before; each still leads to it. */
export type AdminPresent = DeskRecord<
  AdminPresentContent,
  {
    kind_label: string;
    /** Its last day has passed: the list hides it, its page says so. */
    is_expired: boolean;
  }
>;

/** A row of the desk's list of presents. */
export type AdminPresentListItem = DeskListRow<
  AdminPresent,
  "id" | "slug" | "title" | "kind" | "kind_label" | "valid_until" | "is_expired" | "url"
>;
