import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { cache } from "react";
import { PageHeading } from "@/components/catalog/page-heading";
import { FaqList } from "@/components/faq/faq-disclosure";
import { FaqHelp } from "@/components/faq/faq-help";
import { faqApi } from "@/lib/api/resources/faq";
import { publicServerApi } from "@/render/api";
import { faqCategoryPath } from "@/shared/types/faq";
import { toPersianDigits } from "@/shared/format/digits";
import { pageParam } from "@/lib/route-params";
import { excerpt, pageMetadata } from "@/lib/seo";
import { sharedPage } from "@/render/page-rule";

type Props = { params: Promise<{ id: string }> };

// One API call per request, shared by the metadata and the page; unknown ids answer HTTP 404.
const loadCategory = cache((id: string) => faqApi.category(publicServerApi(), id, "items", { page: true }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = await loadCategory(pageParam((await params).id));
  return pageMetadata({
    title: `${category.title} | پرسش‌های متداول`,
    description: excerpt(`${category.description} ${toPersianDigits(category.items_count)} پرسش و پاسخ.`),
    path: faqCategoryPath(category),
  });
}

async function FaqCategoryPage({ params }: Props) {
  const client = publicServerApi();
  const [category, { items: categories }] = await Promise.all([
    loadCategory(pageParam((await params).id)),
    faqApi.categories(client, {}, { page: true }),
  ]);
  return (
    <>
      <PageHeading
        crumbs={[
          { href: "/faq", label: "پرسش‌های متداول" },
          { href: faqCategoryPath(category), label: category.title },
        ]}
        title={category.title}
        lead={category.description}
      />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:px-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="min-w-0">
          <p className="mb-4 text-sm text-muted">{toPersianDigits(category.items_count)} پرسش در این دسته</p>
          <FaqList items={category.items ?? []} />
          <FaqHelp />
        </div>
        <nav aria-label="دسته‌های دیگر" className="order-first lg:sticky lg:top-32 lg:order-last lg:self-start">
          <h2 className="mb-3 text-sm font-bold text-muted">دسته‌های پرسش‌ها</h2>
          <ul className="grid gap-1">
            {categories.map((other) => (
              <li key={other.id}>
                <Link
                  href={faqCategoryPath(other)}
                  aria-current={other.id === category.id ? "page" : undefined}
                  className={`flex justify-between gap-2 rounded-xl px-4 py-2.5 text-sm font-bold ${other.id === category.id ? "bg-brand-700 text-white" : "text-ink hover:bg-brand-50"}`}
                >
                  <span>{other.title}</span>
                  <span aria-hidden="true" className={other.id === category.id ? "text-brand-100" : "text-muted"}>
                    {toPersianDigits(other.items_count)}
                  </span>
                </Link>
              </li>
            ))}
            <li>
              <Link
                href="/faq"
                className="block rounded-xl px-4 py-2.5 text-sm font-bold text-brand-700 hover:bg-brand-50"
              >
                همه پرسش‌ها
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </>
  );
}

export default sharedPage(FaqCategoryPage);
