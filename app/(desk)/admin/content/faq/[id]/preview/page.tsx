import type { Metadata } from "next";
import { PageHeading } from "@/components/catalog/page-heading";
import { FaqAnswer } from "@/components/faq/faq-answer";
import { faqCategoryPath } from "@/shared/types/faq";
import { DESK_KINDS } from "../../../desk-kinds";
import { contentPreviewPage, previewMetadata } from "../../../item-pages";

export const metadata: Metadata = previewMetadata("پرسش");

// An FAQ question as its public page will show it, whatever its state (a draft too): its heading
// and its answer drawn by the public page's own card (components/faq/faq-answer.tsx). Never indexed.
export default contentPreviewPage({
  kind: DESK_KINDS.faq,
  notice: "پرسش با این پاسخ چنین دیده می‌شود.",
  show: (item) => (
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
  ),
});
