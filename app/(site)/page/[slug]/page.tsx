import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { cache } from "react";
import { PageHeading } from "@/components/catalog/page-heading";
import { RichText } from "@/components/faq/rich-text";
import { pagesApi } from "@/lib/api/resources/pages";
import { publicServerApi } from "@/lib/api/server";
import { contentHeadings, parseContentBody } from "@/shared/types/pages";
import { formatJalaliDate } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { pageParam } from "@/lib/route-params";
import { excerpt, pageMetadata } from "@/lib/seo";

type Props = { params: Promise<{ slug: string }> };

// One API call per request, shared by the metadata and the page; unknown slugs answer HTTP 404.
const loadPage = cache((slug: string) => pagesApi.bySlug(publicServerApi(), slug, { page: true }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadPage(pageParam((await params).slug));
  return pageMetadata({ title: page.title, description: excerpt(page.summary), path: `/page/${page.slug}`, type: "article" });
}

export default async function ContentPageView({ params }: Props) {
  const [page, { items: others }] = await Promise.all([loadPage(pageParam((await params).slug)), pagesApi.list(publicServerApi(), { page: true })]);
  const blocks = parseContentBody(page.body);
  const headings = contentHeadings(blocks);
  const siblings = others.filter((other) => other.slug !== page.slug);

  return (
    <>
      <PageHeading crumbs={[{ href: `/page/${page.slug}`, label: page.title }]} title={page.title} lead={page.summary}>
        <p className="mt-3 text-sm text-muted">آخرین به‌روزرسانی: {formatJalaliDate(page.updated_at)}</p>
      </PageHeading>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8 md:px-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        {headings.length > 0 && (
          <nav aria-labelledby="toc-title" className="lg:sticky lg:top-32 lg:self-start">
            <div className="rounded-2xl border border-brand-100 bg-surface p-4">
              <h2 id="toc-title" className="font-extrabold">
                فهرست مطالب
              </h2>
              <ol className="mt-3 grid gap-1 text-sm">
                {headings.map((heading, i) => (
                  <li key={heading.id}>
                    <a href={`#${heading.id}`} className="flex gap-2 rounded-lg px-2 py-1.5 leading-6 text-ink hover:bg-brand-50 hover:text-brand-800">
                      <span aria-hidden="true" className="text-brand-700">
                        {toPersianDigits(i + 1)}.
                      </span>
                      {heading.text}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
        )}
        <div className="min-w-0">
          <article className="max-w-3xl">
            <RichText blocks={blocks} headingLevel={2} />
          </article>
          {siblings.length > 0 && (
            <section aria-labelledby="more-pages-title" className="mt-12 border-t border-brand-100 pt-8">
              <h2 id="more-pages-title" className="text-lg font-extrabold">
                صفحه‌های دیگر
              </h2>
              <ul className="mt-4 grid gap-3 md:grid-cols-2">
                {siblings.map((other) => (
                  <li key={other.slug}>
                    <Link href={`/page/${other.slug}`} className="block h-full rounded-2xl border border-brand-100 p-4 hover:border-brand-300 hover:bg-brand-50">
                      <span className="font-bold text-ink">{other.title}</span>
                      <span className="mt-1 block text-sm leading-6 text-muted">{excerpt(other.summary, 110)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </>
  );
}
