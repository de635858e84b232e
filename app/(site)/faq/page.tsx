import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { EmptyState } from "@/components/catalog/empty-state";
import { PageHeading } from "@/components/catalog/page-heading";
import { ResultCount } from "@/components/catalog/result-count";
import { FaqList } from "@/components/faq/faq-disclosure";
import { FaqHelp } from "@/components/faq/faq-help";
import { FaqSearch } from "@/components/faq/faq-search";
import { faqApi } from "@/lib/api/resources/faq";
import { publicServerApi } from "@/render/api";
import { faqCategoryPath, type FaqCategorySummary, type FaqItem } from "@/shared/types/faq";
import { param, type RawSearchParams } from "@/lib/catalog/search-params";
import { toPersianDigits } from "@/shared/format/digits";
import { pageMetadata } from "@/lib/seo";
import { sharedPage } from "@/render/page-rule";

type Props = { searchParams: Promise<RawSearchParams> };

const TITLE = "پرسش‌های متداول";
const DESCRIPTION =
  "پاسخ پرسش‌های رایج درباره رزرو فضای کار، برنامه شتاب‌دهی، رویدادها، ورود به حساب کاربری و همکاری با آوینوکس در کرمان.";

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const q = param(await searchParams, "q");
  // Search results are not a page of their own for search engines.
  return pageMetadata({
    title: q ? `جستجوی «${q}» در ${TITLE}` : TITLE,
    description: DESCRIPTION,
    path: "/faq",
    noindex: Boolean(q),
  });
}

/** Matches of a search, grouped under their categories in the FAQ's order. */
function byCategory(items: FaqItem[]): Array<{ category: FaqCategorySummary; items: FaqItem[] }> {
  const groups = new Map<number, { category: FaqCategorySummary; items: FaqItem[] }>();
  for (const item of items) {
    if (!item.category) continue;
    const group = groups.get(item.category.id) ?? { category: item.category, items: [] };
    group.items.push(item);
    groups.set(item.category.id, group);
  }
  return [...groups.values()];
}

async function FaqPage({ searchParams }: Props) {
  const q = param(await searchParams, "q")?.slice(0, 100);
  const client = publicServerApi();

  return (
    <>
      <PageHeading
        crumbs={[{ href: "/faq", label: TITLE }]}
        title={TITLE}
        lead="پاسخ پرسش‌هایی که بیشتر از ما می‌پرسند؛ اگر جوابتان را پیدا نکردید، با ما تماس بگیرید."
      />
      <div className="mx-auto max-w-4xl px-4 py-8 md:px-6">
        <FaqSearch query={q} />
        {q ? (
          <SearchResults
            q={q}
            items={(await faqApi.items(client, { q, expand: "category", "per-page": 50 }, { page: true })).items}
          />
        ) : (
          <AllCategories />
        )}
        <FaqHelp />
      </div>
    </>
  );
}

function SearchResults({ q, items }: { q: string; items: FaqItem[] }) {
  const groups = byCategory(items);
  return (
    <div className="mt-6">
      <ResultCount total={items.length} noun={`پرسش برای «${q}»`} />
      {groups.length ? (
        groups.map(({ category, items: matches }) => (
          <section key={category.id} aria-labelledby={`cat-${category.id}`} className="mt-6">
            <h2 id={`cat-${category.id}`} className="mb-3 text-lg font-extrabold">
              <Link href={faqCategoryPath(category)} className="hover:text-brand-800">
                {category.title}
              </Link>
            </h2>
            <FaqList items={matches} />
          </section>
        ))
      ) : (
        <div className="mt-4">
          <EmptyState
            title="پرسشی با این عبارت پیدا نشد"
            description="عبارت کوتاه‌تر یا واژه دیگری را امتحان کنید، مثلاً «رزرو»، «کد» یا «رویداد»؛ یا در همه بخش‌های سایت جستجو کنید."
            resetHref="/faq"
          />
          <p className="mt-4 text-center">
            <Link
              href={`/search?q=${encodeURIComponent(q)}`}
              className="font-bold text-brand-700 underline underline-offset-4"
            >
              جستجوی «{q}» در همه سایت
            </Link>
          </p>
        </div>
      )}
    </div>
  );
}

async function AllCategories() {
  const { items: categories } = await faqApi.categories(publicServerApi(), { expand: "items" }, { page: true });
  return (
    <>
      <nav aria-label="دسته‌های پرسش‌ها" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {categories.map((category) => (
            <li key={category.id}>
              <a
                href={`#${category.slug}`}
                className="block rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-bold text-brand-800 hover:bg-brand-50"
              >
                {category.title}{" "}
                <span className="font-normal text-muted">({toPersianDigits(category.items_count)})</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {categories.map((category) => (
        <section
          key={category.id}
          id={category.slug}
          aria-labelledby={`cat-${category.id}`}
          className="mt-10 scroll-mt-36"
        >
          <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
            <div>
              <h2 id={`cat-${category.id}`} className="text-xl font-extrabold">
                {category.title}
              </h2>
              <p className="mt-1 text-sm leading-6 text-muted">{category.description}</p>
            </div>
            <Link
              href={faqCategoryPath(category)}
              className="text-sm font-bold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              صفحه این دسته
              <span className="sr-only">: {category.title}</span>
            </Link>
          </div>
          <FaqList items={category.items ?? []} />
        </section>
      ))}
    </>
  );
}

export default sharedPage(FaqPage);
