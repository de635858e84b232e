// Shapes of the mentors API (snake_case fields, camelCase expansions, as the Yii2 API answers).

export type MentorCategory = {
  id: number;
  slug: string;
  name: string;
  /** Published mentors in the category (category-list only). */
  mentors_count?: number;
};

export type Mentor = {
  id: number;
  category_id: number;
  name: string;
  title: string;
  company: string | null;
  bio: string;
  avatar: string;
  /** What the avatar shows (null: «تصویر {name}»). */
  avatar_alt: string | null;
  years_of_experience: number;
  topics: string[];
  /** Rial per session; 0 is free. */
  session_price: number;
  /** An https:// LinkedIn address, or null. */
  linkedin: string | null;
  sessions_count: number;
  view_count: number;
  created_at: string;
  category?: MentorCategory;
};

export const MENTOR_EXPANDS = ["category"] as const;
