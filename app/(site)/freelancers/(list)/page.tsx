import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { CatalogResults } from "@/components/catalog/catalog-results";
import { ListToolbar } from "@/components/catalog/list-toolbar";
import { PageHeading } from "@/components/catalog/page-heading";
import { FreelancerCard } from "@/components/freelancers/freelancer-card";
import { freelancersApi } from "@/lib/api/resources/freelancers";
import { publicServerApi } from "@/lib/api/server";
import { pageParam, param, type RawSearchParams, LIST_PAGE_SIZE } from "@/lib/catalog/search-params";
import { apiSort, sortOptions } from "@/lib/catalog/sort";
import { formatNumberFa } from "@/shared/format/number";
import { pageMetadata } from "@/lib/seo";

export const metadata: Metadata = pageMetadata({
  title: "فریلنسرها",
  description: "برنامه‌نویس، طراح، نویسنده، بازاریاب، تحلیلگر داده و عکاس آزادکار از جامعه آوینوکس در استان کرمان؛ با مهارت‌ها، نرخ ساعتی و راه‌های ارتباط.",
  path: "/freelancers",
});

const SORTS = sortOptions(["newest", "most-visited", "cheapest", "most-expensive"], {
  cheapest: "hourly_rate",
  "most-expensive": "-hourly_rate",
});

export default async function FreelancersPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const params = await searchParams;
  const sort = param(params, "sort");
  const available = param(params, "available") === "1";
  const client = publicServerApi();
  const [list, categories, cities] = await Promise.all([
    freelancersApi.list(
      client,
      {
        q: param(params, "q"),
        category: param(params, "category"),
        available: available ? 1 : undefined,
        city: param(params, "city"),
        sort: apiSort(SORTS, sort),
        page: pageParam(params),
        "per-page": LIST_PAGE_SIZE,
        expand: "category",
      },
      { page: true },
    ),
    freelancersApi.categories(client, { page: true }),
    freelancersApi.cities(client, { page: true }),
  ]);

  const filtered = Boolean(param(params, "q") || param(params, "category") || param(params, "city") || available);
  return (
    <>
      <PageHeading
        crumbs={[{ href: "/freelancers", label: "فریلنسرها" }]}
        title="فریلنسرها"
        lead="متخصصان آزادکار جامعه آوینوکس در استان کرمان؛ برای پروژه‌تان برنامه‌نویس، طراح، نویسنده یا بازاریاب پیدا کنید."
      />
      <div className="mx-auto max-w-7xl px-4 py-8 md:px-6">
        <ListToolbar
          key={JSON.stringify(params)}
          path="/freelancers"
          searchLabel="جستجو در فریلنسرها"
          query={param(params, "q")}
          filters={[
            {
              name: "category",
              label: "حوزه",
              allLabel: "همه حوزه‌ها",
              value: param(params, "category"),
              options: categories.map((c) => ({ value: c.slug, label: c.name })),
            },
            {
              name: "city",
              label: "شهر",
              allLabel: "همه شهرها",
              value: param(params, "city"),
              options: cities.map((c) => ({ value: c.name, label: `${c.name} (${formatNumberFa(c.freelancers_count)})` })),
            },
            {
              name: "available",
              label: "وضعیت همکاری",
              allLabel: "همه فریلنسرها",
              value: available ? "1" : undefined,
              options: [{ value: "1", label: "فقط آماده همکاری" }],
            },
          ]}
          sort={{ options: SORTS, value: sort }}
        />
        <CatalogResults
          list={list}
          noun="فریلنسر"
          path="/freelancers"
          params={params}
          filtered={filtered}
          empty={{
            filtered: { title: "فریلنسری با این مشخصات پیدا نشد", description: "عبارت جستجو یا فیلترها را تغییر دهید." },
            none: { title: "هنوز فریلنسری معرفی نشده است", description: "به‌زودی فریلنسرهای جامعه آوینوکس را اینجا معرفی می‌کنیم." },
          }}
          renderItem={(freelancer) => <FreelancerCard freelancer={freelancer} headingLevel={2} />}
        />

        <section aria-labelledby="join-freelancers" className="mt-12 flex flex-col gap-4 rounded-2xl bg-brand-50 p-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="join-freelancers" className="text-lg font-extrabold">
              فریلنسر هستید؟
            </h2>
            <p className="mt-1 leading-7 text-muted">پروفایلتان را بسازید تا استارتاپ‌ها و کسب‌وکارهای کرمان شما را پیدا کنند.</p>
          </div>
          <Link href="/freelancers/request" className="shrink-0 rounded-xl bg-brand-700 px-5 py-2.5 text-center font-bold text-white hover:bg-brand-800">
            به جامعه فریلنسرها بپیوندید
          </Link>
        </section>
      </div>
    </>
  );
}
