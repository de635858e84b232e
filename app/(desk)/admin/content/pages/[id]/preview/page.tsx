import type { Metadata } from "next";
import { PageHeading } from "@/components/catalog/page-heading";
import { ContentPageArticle } from "@/components/content/content-page-article";
import { ContentPreview } from "@/components/desk/content/content-preview";
import { contentPagePath, contentPagesApi, contentPagesPath } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { pageIdParam } from "@/lib/route-params";
import { editsContent } from "../../../content-access";

export const metadata: Metadata = { title: "پیش‌نمایش صفحه", robots: { index: false, follow: false } };

// A content page as the site will show it, whatever its state (a draft too): its heading and its
// text drawn by the public page's own component. Never indexed (the desk's pages are not).
export default async function ContentPagePreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: rawId } = await params;
  await requireStaff(`${contentPagesPath}/${encodeURIComponent(rawId)}/preview`, editsContent);
  const id = pageIdParam(rawId);
  const page = await contentPagesApi.get(await authServerApi(), id, { page: true });
  return (
    <ContentPreview notice="صفحه با این متن چنین دیده می‌شود." state={page} editHref={contentPagePath(id)}>
      <div className="overflow-hidden rounded-2xl border border-brand-100 bg-white">
        <PageHeading crumbs={[{ href: page.url, label: page.title }]} title={page.title} lead={page.summary} />
        <ContentPageArticle body={page.body} />
      </div>
    </ContentPreview>
  );
}
