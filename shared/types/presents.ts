// Shapes of the presents API: the packages, discounts and gifts the provider offers.

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
