import type { Metadata } from "next";
import { PageHeading } from "@/components/catalog/page-heading";
import { ContentPreview } from "@/components/desk/content/content-preview";
import { FaqAnswer } from "@/components/faq/faq-answer";
import { contentFaqApi, contentFaqItemPath, contentFaqPath } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { pageIdParam } from "@/lib/route-params";
import { faqCategoryPath } from "@/shared/types/faq";
import { editsContent } from "../../../content-access";

export const metadata: Metadata = { title: "پیش‌نمایش پرسش", robots: { index: false, follow: false } };

// An FAQ question as its public page will show it, whatever its state (a draft too): its heading
// and its answer drawn by the public page's own card (components/faq/faq-answer.tsx). Never indexed.
export default async function FaqItemPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: rawId } = await params;
  await requireStaff(`${contentFaqPath}/${encodeURIComponent(rawId)}/preview`, editsContent);
  const id = pageIdParam(rawId);
  const item = await contentFaqApi.get(await authServerApi(), id, { page: true });
  return (
    <ContentPreview notice="پرسش با این پاسخ چنین دیده می‌شود." state={item} editHref={contentFaqItemPath(id)}>
      <div className="overflow-hidden rounded-2xl border border-brand-100 bg-white">
        <PageHeading
          crumbs={[
            { href: "/faq", label: "پرسش‌های متداول" },
            { href: faqCategoryPath(item.category), label: item.category.title },
            { href: item.url, label: item.question },
          ]}
          title={item.question}
        />
        <article aria-label="پاسخ" className="px-4 py-8 md:px-6">
          <FaqAnswer answer={item.answer} />
        </article>
      </div>
    </ContentPreview>
  );
}
