import type { Metadata } from "next";
import { PageHeading } from "@/components/catalog/page-heading";
import { ContentPageArticle } from "@/components/content/content-page-article";
import { DESK_KINDS } from "../../../desk-kinds";
import { contentPreviewPage, previewMetadata } from "../../../item-pages";

export const metadata: Metadata = previewMetadata("صفحه");

// A content page as the site will show it, whatever its state (a draft too): its heading and its
// text drawn by the public page's own component. Never indexed (the desk's pages are not).
export default contentPreviewPage({
  kind: DESK_KINDS.pages,
  notice: "صفحه با این متن چنین دیده می‌شود.",
  show: (page) => (
    <div className="overflow-hidden rounded-2xl border border-brand-100 bg-white">
      <PageHeading crumbs={[{ href: page.url, label: page.title }]} title={page.title} lead={page.summary} />
      <ContentPageArticle body={page.body} />
    </div>
  ),
});
