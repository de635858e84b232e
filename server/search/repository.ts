import "server-only";
// Site search: every public kind of thing searched through its `search_text` (normalised Persian,
// so ي/ی, ك/ک, half-spaces and Persian/Latin digits all match), grouped by kind. Results whose
// title (the first part of the search text) holds every word come first, then the most visited.
// Also: where an entity named by kind and id lives on the site (for /rm/{name}/{id} links).
import { and, asc, desc, eq, gte, ilike, isNull, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { plainRichText } from "@/shared/rich-text";
import {
  SEARCH_TYPE_LABELS,
  SEARCH_TYPES,
  type ResolvableType,
  type SearchGroup,
  type SearchHit,
  type SearchType,
} from "@/shared/types/search";
import { searchWords } from "@/shared/format/persian-text";
import { excerpt } from "@/shared/format/excerpt";
import { countAll, searchCondition } from "@/server/catalog/query";
import type { Database } from "@/server/db/client";
import { publicContent, publicEvent } from "@/server/publishing/lifecycle";
import { publicFaqItem } from "@/server/faq/queries";
import { openPositions, publicPosition } from "@/server/jobs/queries";
import { publicMentor } from "@/server/mentors/queries";
import { publicFreelancer } from "@/server/freelancers/queries";
import {
  businesses,
  contentPages,
  events,
  faqItems,
  freelancers,
  hitechProjects,
  jobPositions,
  mentors,
  presents,
} from "@/server/db/schema";

type Source<Row> = {
  /** The kind's table; its `search_text` is what the words are matched in. */
  table: PgTable & { id: AnyColumn; searchText: AnyColumn };
  /** What must hold besides the words (published, still open...). */
  visible: () => SQL | undefined;
  /** What an entity needs to have a page (when looser than being listed, e.g. expired jobs). */
  published?: () => SQL | undefined;
  /** Ties after relevance. */
  order: SQL[];
  hit: (row: Row) => SearchHit;
};

const SOURCES: { [K in SearchType]: Source<never> } = {
  business: source<typeof businesses.$inferSelect>({
    table: businesses,
    visible: () => publicContent(businesses),
    order: [desc(businesses.viewCount), asc(businesses.id)],
    hit: (r) => ({ id: r.id, title: r.name, summary: r.tagline, url: `/businesses/${r.slug}` }),
  }),
  event: source<typeof events.$inferSelect>({
    table: events,
    visible: () => publicEvent(),
    order: [desc(events.startsAt), asc(events.id)],
    hit: (r) => ({ id: r.id, title: r.title, summary: r.summary, url: `/events/${r.slug}` }),
  }),
  mentor: source<typeof mentors.$inferSelect>({
    table: mentors,
    visible: () => publicMentor(),
    order: [desc(mentors.viewCount), asc(mentors.id)],
    hit: (r) => ({
      id: r.id,
      title: r.name,
      summary: r.company ? `${r.title}، ${r.company}` : r.title,
      url: `/mentors/${r.id}`,
    }),
  }),
  freelancer: source<typeof freelancers.$inferSelect>({
    table: freelancers,
    visible: () => publicFreelancer(),
    order: [desc(freelancers.viewCount), asc(freelancers.id)],
    hit: (r) => ({ id: r.id, title: r.name, summary: `${r.title}، ${r.city}`, url: `/freelancers/${r.id}` }),
  }),
  job: source<typeof jobPositions.$inferSelect>({
    table: jobPositions,
    visible: () => openPositions(),
    published: () => publicPosition(),
    order: [desc(jobPositions.postedAt), asc(jobPositions.id)],
    hit: (r) => ({ id: r.id, title: r.title, summary: r.summary, url: `/jobs/${r.id}` }),
  }),
  project: source<typeof hitechProjects.$inferSelect>({
    table: hitechProjects,
    visible: () => publicContent(hitechProjects),
    order: [desc(hitechProjects.viewCount), asc(hitechProjects.id)],
    hit: (r) => ({ id: r.id, title: r.title, summary: r.summary, url: `/projects/${r.id}` }),
  }),
  present: source<typeof presents.$inferSelect>({
    table: presents,
    visible: () => and(publicContent(presents), or(isNull(presents.validUntil), gte(presents.validUntil, new Date()))),
    published: () => publicContent(presents),
    order: [desc(presents.viewCount), asc(presents.id)],
    hit: (r) => ({ id: r.id, title: r.title, summary: r.summary, url: `/presents/${r.slug}` }),
  }),
  faq: source<typeof faqItems.$inferSelect>({
    table: faqItems,
    visible: () => publicFaqItem(),
    order: [desc(faqItems.viewCount), asc(faqItems.sortOrder), asc(faqItems.id)],
    hit: (r) => ({
      id: r.id,
      title: r.question,
      summary: excerpt(plainRichText(r.answer)),
      url: `/faq/item/${r.categoryId}/${r.id}`,
    }),
  }),
  page: source<typeof contentPages.$inferSelect>({
    table: contentPages,
    visible: () => publicContent(contentPages),
    order: [asc(contentPages.id)],
    hit: (r) => ({ id: r.id, title: r.title, summary: r.summary, url: `/page/${r.slug}` }),
  }),
};

/** Keeps each source's row type where it is written, and erases it for the table above. */
function source<Row>(definition: Source<Row>): Source<never> {
  return definition as unknown as Source<never>;
}

/** 0 when the title part of the search text (before the first "|") holds every word, else 1. */
function titleRank(column: AnyColumn, words: string[]): SQL {
  const title = sql`split_part(${column}, '|', 1)`;
  return sql`case when ${and(...words.map((word) => ilike(title, `%${word}%`)))} then 0 else 1 end`;
}

/** One kind's matches: `limit` of them from `offset`, and how many there are in all. */
export async function searchType(
  db: Database,
  type: SearchType,
  query: string,
  limit: number,
  offset = 0,
): Promise<SearchGroup> {
  const src = SOURCES[type];
  const words = searchWords(query);
  const where = and(src.visible(), searchCondition(src.table.searchText, query));
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(src.table)
      .where(where)
      .orderBy(...(words.length ? [titleRank(src.table.searchText, words)] : []), ...src.order)
      .limit(limit)
      .offset(offset),
    db.select({ total: countAll }).from(src.table).where(where),
  ]);
  return { type, type_label: SEARCH_TYPE_LABELS[type], total, items: (rows as never[]).map(src.hit) };
}

/** Every kind with at least one match, in a fixed order, with its first `perGroup` results. */
export async function searchAll(db: Database, query: string, perGroup: number): Promise<SearchGroup[]> {
  const groups = await Promise.all(SEARCH_TYPES.map((type) => searchType(db, type, query, perGroup)));
  return groups.filter((group) => group.total > 0);
}

/** The site path of a published entity, or undefined when there is none with that id. */
export async function resolveEntity(db: Database, type: ResolvableType, id: number): Promise<string | undefined> {
  const src = SOURCES[type];
  const idColumn = src.table.id;
  const [row] = await db
    .select()
    .from(src.table)
    .where(and(eq(idColumn, id), (src.published ?? src.visible)()))
    .limit(1);
  return row ? src.hit(row as never).url : undefined;
}
