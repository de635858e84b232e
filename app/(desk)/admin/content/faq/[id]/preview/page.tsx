import type { Metadata } from "next";
import { PageHeading } from "@/components/catalog/page-heading";
import { RichText } from "@/components/content/rich-text";
import { stateSentence } from "@/components/desk/content/content-state";
import { Link } from "@/components/navigation/link";
import { contentFaqApi, contentFaqItemPath, contentFaqPath } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/lib/api/server";
import { requireStaff } from "@/lib/auth/staff";
import { pageIdParam } from "@/lib/route-params";
import { parseRichText } from "@/shared/rich-text";
import { faqCategoryPath } from "@/shared/types/faq";
import { editsContent } from "../../../content-access";

export const metadata: Metadata = { title: "پیش‌نمایش پرسش", robots: { index: false, follow: false } };

// An FAQ question as its public page will show it, whatever its state (a draft too): its heading
// and its answer drawn by the public page's own rich-text component. Never indexed.
export default async function FaqItemPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: rawId } = await params;
  await requireStaff(`${contentFaqPath}/${encodeURIComponent(rawId)}/preview`, editsContent);
  const id = pageIdParam(rawId);
  const item = await contentFaqApi.get(await authServerApi(), id, { page: true });
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
        <p className="font-bold">پیش‌نمایش: پرسش با این پاسخ چنین دیده می‌شود. {stateSentence(item)}</p>
        <Link href={contentFaqItemPath(id)} className="rounded font-bold underline underline-offset-4">
          بازگشت به ویرایش
        </Link>
      </div>
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
          <div className="rounded-2xl border border-brand-100 bg-white p-5 md:p-7">
            <RichText blocks={parseRichText(item.answer)} headingLevel={3} className="text-lg" />
          </div>
        </article>
      </div>
    </div>
  );
}
