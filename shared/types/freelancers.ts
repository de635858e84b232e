// Shapes of the freelancers API (snake_case fields, camelCase expansions, as the Yii2 API answers).

import type { DeskListRow, DeskRecord } from "./content";

export type FreelancerCategory = {
  id: number;
  slug: string;
  name: string;
  /** Published freelancers in the category (category-list only). */
  freelancers_count?: number;
};

/** Full https:// addresses of the freelancer's profiles; missing networks are left out. */
export type FreelancerSocial = { instagram?: string; linkedin?: string; twitter?: string; telegram?: string };

export type Freelancer = {
  id: number;
  category_id: number;
  name: string;
  title: string;
  bio: string;
  avatar: string;
  /** What the avatar shows (null: «تصویر {name}»). */
  avatar_alt: string | null;
  city: string;
  skills: string[];
  /** Rial per hour. */
  hourly_rate: number;
  years_of_experience: number;
  available: boolean;
  social: FreelancerSocial;
  /** Only present when the freelancer made the resume public. */
  resume_url?: string;
  view_count: number;
  created_at: string;
  category?: FreelancerCategory;
};

export type FreelancerCity = { name: string; freelancers_count: number };

export const FREELANCER_EXPANDS = ["category"] as const;

export const SOCIAL_NETWORKS = [
  { key: "instagram", label: "اینستاگرام" },
  { key: "linkedin", label: "لینکدین" },
  { key: "twitter", label: "ایکس (توییتر)" },
  { key: "telegram", label: "تلگرام" },
] as const satisfies ReadonlyArray<{ key: keyof FreelancerSocial; label: string }>;

// ---- the content desk's view (/api/v1/admin/content/...)

/** The editable fields of a freelancer's profile (validation/content/freelancer.ts): the hourly rate in toman (the public API answers rials), each social link an https address or null. */
export type AdminFreelancerContent = {
  category_id: number;
  name: string;
  title: string;
  city: string;
  /** Rich text (shared/rich-text.ts), as the freelancer's page reads it. */
  bio: string;
  skills: string[];
  avatar: string;
  /** What the avatar shows; null for the drawn initials. */
  avatar_alt: string | null;
  years_of_experience: number;
  /** Toman an hour. */
  hourly_rate_toman: number;
  /** Takes new work now. */
  available: boolean;
  instagram: string | null;
  linkedin: string | null;
  twitter: string | null;
  telegram: string | null;
};

/** `url`: the public page's path (/freelancers/{id}). `former_slugs`: always empty: a freelancer is addressed by its id, so no old address to keep. */
export type AdminFreelancer = DeskRecord<
  AdminFreelancerContent,
  {
    category: { id: number; name: string };
    /** The registration this profile was made from, if any. */
    source_request_id: number | null;
    /** The resume the freelancer sent, if any; shown on their page only while `resume_public`. */
    resume_url: string | null;
    /** Whether the freelancer chose to show their resume: the desk may hide or remove it, never show it for them. */
    resume_public: boolean;
  }
>;

/** A row of the desk's list of freelancers. */
export type AdminFreelancerListItem = DeskListRow<
  AdminFreelancer,
  "id" | "name" | "title" | "city" | "available" | "category" | "avatar" | "url"
>;
