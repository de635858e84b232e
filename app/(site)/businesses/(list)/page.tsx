import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { CatalogResults } from "@/components/catalog/catalog-results";
import { ListToolbar } from "@/components/catalog/list-toolbar";
import { PageHeading } from "@/components/catalog/page-heading";
import { BusinessCard } from "@/components/businesses/business-card";
import { businessesApi } from "@/lib/api/resources/businesses";
import { publicServerApi } from "@/lib/api/server";
import { pageParam, param, type RawSearchParams, LIST_PAGE_SIZE } from "@/lib/catalog/search-params";
import { apiSort, sortOptions } from "@/lib/catalog/sort";
import { toPersianDigits } from "@/shared/format/digits";
import { pageMetadata } from "@/lib/seo";

export const metadata: Metadata = pageMetadata({
  title: "کسب‌وکارها",
  description: "استارتاپ‌ها و کسب‌وکارهایی که در شتاب‌دهنده آوینوکس کرمان رشد می‌کنند: کشاورزی هوشمند، گردشگری، آموزش، سلامت، فناوری مالی و هوش مصنوعی.",
  path: "/businesses",
});

const SORTS = sortOptions(["newest", "most-visited"]);

export default async function BusinessesPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const params = await searchParams;
  const page = pageParam(params);
  const sort = param(params, "sort");
  const client = publicServerApi();
  const [list, facets] = await Promise.all([
    businessesApi.list(
      client,
      {
        q: param(params, "q"),
        category: param(params, "category"),
        stage: param(params, "stage"),
        sort: apiSort(SORTS, sort),
        page,
        "per-page": LIST_PAGE_SIZE,
      },
      { page: true },
    ),
    businessesApi.categories(client, { page: true }),
  ]);

  const filtered = Boolean(param(params, "q") || param(params, "category") || param(params, "stage"));
  return (
    <>
      <PageHeading
        crumbs={[{ href: "/businesses", label: "کسب‌وکارها" }]}
        title="کسب‌وکارهای آوینوکس"
        lead="استارتاپ‌هایی که در فضای کار و دوره‌های شتاب‌دهی آوینوکس ساخته شده‌اند و رشد می‌کنند؛ از باغ‌های پسته رفسنجان تا خطوط تولید صنعت."
      />
      <div className="mx-auto max-w-7xl px-4 py-8 md:px-6">
        <ListToolbar
          key={JSON.stringify(params)}
          path="/businesses"
          searchLabel="جستجو در کسب‌وکارها"
          query={param(params, "q")}
          filters={[
            {
              name: "category",
              label: "حوزه فعالیت",
              allLabel: "همه حوزه‌ها",
              value: param(params, "category"),
              options: facets.categories.map((c) => ({ value: c.value, label: `${c.label} (${toPersianDigits(c.count)})` })),
            },
            {
              name: "stage",
              label: "مرحله رشد",
              allLabel: "همه مرحله‌ها",
              value: param(params, "stage"),
              options: facets.stages.map((s) => ({ value: s.value, label: `${s.label} (${toPersianDigits(s.count)})` })),
            },
          ]}
          sort={{ options: SORTS, value: sort }}
        />
        <CatalogResults
          list={list}
          noun="کسب‌وکار"
          path="/businesses"
          params={params}
          filtered={filtered}
          empty={{
            filtered: { title: "کسب‌وکاری با این مشخصات پیدا نشد", description: "عبارت جستجو یا فیلترها را تغییر دهید." },
            none: { title: "هنوز کسب‌وکاری معرفی نشده است", description: "به‌زودی استارتاپ‌های مستقر در آوینوکس را اینجا معرفی می‌کنیم." },
          }}
          renderItem={(business) => <BusinessCard business={business} headingLevel={2} />}
        />

        <section aria-labelledby="join-title" className="mt-14 flex flex-col items-start gap-4 rounded-2xl bg-brand-900 p-6 text-white md:flex-row md:items-center md:justify-between md:p-8">
          <div>
            <h2 id="join-title" className="text-xl font-extrabold">
              می‌خواهید کسب‌وکار شما هم اینجا باشد؟
            </h2>
            <p className="mt-2 leading-7 text-brand-50">ایده یا استارتاپ‌تان را ثبت کنید؛ تیم شتاب‌دهی آوینوکس آن را بررسی می‌کند و با شما تماس می‌گیرد.</p>
          </div>
          <Link href="/submit-idea" className="shrink-0 rounded-xl bg-white px-6 py-3 font-bold text-brand-900 hover:bg-brand-50">
            ثبت ایده
          </Link>
        </section>
      </div>
    </>
  );
}
