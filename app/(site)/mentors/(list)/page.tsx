import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { CatalogResults } from "@/components/catalog/catalog-results";
import { ListToolbar } from "@/components/catalog/list-toolbar";
import { PageHeading } from "@/components/catalog/page-heading";
import { MentorCard } from "@/components/mentors/mentor-card";
import { mentorsApi } from "@/lib/api/resources/mentors";
import { publicServerApi } from "@/lib/api/server";
import { pageParam, param, type RawSearchParams, LIST_PAGE_SIZE } from "@/lib/catalog/search-params";
import { apiSort, sortOptions } from "@/lib/catalog/sort";
import { pageMetadata } from "@/lib/seo";

export const metadata: Metadata = pageMetadata({
  title: "منتورها",
  description: "منتورهای باتجربه آوینوکس در کرمان: مشاوره محصول، بازاریابی، حقوقی، مالی، فنی و طراحی برای استارتاپ‌ها و کسب‌وکارهای نوپا.",
  path: "/mentors",
});

const SORTS = sortOptions(["newest", "most-visited", "cheapest", "most-expensive"], {
  cheapest: "session_price",
  "most-expensive": "-session_price",
});

export default async function MentorsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const params = await searchParams;
  const sort = param(params, "sort");
  const client = publicServerApi();
  const [list, categories] = await Promise.all([
    mentorsApi.list(
      client,
      {
        q: param(params, "q"),
        category: param(params, "category"),
        sort: apiSort(SORTS, sort),
        page: pageParam(params),
        "per-page": LIST_PAGE_SIZE,
        expand: "category",
      },
      { page: true },
    ),
    mentorsApi.categories(client, { page: true }),
  ]);

  const filtered = Boolean(param(params, "q") || param(params, "category"));
  return (
    <>
      <PageHeading
        crumbs={[{ href: "/mentors", label: "منتورها" }]}
        title="منتورها"
        lead="با کسانی که این مسیر را رفته‌اند گفت‌وگو کنید: جلسه‌های مشاوره در محصول، بازاریابی، حقوق، مالی، فناوری و طراحی."
      >
        {/* Two ways to ask: the team finds the mentor, or the visitor books a session (with a mentor of the list, or any). */}
        <div className="mt-5 flex flex-wrap gap-3">
          <Link href="/mentors/request" className="inline-flex rounded-xl bg-brand-700 px-5 py-3 font-bold text-white hover:bg-brand-800">
            درخواست منتور
          </Link>
          <Link href="/mentors/mentor-request" className="inline-flex rounded-xl border border-brand-300 bg-white px-5 py-3 font-bold text-brand-800 hover:bg-brand-50">
            درخواست جلسه منتورینگ یا مشاوره
          </Link>
        </div>
      </PageHeading>
      <div className="mx-auto max-w-7xl px-4 py-8 md:px-6">
        <ListToolbar
          key={JSON.stringify(params)}
          path="/mentors"
          searchLabel="جستجو در منتورها"
          query={param(params, "q")}
          filters={[
            {
              name: "category",
              label: "حوزه",
              allLabel: "همه حوزه‌ها",
              value: param(params, "category"),
              options: categories.map((c) => ({ value: c.slug, label: c.name })),
            },
          ]}
          sort={{ options: SORTS, value: sort }}
        />
        <CatalogResults
          list={list}
          noun="منتور"
          path="/mentors"
          params={params}
          filtered={filtered}
          empty={{
            filtered: { title: "منتوری با این مشخصات پیدا نشد", description: "عبارت جستجو یا حوزه را تغییر دهید." },
            none: { title: "هنوز منتوری معرفی نشده است", description: "به‌زودی منتورهای آوینوکس را اینجا معرفی می‌کنیم." },
          }}
          renderItem={(mentor) => <MentorCard mentor={mentor} headingLevel={2} />}
        />

        <section aria-labelledby="become-mentor" className="mt-12 flex flex-col gap-4 rounded-2xl bg-brand-50 p-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="become-mentor" className="text-lg font-extrabold">
              می‌خواهید منتور شوید؟
            </h2>
            <p className="mt-1 leading-7 text-muted">تجربه‌تان را با تیم‌های جوان کرمان به اشتراک بگذارید؛ درخواستتان را بفرستید تا با شما تماس بگیریم.</p>
          </div>
          <Link href="/mentors/join" className="shrink-0 rounded-xl bg-brand-700 px-5 py-2.5 text-center font-bold text-white hover:bg-brand-800">
            درخواست منتور شدن
          </Link>
        </section>
      </div>
    </>
  );
}
