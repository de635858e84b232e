import "server-only";
// Content pages (rules, terms, privacy, the accelerator programme): one by slug, or all of them,
// as the public sees them: published, and past their publish_at (server/publishing/lifecycle.ts). A
// draft, an archived page or one scheduled for later is in neither. The content desk edits them
// (server/pages/desk.ts).
import { asc } from "drizzle-orm";
import { searchableText } from "@/shared/format/persian-text";
import { plainRichText } from "@/shared/rich-text";
import type { ContentPage, ContentPageSummary } from "@/shared/types/pages";
import { publicContent } from "@/server/publishing/lifecycle";
import { findByIdOrSlug } from "@/server/catalog/find";
import type { Database } from "@/server/db/client";
import { contentPages } from "@/server/db/schema";

type PageRow = typeof contentPages.$inferSelect;

export const PAGE_NOT_FOUND = "صفحه‌ای که دنبال آن بودید پیدا نشد.";

/** The pages the public sees. */
export const publicPage = (now?: Date) => publicContent(contentPages, now);

/** What search matches a page by: its title first (the part ranked highest), its summary, the words of its body without their marks. */
export function pageSearchText(page: Pick<PageRow, "title" | "summary" | "body">): string {
  return searchableText(page.title, page.summary, plainRichText(page.body));
}

export function summarizePage(row: PageRow): ContentPageSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function serializePage(row: PageRow): ContentPage {
  return { ...summarizePage(row), body: row.body };
}

/**
 * A public page by its slug. A slug the page had before the desk changed it still finds it
 * (slug_redirects): the answer carries the current slug, and the page redirects there.
 */
export async function findPage(db: Database, slug: string): Promise<PageRow | undefined> {
  const clean = slug.trim().toLowerCase();
  if (!clean) return undefined;
  return findByIdOrSlug(db, contentPages, { entity: "page", visible: () => publicPage() }, { slug: clean });
}

export async function listPages(db: Database): Promise<PageRow[]> {
  return db.select().from(contentPages).where(publicPage()).orderBy(asc(contentPages.id));
}
