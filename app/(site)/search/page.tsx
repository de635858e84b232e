import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { PageHeading } from "@/components/catalog/page-heading";
import { Pagination } from "@/components/catalog/pagination";
import { SearchGroupSection, SearchHits } from "@/components/search/search-group";
import { SearchSuggestions } from "@/components/search/search-suggestions";
import { SiteSearchForm } from "@/components/search/site-search-form";
import { searchApi } from "@/lib/api/resources/search";
import { publicServerApi } from "@/render/api";
import { isSearchType, SEARCH_TYPE_LABELS, type SearchGroup, type SearchType } from "@/shared/types/search";
import { pageParam, param, type RawSearchParams } from "@/lib/catalog/search-params";
import { formatNumberFa } from "@/shared/format/number";
import { searchWords } from "@/shared/format/persian-text";
import { pageMetadata } from "@/lib/seo";
import { LineIcon } from "@/components/icons/line-icon";
import { sharedPage } from "@/render/page-rule";

type Props = { searchParams: Promise<RawSearchParams> };

/** Results per page when one kind is shown. */
const PER_PAGE = 10;

/** The query as the API accepts it (at most 100 characters, at least one searchable word). */
function readQuery(params: RawSearchParams): string | undefined {
  const q = param(params, "q")?.slice(0, 100).trim();
  return q && searchWords(q).length > 0 ? q : undefined;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const q = readQuery(await searchParams);
  // Result pages are never indexed (their links are followed).
  return pageMetadata({
    title: q ? `نتایج جستجوی «${q}»` : "جستجو",
    description:
      "جستجو در رویدادها، کسب‌وکارها، منتورها، فریلنسرها، فرصت‌های شغلی، پروژه‌ها، پیشنهادها و پرسش‌های متداول آوینوکس.",
    path: "/search",
    noindex: true,
  });
}

const searchHref = (q: string, type?: SearchType) => `/search?q=${encodeURIComponent(q)}${type ? `&type=${type}` : ""}`;

async function SearchPage({ searchParams }: Props) {
  const params = await searchParams;
  const q = readQuery(params);
  const rawType = param(params, "type");
  const type = isSearchType(rawType) ? rawType : undefined;

  return (
    <>
      <PageHeading
        crumbs={[{ href: "/search", label: "جستجو" }]}
        title={q ? `نتایج جستجو برای «${q}»` : "جستجو در آوینوکس"}
        lead={q ? undefined : "رویداد، فضای کار، منتور، فرصت شغلی یا پاسخ پرسشتان را پیدا کنید."}
      />
      <div className="mx-auto max-w-5xl px-4 py-8 md:px-6">
        <SiteSearchForm query={q ?? param(params, "q")} type={q ? type : undefined} />
        <div className="mt-8">
          {!q ? (
            <SearchSuggestions />
          ) : type ? (
            <OneType q={q} type={type} page={pageParam(params)} />
          ) : (
            <AllTypes q={q} />
          )}
        </div>
      </div>
    </>
  );
}

async function AllTypes({ q }: { q: string }) {
  const groups = await searchApi.all(publicServerApi(), q, { page: true });
  if (!groups.length) return <NoResults q={q} />;
  const total = groups.reduce((sum, group) => sum + group.total, 0);
  return (
    <>
      <p className="text-muted" aria-live="polite">
        {formatNumberFa(total)} نتیجه در {formatNumberFa(groups.length)} بخش
      </p>
      <nav aria-label="بخش‌های نتایج" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {groups.map((group) => (
            <li key={group.type}>
              <a
                href={`#${group.type}`}
                className="block rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-bold text-brand-800 hover:bg-brand-50"
              >
                {group.type_label} <span className="font-normal text-muted">({formatNumberFa(group.total)})</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8 grid gap-10">
        {groups.map((group) => (
          <SearchGroupSection key={group.type} group={group} allHref={searchHref(q, group.type)} />
        ))}
      </div>
    </>
  );
}

async function OneType({ q, type, page }: { q: string; type: SearchType; page: number }) {
  const list = await searchApi.ofType(publicServerApi(), q, type, page, PER_PAGE, { page: true });
  const group: SearchGroup = list.items[0] ?? { type, type_label: SEARCH_TYPE_LABELS[type], total: 0, items: [] };
  return (
    <>
      <Link
        href={searchHref(q)}
        className="text-sm font-bold text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        بازگشت به نتایج همه بخش‌ها
      </Link>
      <div className="mt-6">
        {group.total > 0 ? (
          <section aria-labelledby="type-results-title">
            <h2 id="type-results-title" className="border-b border-brand-100 pb-2 text-xl font-extrabold">
              {group.type_label} <span className="text-base font-bold text-muted">({formatNumberFa(group.total)})</span>
            </h2>
            {group.items.length ? (
              <SearchHits group={group} />
            ) : (
              <p className="mt-4 text-muted">این صفحه از نتایج خالی است.</p>
            )}
            <Pagination path="/search" params={{ q, type }} page={list.page} pageCount={list.pageCount} />
          </section>
        ) : (
          <NoResults q={q} label={group.type_label} />
        )}
      </div>
    </>
  );
}

function NoResults({ q, label }: { q: string; label?: string }) {
  return (
    <>
      <div
        className="flex flex-col items-center rounded-2xl border border-dashed border-brand-200 px-6 py-12 text-center"
        role="status"
      >
        <LineIcon viewBox="0 0 64 64" className="size-16 text-brand-300" strokeWidth="3">
          <circle cx="28" cy="28" r="16" />
          <path d="m40 40 14 14M22 28h12" strokeLinecap="round" />
        </LineIcon>
        <h2 className="mt-4 text-lg font-bold">
          {label ? `در ${label} نتیجه‌ای برای «${q}» پیدا نشد` : `نتیجه‌ای برای «${q}» پیدا نشد`}
        </h2>
        <ul className="mt-3 grid max-w-md list-disc gap-1 ps-5 text-start leading-7 text-muted">
          <li>املای واژه‌ها را بررسی کنید یا واژه هم‌معنی را امتحان کنید.</li>
          <li>با واژه‌های کمتر و کلی‌تر جستجو کنید؛ مثلاً «رزرو» به‌جای «رزرو میز برای فردا».</li>
          <li>
            پاسخ خیلی از پرسش‌ها در{" "}
            <Link href="/faq" className="font-bold text-brand-700 underline underline-offset-4">
              پرسش‌های متداول
            </Link>{" "}
            آمده است.
          </li>
        </ul>
        {label && (
          <Link
            href={searchHref(q)}
            className="mt-5 rounded-xl border border-brand-300 px-5 py-2.5 font-bold text-brand-800 hover:bg-brand-50"
          >
            جستجو در همه بخش‌ها
          </Link>
        )}
      </div>
      <div className="mt-10">
        <SearchSuggestions />
      </div>
    </>
  );
}

export default sharedPage(SearchPage);
