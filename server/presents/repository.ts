import "server-only";
// Presents (packages, discounts and gifts): list with search and kind filter, current offers only;
// one present by id or slug (an ended one still answers, flagged as expired).
import { and, asc, desc, eq, gte, isNull, or, sql, type SQL } from "drizzle-orm";
import type { PresentDetail } from "@/shared/types/presents";
import { countAll, orderBy, searchCondition } from "@/server/catalog/query";
import { countView } from "@/server/catalog/views";
import type { Database } from "@/server/db/client";
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
  const conditions: Array<SQL | undefined> = [eq(presents.published, true), or(isNull(presents.validUntil), gte(presents.validUntil, new Date())), searchCondition(presents.searchText, filters.q)];
  if (filters.kind) conditions.push(eq(presents.kind, filters.kind));
  const where = and(...conditions);
  const order = orderBy(filters.sort, { created_at: presents.createdAt, view_count: presents.viewCount, price: priceOrZero, valid_until: presents.validUntil, title: presents.title }, [
    desc(presents.createdAt),
    asc(presents.id),
  ]);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(presents)
      .where(where)
      .orderBy(...order)
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ total: countAll }).from(presents).where(where),
  ]);
  return { rows, total };
}

export async function findPresent(db: Database, by: { id?: number; slug?: string }): Promise<PresentRow | undefined> {
  const condition = by.id !== undefined ? eq(presents.id, by.id) : by.slug ? eq(presents.slug, by.slug) : undefined;
  if (!condition) return undefined;
  const [row] = await db
    .select()
    .from(presents)
    .where(and(condition, eq(presents.published, true)))
    .limit(1);
  return row;
}

export async function recordPresentView(db: Database, id: number) {
  await countView(db, presents, id);
}
