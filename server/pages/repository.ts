import "server-only";
// Content pages (rules, terms, privacy, the accelerator programme): one by slug, or all of them.
import { asc, eq } from "drizzle-orm";
import type { ContentPage, ContentPageSummary } from "@/shared/types/pages";
import type { Database } from "@/server/db/client";
import { contentPages } from "@/server/db/schema";

type PageRow = typeof contentPages.$inferSelect;

export const PAGE_NOT_FOUND = "صفحه‌ای که دنبال آن بودید پیدا نشد.";

export function summarizePage(row: PageRow): ContentPageSummary {
  return { id: row.id, slug: row.slug, title: row.title, summary: row.summary, updated_at: row.updatedAt.toISOString() };
}

export function serializePage(row: PageRow): ContentPage {
  return { ...summarizePage(row), body: row.body };
}

export async function findPage(db: Database, slug: string): Promise<PageRow | undefined> {
  const clean = slug.trim().toLowerCase();
  if (!clean) return undefined;
  const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, clean)).limit(1);
  return row;
}

export async function listPages(db: Database): Promise<PageRow[]> {
  return db.select().from(contentPages).orderBy(asc(contentPages.id));
}
