import "server-only";
// Mentors: list with search, category and sort; one mentor by id; the categories with their
// mentor counts. The public sees only public mentors (published, past their publish_at:
// server/publishing/lifecycle.ts); the desk edits them in server/mentors/desk.ts.
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Mentor, MentorCategory } from "@/shared/types/mentors";
import { categoryExists, expandedCategories, inCategory } from "@/server/catalog/categories";
import { readPage } from "@/server/catalog/list";
import { firstRow } from "@/server/catalog/find";
import { normalizeSort, orderBy, searchCondition } from "@/server/catalog/query";
import { viewCounter } from "@/server/catalog/views";
import type { Database } from "@/server/db/client";
import { mentorCategories, mentors } from "@/server/db/schema";
import { socialUrl } from "@/server/freelancers/social";
import type { Pagination } from "@/server/http/pagination";
import { publicContent } from "@/server/publishing/lifecycle";
import { searchableText } from "@/shared/format/persian-text";

type MentorRow = typeof mentors.$inferSelect;
type CategoryRow = typeof mentorCategories.$inferSelect;

export type MentorFilters = {
  q?: string | null;
  /** Category slug. */
  category?: string | null;
  sort?: string | null;
};

/** The mentors the public sees: published, and past their publish_at. */
export const publicMentor = (now = new Date()): SQL => publicContent(mentors, now);

/** What search finds a mentor by: the name first (search ranks a match there higher), then the title, company, category and topics. */
export function mentorSearchText(
  mentor: { name: string; title: string; company: string | null; topics: readonly string[] },
  categoryName: string,
): string {
  return searchableText(mentor.name, mentor.title, mentor.company, categoryName, mentor.topics);
}

export function serializeMentor(row: MentorRow, category?: CategoryRow): Mentor {
  return {
    id: row.id,
    category_id: row.categoryId,
    name: row.name,
    title: row.title,
    company: row.company,
    bio: row.bio,
    avatar: row.avatar,
    avatar_alt: row.avatarAlt,
    years_of_experience: row.yearsOfExperience,
    topics: row.topics,
    session_price: row.sessionPrice,
    linkedin: socialUrl("linkedin", row.linkedin),
    sessions_count: row.sessionsCount,
    view_count: row.viewCount,
    created_at: row.createdAt.toISOString(),
    ...(category ? { category: { id: category.id, slug: category.slug, name: category.name } } : {}),
  };
}

export async function listMentors(db: Database, filters: MentorFilters, page: Pagination) {
  const where = [
    publicMentor(),
    searchCondition(mentors.searchText, filters.q),
    filters.category ? inCategory(db, mentors.categoryId, mentorCategories, filters.category) : undefined,
  ];
  // By default the busiest mentors come first.
  const order = orderBy(
    normalizeSort(filters.sort),
    {
      created_at: mentors.createdAt,
      view_count: mentors.viewCount,
      session_price: mentors.sessionPrice,
      years_of_experience: mentors.yearsOfExperience,
      sessions_count: mentors.sessionsCount,
      name: mentors.name,
    },
    [desc(mentors.sessionsCount), asc(mentors.id)],
  );
  return readPage(db, mentors, { where, order }, page);
}

export function findMentor(db: Database, id: number): Promise<MentorRow | undefined> {
  return firstRow(db, mentors, eq(mentors.id, id), publicMentor());
}

export function mentorCategoryExists(db: Database, id: number): Promise<boolean> {
  return categoryExists(db, mentorCategories, id);
}

export const recordMentorView = viewCounter(mentors);

/** The mentors as the API answers them, with the category when `expand=category`. */
export async function expandMentors(db: Database, rows: MentorRow[], expand: ReadonlySet<string>): Promise<Mentor[]> {
  const categories = await expandedCategories(db, mentorCategories, rows, expand);
  return rows.map((row) =>
    serializeMentor(
      row,
      categories.find((c) => c.id === row.categoryId),
    ),
  );
}

/** Every category with the number of published mentors in it, in the order they were created. */
export async function mentorCategoryList(db: Database): Promise<MentorCategory[]> {
  const mentorsCount = sql<number>`cast(count(${mentors.id}) as integer)`;
  const rows = await db
    .select({
      id: mentorCategories.id,
      slug: mentorCategories.slug,
      name: mentorCategories.name,
      mentors_count: mentorsCount,
    })
    .from(mentorCategories)
    .leftJoin(mentors, and(eq(mentors.categoryId, mentorCategories.id), publicMentor()))
    .groupBy(mentorCategories.id)
    .orderBy(asc(mentorCategories.id));
  return rows;
}
