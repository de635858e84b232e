import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import { PageHeading } from "@/components/catalog/page-heading";
import { FaqAnswer } from "@/components/faq/faq-answer";
import { FaqHelp } from "@/components/faq/faq-help";
import { JsonLd } from "@/components/seo/json-ld";
import { faqApi } from "@/lib/api/resources/faq";
import { publicServerApi } from "@/render/api";
import { faqCategoryPath, faqItemPath, type FaqItemDetail } from "@/shared/types/faq";
import { plainRichText } from "@/shared/rich-text";
import { toLatinDigits } from "@/shared/format/digits";
import { excerpt, pageMetadata } from "@/lib/seo";
import { absoluteUrl } from "@/render/site-url";
import { sharedPage } from "@/render/page-rule";

type Props = { params: Promise<{ cat_id: string; id: string }> };

// One API call (and one counted view) per request, shared by the metadata and the page.
const loadItem = cache((id: number) => faqApi.view(publicServerApi(), id, { page: true }));

/** The question of the URL: unknown ids are a 404; a wrong category answers a permanent redirect. */
async function itemFor(params: Props["params"]): Promise<FaqItemDetail> {
  const { cat_id: categoryId, id } = await params;
  const numericId = toLatinDigits(id);
  if (!/^\d{1,9}$/.test(numericId)) notFound();
  const item = await loadItem(Number(numericId));
  if (toLatinDigits(categoryId) !== String(item.category_id)) permanentRedirect(faqItemPath(item));
  return item;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const item = await itemFor(params);
  return pageMetadata({
    title: item.question,
    description: excerpt(plainRichText(item.answer)),
    path: faqItemPath(item),
    type: "article",
  });
}

function faqJsonLd(item: FaqItemDetail) {
  return {
    "@type": "FAQPage",
    url: absoluteUrl(faqItemPath(item)),
    mainEntity: [
      {
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: plainRichText(item.answer) },
      },
    ],
  };
}

async function FaqItemPage({ params }: Props) {
  const item = await itemFor(params);
  const { items: siblings } = await faqApi.items(
    publicServerApi(),
    { category_id: item.category_id, "per-page": 50 },
    { page: true },
  );
  const related = siblings.filter((other) => other.id !== item.id).slice(0, 6);
  return (
    <>
      <JsonLd data={faqJsonLd(item)} />
      <PageHeading
        crumbs={[
          { href: "/faq", label: "پرسش‌های متداول" },
          { href: faqCategoryPath(item.category), label: item.category.title },
          { href: faqItemPath(item), label: item.question },
        ]}
        title={item.question}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8 md:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article aria-labelledby="answer-title" className="min-w-0">
          <h2 id="answer-title" className="sr-only">
            پاسخ
          </h2>
          <FaqAnswer answer={item.answer} />
          <FaqHelp />
        </article>
        <aside aria-labelledby="related-title" className="lg:sticky lg:top-32 lg:self-start">
          <h2 id="related-title" className="text-lg font-extrabold">
            پرسش‌های دیگر درباره {item.category.title}
          </h2>
          {related.length > 0 ? (
            <ul className="mt-3 grid gap-2">
              {related.map((other) => (
                <li key={other.id}>
                  <Link
                    href={faqItemPath(other)}
                    className="block rounded-xl border border-brand-100 px-4 py-3 text-sm leading-6 font-bold text-ink hover:border-brand-300 hover:bg-brand-50"
                  >
                    {other.question}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-muted">پرسش دیگری در این دسته نیست.</p>
          )}
          <Link
            href={faqCategoryPath(item.category)}
            className="mt-4 inline-block text-sm font-bold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            همه پرسش‌های {item.category.title}
          </Link>
        </aside>
      </div>
    </>
  );
}

export default sharedPage(FaqItemPage);
