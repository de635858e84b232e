import "server-only";
// Presents (packages, discounts and gifts): list with search and kind filter, current offers only;
// one present by id or slug (an ended one still answers, flagged as expired). Only public presents
// (server/publishing/lifecycle.ts): a draft, an archived one or one scheduled for later is in no list
// and has no page; a slug the desk changed still finds its present (slug_redirects).
import { asc, desc, eq, gte, isNull, or, sql } from "drizzle-orm";
import type { PresentDetail } from "@/shared/types/presents";
import { findByIdOrSlug } from "@/server/catalog/find";
import { readPage } from "@/server/catalog/list";
import { orderBy, searchCondition } from "@/server/catalog/query";
import { viewCounter } from "@/server/catalog/views";
import { publicContent } from "@/server/publishing/lifecycle";
import type { Database } from "@/server/db/types";
import { searchableText } from "@/shared/format/persian-text";
import { presents } from "@/server/db/schema";
import type { Pagination } from "@/server/http/pagination";
import { kindLabel } from "./kinds";

type PresentRow = typeof presents.$inferSelect;

export type PresentFilters = {
  q?: string | null;
  kind?: string | null;
  sort?: string | null;
};

/** Whole percent off, when there is a real discount. */
export function discountPercent(price: number | null, originalPrice: number | null): number | null {
  if (price === null || originalPrice === null || originalPrice <= 0 || price >= originalPrice) return null;
  return Math.round((1 - price / originalPrice) * 100);
}

export function presentDetail(row: PresentRow, now = Date.now()): PresentDetail {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    kind: row.kind,
    kind_label: kindLabel(row.kind),
    image: row.image,
    image_alt: row.imageAlt ?? `تصویر ${row.title}`,
    price: row.price,
    original_price: row.originalPrice,
    discount_percent: discountPercent(row.price, row.originalPrice),
    valid_until: row.validUntil?.toISOString() ?? null,
    is_expired: row.validUntil !== null && row.validUntil.getTime() < now,
    view_count: row.viewCount,
    created_at: row.createdAt.toISOString(),
    description: row.description,
    includes: row.includes,
    conditions: row.conditions,
  };
}

/** A gift with no price sorts as free: first among the cheapest, last among the most expensive. */
const priceOrZero = sql`coalesce(${presents.price}, 0)`;

export async function listPresents(db: Database, filters: PresentFilters, page: Pagination) {
  const where = [
    publicContent(presents),
    or(isNull(presents.validUntil), gte(presents.validUntil, new Date())),
    searchCondition(presents.searchText, filters.q),
    filters.kind ? eq(presents.kind, filters.kind) : undefined,
  ];
  const order = orderBy(
    filters.sort,
    {
      created_at: presents.createdAt,
      view_count: presents.viewCount,
      price: priceOrZero,
      valid_until: presents.validUntil,
      title: presents.title,
    },
    [desc(presents.createdAt), asc(presents.id)],
  );
  return readPage(db, presents, { where, order }, page);
}

/** What search matches a present by: its title, summary, kind and what it includes. */
export function presentSearchText(row: Pick<PresentRow, "title" | "summary" | "kind" | "includes">): string {
  return searchableText(row.title, row.summary, kindLabel(row.kind), row.includes);
}

/** A public present by id or slug; a slug it had before the desk changed it still finds it (the answer carries the current slug, the page redirects there). */
export function findPresent(db: Database, by: { id?: number; slug?: string }): Promise<PresentRow | undefined> {
  return findByIdOrSlug(db, presents, { entity: "present", visible: () => publicContent(presents) }, by);
}

export const recordPresentView = viewCounter(presents);
