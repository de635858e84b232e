// Shapes of the freelancers API (snake_case fields, camelCase expansions, as the Yii2 API answers).

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
