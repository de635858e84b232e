import "server-only";
// Freelancers: list with search, category, availability and city filters and sort; one freelancer
// by id; the categories and cities with their counts. A resume address leaves the API only when
// its owner made the resume public. The public sees only public freelancers (published, past their
// publish_at: server/publishing/lifecycle.ts); the desk edits them in server/freelancers/desk.ts.
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Freelancer, FreelancerCategory, FreelancerCity } from "@/shared/types/freelancers";
import { categoryExists, expandedCategories, inCategory } from "@/server/catalog/categories";
import { readPage } from "@/server/catalog/list";
import { firstRow } from "@/server/catalog/find";
import { normalizeSort, orderBy, searchCondition } from "@/server/catalog/query";
import { viewCounter } from "@/server/catalog/views";
import type { Database } from "@/server/db/client";
import { freelancerCategories, freelancers } from "@/server/db/schema";
import type { Pagination } from "@/server/http/pagination";
import { publicContent } from "@/server/publishing/lifecycle";
import { searchableText } from "@/shared/format/persian-text";
import { socialLinks } from "./social";

type FreelancerRow = typeof freelancers.$inferSelect;
type CategoryRow = typeof freelancerCategories.$inferSelect;

export type FreelancerFilters = {
  q?: string | null;
  /** Category slug. */
  category?: string | null;
  /** Only those ready to take work. */
  available?: boolean;
  city?: string | null;
  sort?: string | null;
};

/** The freelancers the public sees: published, and past their publish_at. */
export const publicFreelancer = (now = new Date()): SQL => publicContent(freelancers, now);

/** What search finds a freelancer by: the name first (search ranks a match there higher), then the title, city, category and skills. */
export function freelancerSearchText(
  freelancer: { name: string; title: string; city: string; skills: readonly string[] },
  categoryName: string,
): string {
  return searchableText(freelancer.name, freelancer.title, freelancer.city, categoryName, freelancer.skills);
}

export function serializeFreelancer(row: FreelancerRow, category?: CategoryRow): Freelancer {
  return {
    id: row.id,
    category_id: row.categoryId,
    name: row.name,
    title: row.title,
    bio: row.bio,
    avatar: row.avatar,
    avatar_alt: row.avatarAlt,
    city: row.city,
    skills: row.skills,
    hourly_rate: row.hourlyRate,
    years_of_experience: row.yearsOfExperience,
    available: row.available,
    social: socialLinks(row.social),
    // A private resume is not even mentioned.
    ...(row.resumePublic && row.resumeUrl ? { resume_url: row.resumeUrl } : {}),
    view_count: row.viewCount,
    created_at: row.createdAt.toISOString(),
    ...(category ? { category: { id: category.id, slug: category.slug, name: category.name } } : {}),
  };
}

export async function listFreelancers(db: Database, filters: FreelancerFilters, page: Pagination) {
  const city = filters.city?.trim();
  const where = [
    publicFreelancer(),
    searchCondition(freelancers.searchText, filters.q),
    filters.category ? inCategory(db, freelancers.categoryId, freelancerCategories, filters.category) : undefined,
    filters.available ? eq(freelancers.available, true) : undefined,
    city ? eq(freelancers.city, city) : undefined,
  ];
  // By default those ready to take work come first, newest first.
  const order = orderBy(
    normalizeSort(filters.sort),
    {
      created_at: freelancers.createdAt,
      view_count: freelancers.viewCount,
      hourly_rate: freelancers.hourlyRate,
      years_of_experience: freelancers.yearsOfExperience,
      name: freelancers.name,
    },
    [desc(freelancers.available), desc(freelancers.createdAt), asc(freelancers.id)],
  );
  return readPage(db, freelancers, { where, order }, page);
}

export function findFreelancer(db: Database, id: number): Promise<FreelancerRow | undefined> {
  return firstRow(db, freelancers, eq(freelancers.id, id), publicFreelancer());
}

export const recordFreelancerView = viewCounter(freelancers);

/** The freelancers as the API answers them, with the category when `expand=category`. */
export async function expandFreelancers(
  db: Database,
  rows: FreelancerRow[],
  expand: ReadonlySet<string>,
): Promise<Freelancer[]> {
  const categories = await expandedCategories(db, freelancerCategories, rows, expand);
  return rows.map((row) =>
    serializeFreelancer(
      row,
      categories.find((c) => c.id === row.categoryId),
    ),
  );
}

export function freelancerCategoryExists(db: Database, id: number): Promise<boolean> {
  return categoryExists(db, freelancerCategories, id);
}

/** Every category with the number of published freelancers in it, in the order they were created. */
export async function freelancerCategoryList(db: Database): Promise<FreelancerCategory[]> {
  const freelancersCount = sql<number>`cast(count(${freelancers.id}) as integer)`;
  return db
    .select({
      id: freelancerCategories.id,
      slug: freelancerCategories.slug,
      name: freelancerCategories.name,
      freelancers_count: freelancersCount,
    })
    .from(freelancerCategories)
    .leftJoin(freelancers, and(eq(freelancers.categoryId, freelancerCategories.id), publicFreelancer()))
    .groupBy(freelancerCategories.id)
    .orderBy(asc(freelancerCategories.id));
}

/** The cities published freelancers work from, the busiest first (the city filter). */
export async function freelancerCityList(db: Database): Promise<FreelancerCity[]> {
  const freelancersCount = sql<number>`cast(count(*) as integer)`;
  return db
    .select({ name: freelancers.city, freelancers_count: freelancersCount })
    .from(freelancers)
    .where(publicFreelancer())
    .groupBy(freelancers.city)
    .orderBy(desc(freelancersCount), asc(freelancers.city));
}
