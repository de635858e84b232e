import { Link } from "@/components/navigation/link";
import { PageHeading } from "@/components/catalog/page-heading";
import { ContentPageArticle } from "@/components/content/content-page-article";
import { entryBySlug } from "@/components/catalog/detail-entry";
import { pagesApi } from "@/lib/api/resources/pages";
import { publicServerApi } from "@/render/api";
import { formatJalaliDate } from "@/shared/format/date";
import { excerpt } from "@/lib/seo";
import { sharedPage } from "@/render/page-rule";
import { entryMetadata } from "@/render/entry-metadata";

type Props = { params: Promise<{ slug: string }> };

const pagePath = (slug: string) => `/page/${slug}`;

// One API call per request, shared by the metadata and the page; unknown slugs answer HTTP 404. A
// slug the page had before the content desk changed it redirects permanently to the current one.
const loadPage = entryBySlug((slug) => pagesApi.bySlug(publicServerApi(), slug, { page: true }), pagePath);

export const generateMetadata = entryMetadata(loadPage, (page) => ({
  title: page.title,
  description: excerpt(page.summary),
  path: pagePath(page.slug),
  type: "article",
}));

async function ContentPageView({ params }: Props) {
  const [page, { items: others }] = await Promise.all([
    loadPage(params),
    pagesApi.list(publicServerApi(), { page: true }),
  ]);
  const siblings = others.filter((other) => other.slug !== page.slug);

  return (
    <>
      <PageHeading crumbs={[{ href: pagePath(page.slug), label: page.title }]} title={page.title} lead={page.summary}>
        <p className="mt-3 text-sm text-muted">آخرین به‌روزرسانی: {formatJalaliDate(page.updated_at)}</p>
      </PageHeading>
      <ContentPageArticle body={page.body}>
        {siblings.length > 0 && (
          <section aria-labelledby="more-pages-title" className="mt-12 border-t border-brand-100 pt-8">
            <h2 id="more-pages-title" className="text-lg font-extrabold">
              صفحه‌های دیگر
            </h2>
            <ul className="mt-4 grid gap-3 md:grid-cols-2">
              {siblings.map((other) => (
                <li key={other.slug}>
                  <Link
                    href={pagePath(other.slug)}
                    className="block h-full rounded-2xl border border-brand-100 p-4 hover:border-brand-300 hover:bg-brand-50"
                  >
                    <span className="font-bold text-ink">{other.title}</span>
                    <span className="mt-1 block text-sm leading-6 text-muted">{excerpt(other.summary, 110)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </ContentPageArticle>
    </>
  );
}

export default sharedPage(ContentPageView);
