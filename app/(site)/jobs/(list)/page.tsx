import type { Metadata } from "next";
import Link from "next/link";
import { EmptyState } from "@/components/catalog/empty-state";
import { ListToolbar } from "@/components/catalog/list-toolbar";
import { PageHeading } from "@/components/catalog/page-heading";
import { Pagination } from "@/components/catalog/pagination";
import { ResultCount } from "@/components/catalog/result-count";
import { JobCard } from "@/components/jobs/job-card";
import { JOB_TYPE_LABELS } from "@/components/jobs/job-format";
import { jobsApi } from "@/lib/api/resources/jobs";
import { publicServerApi } from "@/lib/api/server";
import { JOB_TYPES } from "@/lib/api/types/jobs";
import { hrefWith, pageParam, param, type RawSearchParams, LIST_PAGE_SIZE } from "@/lib/catalog/search-params";
import { apiSort, sortOptions } from "@/lib/catalog/sort";
import { pageMetadata } from "@/lib/seo";

export const metadata: Metadata = pageMetadata({
  title: "فرصت‌های شغلی",
  description: "فرصت‌های شغلی و کارآموزی آوینوکس در کرمان: تیم فنی، بازاریابی و رشد، عملیات و پشتیبانی؛ تمام‌وقت، پاره‌وقت و دورکاری.",
  path: "/jobs",
});

const SORTS = sortOptions(["newest", "most-visited"], { newest: "-posted_at" });

export default async function JobsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const params = await searchParams;
  const sort = param(params, "sort");
  const client = publicServerApi();
  const [list, units, cities] = await Promise.all([
    jobsApi.list(
      client,
      {
        q: param(params, "q"),
        unit: param(params, "unit"),
        type: param(params, "type"),
        city: param(params, "city"),
        sort: apiSort(SORTS, sort),
        page: pageParam(params),
        "per-page": LIST_PAGE_SIZE,
        expand: "unit",
      },
      { page: true },
    ),
    jobsApi.units(client, { "per-page": 50 }, { page: true }),
    jobsApi.cities(client, { page: true }),
  ]);

  const filtered = Boolean(param(params, "q") || param(params, "unit") || param(params, "type") || param(params, "city"));
  return (
    <>
      <PageHeading
        crumbs={[{ href: "/jobs", label: "فرصت‌های شغلی" }]}
        title="فرصت‌های شغلی"
        lead="به تیم آوینوکس بپیوندید: در ساختن جامعه نوآوری کرمان سهم داشته باشید؛ تمام‌وقت، پاره‌وقت، دورکاری یا کارآموزی."
      />
      <div className="mx-auto max-w-7xl px-4 py-8 md:px-6">
        <ListToolbar
          key={JSON.stringify(params)}
          path="/jobs"
          searchLabel="جستجو در فرصت‌های شغلی"
          query={param(params, "q")}
          filters={[
            { name: "unit", label: "واحد", allLabel: "همه واحدها", value: param(params, "unit"), options: units.items.map((u) => ({ value: u.slug, label: u.name })) },
            { name: "type", label: "نوع همکاری", allLabel: "همه انواع همکاری", value: param(params, "type"), options: JOB_TYPES.map((t) => ({ value: t, label: JOB_TYPE_LABELS[t] })) },
            { name: "city", label: "شهر", allLabel: "همه شهرها", value: param(params, "city"), options: cities.map((c) => ({ value: c.name, label: c.name })) },
          ]}
          sort={{ options: SORTS, value: sort }}
        />
        <div className="mt-6">
          <ResultCount total={list.total} noun="فرصت شغلی" />
        </div>
        {list.items.length ? (
          <ul className="mt-4 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {list.items.map((job) => (
              <li key={job.id}>
                <JobCard job={job} headingLevel={2} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-4">
            <EmptyState
              title={filtered ? "فرصت شغلی‌ای با این مشخصات پیدا نشد" : "فعلاً فرصت شغلی بازی نداریم"}
              description={filtered ? "عبارت جستجو یا فیلترها را تغییر دهید." : "به‌زودی فرصت‌های تازه را اعلام می‌کنیم؛ سری به رویدادهای آوینوکس بزنید."}
              resetHref={filtered ? hrefWith("/jobs", {}, {}) : undefined}
            />
          </div>
        )}
        <Pagination path="/jobs" params={params} page={list.page} pageCount={list.pageCount} />
        <aside aria-labelledby="general-apply-title" className="mt-10 flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-brand-100 bg-brand-50 p-6">
          <div>
            <h2 id="general-apply-title" className="text-lg font-extrabold">
              موقعیت مناسب خود را پیدا نکردید؟
            </h2>
            <p className="mt-1 text-sm leading-7 text-muted">رزومه خود را برای یکی از واحدهای آوینوکس بفرستید؛ با باز شدن موقعیت مناسب با شما تماس می‌گیریم.</p>
          </div>
          <Link href={param(params, "unit") ? `/jobs/apply?unit=${encodeURIComponent(param(params, "unit")!)}` : "/jobs/apply"} className="rounded-xl bg-brand-700 px-5 py-3 font-bold text-white hover:bg-brand-800">
            درخواست همکاری عمومی
          </Link>
        </aside>
      </div>
    </>
  );
}
