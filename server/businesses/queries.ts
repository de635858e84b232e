import "server-only";
// Businesses (startups hosted by the accelerator): list with search, category and stage filters;
// one business by id or slug with the expansions of SPEC §3; the categories and stages in use. Each
// as the public sees it: published, and past its publish_at (server/publishing/lifecycle.ts); the
// content desk edits them (server/businesses/desk.ts).
import { asc, desc, eq, inArray } from "drizzle-orm";
import { searchableText } from "@/shared/format/persian-text";
import {
  BUSINESS_STAGES,
  type BusinessCategories,
  type BusinessDetail,
  type BusinessSummary,
  type BusinessTimeline,
} from "@/shared/types/businesses";
import { findByIdOrSlug } from "@/server/catalog/find";
import { readPage } from "@/server/catalog/list";
import { countAll, orderBy, searchCondition } from "@/server/catalog/query";
import { viewCounter } from "@/server/catalog/views";
import { publicContent } from "@/server/publishing/lifecycle";
import type { Database } from "@/server/db/client";
import {
  businesses,
  businessGalleries,
  businessMembers,
  businessStats,
  businessTimelineItems,
  businessTimelines,
} from "@/server/db/schema";
import type { Pagination } from "@/server/http/pagination";
import { stageLabel } from "./stages";

type BusinessRow = typeof businesses.$inferSelect;

/** The businesses the public sees. */
export const publicBusiness = (now?: Date) => publicContent(businesses, now);

/** What search matches a business by: its name first (the part ranked highest), then its tagline, category, stage and city. */
export function businessSearchText(
  business: Pick<BusinessRow, "name" | "tagline" | "category" | "stage" | "city">,
): string {
  return searchableText(business.name, business.tagline, business.category, stageLabel(business.stage), business.city);
}

export type BusinessFilters = {
  q?: string | null;
  category?: string | null;
  stage?: string | null;
  sort?: string | null;
};

export function summarize(row: BusinessRow): BusinessSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    tagline: row.tagline,
    category: row.category,
    stage: row.stage,
    stage_label: stageLabel(row.stage),
    logo: row.logo,
    logo_alt: row.logoAlt,
    cover: row.cover,
    cover_alt: row.coverAlt,
    website: row.website,
    founded_year: row.foundedYear,
    city: row.city,
    view_count: row.viewCount,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listBusinesses(db: Database, filters: BusinessFilters, page: Pagination) {
  const where = [
    publicBusiness(),
    searchCondition(businesses.searchText, filters.q),
    filters.category ? eq(businesses.category, filters.category) : undefined,
    filters.stage ? eq(businesses.stage, filters.stage) : undefined,
  ];
  const order = orderBy(
    filters.sort,
    {
      created_at: businesses.createdAt,
      view_count: businesses.viewCount,
      name: businesses.name,
      founded_year: businesses.foundedYear,
    },
    [desc(businesses.createdAt), asc(businesses.id)],
  );
  return readPage(db, businesses, { where, order }, page);
}

/**
 * A public business by id or slug. A slug the business had before the desk changed it still finds it
 * (slug_redirects): the answer carries the current slug, and the page redirects there.
 */
export function findBusiness(db: Database, by: { id?: number; slug?: string }): Promise<BusinessRow | undefined> {
  return findByIdOrSlug(db, businesses, { entity: "business", visible: () => publicBusiness() }, by);
}

export const recordBusinessView = viewCounter(businesses);

