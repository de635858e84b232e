// Shapes of the mentors API (snake_case fields, camelCase expansions, as the Yii2 API answers).

import type { DeskListRow, DeskRecord } from "./content";

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

// ---- the content desk's view (/api/v1/admin/content/...)

/** The editable fields of a mentor's profile (validation/content/mentor.ts): the session price in toman (the public API answers rials). */
export type AdminMentorContent = {
  category_id: number;
  name: string;
  title: string;
  company: string | null;
  /** Rich text (shared/rich-text.ts), as the mentor's page reads it. */
  bio: string;
  topics: string[];
  avatar: string;
  /** What the avatar shows; null for the drawn initials. */
  avatar_alt: string | null;
  years_of_experience: number;
  /** Toman a session; 0: free. */
  session_price_toman: number;
  /** The https address of the LinkedIn profile, or null. */
  linkedin: string | null;
  sessions_count: number;
};

/** `url`: the public page's path (/mentors/{id}). `former_slugs`: always empty: a mentor is addressed by its id, so no old address to keep. */
export type AdminMentor = DeskRecord<
  AdminMentorContent,
  {
    category: { id: number; name: string };
    /** The "become a mentor" request this profile was made from, if any. */
    source_request_id: number | null;
  }
>;

/** A row of the desk's list of mentors. */
export type AdminMentorListItem = DeskListRow<
  AdminMentor,
  "id" | "name" | "title" | "company" | "category" | "avatar" | "url"
>;