/** The businesses with their requested expansions, loaded in one query per relation. */
export async function expandBusinesses(
  db: Database,
  rows: BusinessRow[],
  expand: ReadonlySet<string>,
): Promise<BusinessDetail[]> {
  const ids = rows.map((r) => r.id);
  const none = ids.length === 0;
  const [statRows, galleryRows, timelineRows, memberRows] = await Promise.all([
    expand.has("stats") && !none
      ? db
          .select()
          .from(businessStats)
          .where(inArray(businessStats.businessId, ids))
          .orderBy(asc(businessStats.sortOrder), asc(businessStats.id))
      : [],
    expand.has("galleries") && !none
      ? db
          .select()
          .from(businessGalleries)
          .where(inArray(businessGalleries.businessId, ids))
          .orderBy(asc(businessGalleries.sortOrder), asc(businessGalleries.id))
      : [],
    expand.has("timeLines") && !none
      ? db
          .select()
          .from(businessTimelines)
          .where(inArray(businessTimelines.businessId, ids))
          .orderBy(asc(businessTimelines.sortOrder), asc(businessTimelines.year), asc(businessTimelines.id))
      : [],
    expand.has("members") && !none
      ? db
          .select()
          .from(businessMembers)
          .where(inArray(businessMembers.businessId, ids))
          .orderBy(asc(businessMembers.sortOrder), asc(businessMembers.id))
      : [],
  ]);
  const timelineIds = timelineRows.map((t) => t.id);
  const itemRows =
    expand.has("timeLines.items") && timelineIds.length
      ? await db
          .select()
          .from(businessTimelineItems)
          .where(inArray(businessTimelineItems.timelineId, timelineIds))
          .orderBy(
            asc(businessTimelineItems.happenedAt),
            asc(businessTimelineItems.sortOrder),
            asc(businessTimelineItems.id),
          )
      : [];

  return rows.map((row) => {
    const detail: BusinessDetail = { ...summarize(row), description: row.description };
    if (expand.has("stats")) {
      detail.stats = statRows
        .filter((s) => s.businessId === row.id)
        .map((s) => ({ id: s.id, label: s.label, value: s.value, unit: s.unit }));
    }
    if (expand.has("galleries")) {
      detail.galleries = galleryRows
        .filter((g) => g.businessId === row.id)
        .map((g) => ({ id: g.id, image: g.image, caption: g.caption }));
    }
    if (expand.has("timeLines")) {
      detail.timeLines = timelineRows
        .filter((t) => t.businessId === row.id)
        .map((t) => {
          const timeline: BusinessTimeline = { id: t.id, title: t.title, year: t.year };
          if (expand.has("timeLines.items")) {
            timeline.items = itemRows
              .filter((i) => i.timelineId === t.id)
              .map((i) => ({
                id: i.id,
                title: i.title,
                description: i.description,
                happened_at: i.happenedAt.toISOString(),
              }));
          }
          return timeline;
        });
    }
    if (expand.has("members")) {
      detail.members = memberRows
        .filter((m) => m.businessId === row.id)
        .map((m) => ({ id: m.id, name: m.name, role: m.role, avatar: m.avatar }));
    }
    return detail;
  });
}

/** The categories and stages published businesses carry, with counts (the list's filters). */
export async function businessCategories(db: Database): Promise<BusinessCategories> {
  const [categoryRows, stageRows] = await Promise.all([
    db
      .select({ value: businesses.category, count: countAll })
      .from(businesses)
      .where(publicBusiness())
      .groupBy(businesses.category),
    db
      .select({ value: businesses.stage, count: countAll })
      .from(businesses)
      .where(publicBusiness())
      .groupBy(businesses.stage),
  ]);
  const stageOrder = (value: string) => {
    const index = BUSINESS_STAGES.findIndex((s) => s.value === value);
    return index === -1 ? BUSINESS_STAGES.length : index;
  };
  return {
    // Persian alphabetical order (the database's collation may sort by code point: ک after ه).
    categories: categoryRows
      .sort((a, b) => a.value.localeCompare(b.value, "fa"))
      .map((c) => ({ value: c.value, label: c.value, count: c.count })),
    stages: stageRows
      .sort((a, b) => stageOrder(a.value) - stageOrder(b.value) || a.value.localeCompare(b.value))
      .map((s) => ({ value: s.value, label: stageLabel(s.value), count: s.count })),
  };
}
