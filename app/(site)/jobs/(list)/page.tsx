import type { Metadata } from "next";
import { CatalogListPage } from "@/components/catalog/catalog-list-page";
import { labelOptions, slugOptions } from "@/components/catalog/filter-options";
import { JobCard } from "@/components/jobs/job-card";
import { JOB_TYPE_LABELS } from "@/components/jobs/job-format";
import { CallToAction } from "@/components/ui/call-to-action";
import { textOptions } from "@/components/ui/field";
import { jobsApi, movedUnitSlug } from "@/lib/api/resources/jobs";
import { redirectToCurrentParam } from "@/lib/canonical-slug";
import { publicServerApi } from "@/render/api";
import { listQuery } from "@/lib/catalog/list-query";
import { param, type RawSearchParams } from "@/lib/catalog/search-params";
import { sortOptions } from "@/lib/catalog/sort";
import { pageMetadata } from "@/lib/seo";
import { sharedPage } from "@/render/page-rule";
import { listNoun } from "../../catalog-empty-texts";

export const metadata: Metadata = pageMetadata({
  title: "فرصت‌های شغلی",
  description:
    "فرصت‌های شغلی و کارآموزی آوینوکس در کرمان: تیم فنی، بازاریابی و رشد، عملیات و پشتیبانی؛ تمام‌وقت، پاره‌وقت و دورکاری.",
  path: "/jobs",
});

const SORTS = sortOptions(["newest", "most-visited"], { newest: "-posted_at" });

async function JobsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const params = await searchParams;
  const unit = param(params, "unit");
  const type = param(params, "type");
  const city = param(params, "city");
  const client = publicServerApi();
  const [list, units, cities] = await Promise.all([
    jobsApi.list(client, { ...listQuery(params, SORTS), unit, type, city, expand: "unit" }, { page: true }),
    jobsApi.units(client, { "per-page": 50 }, { page: true }),
    jobsApi.cities(client, { page: true }),
  ]);
  // A renamed unit's shared link (?unit=old) moves to its current slug for good (308).
  redirectToCurrentParam("/jobs", params, "unit", await movedUnitSlug(client, unit, units.items));

  return (
    <CatalogListPage
      path="/jobs"
      params={params}
      sorts={SORTS}
      title="فرصت‌های شغلی"
      lead="به تیم آوینوکس بپیوندید: در ساختن جامعه نوآوری کرمان سهم داشته باشید؛ تمام‌وقت، پاره‌وقت، دورکاری یا کارآموزی."
      searchLabel="جستجو در فرصت‌های شغلی"
      filters={[
        { name: "unit", label: "واحد", allLabel: "همه واحدها", value: unit, options: slugOptions(units.items) },
        {
          name: "type",
          label: "نوع همکاری",
          allLabel: "همه انواع همکاری",
          value: type,
          options: labelOptions(JOB_TYPE_LABELS),
        },
        {
          name: "city",
          label: "شهر",
          allLabel: "همه شهرها",
          value: city,
          options: textOptions(cities.map((c) => c.name)),
        },
      ]}
      list={list}
      {...listNoun("فرصت شغلی", {
        none: "به‌زودی فرصت‌های تازه را اعلام می‌کنیم؛ سری به رویدادهای آوینوکس بزنید.",
        noneTitle: "فعلاً فرصت شغلی بازی نداریم",
      })}
      renderItem={(job) => <JobCard job={job} headingLevel={2} />}
    >
      <CallToAction
        id="general-apply-title"
        as="aside"
        tone="outline"
        className="mt-10"
        title="موقعیت مناسب خود را پیدا نکردید؟"
        text="رزومه خود را برای یکی از واحدهای آوینوکس بفرستید؛ با باز شدن موقعیت مناسب با شما تماس می‌گیریم."
        actions={[
          {
            href: unit ? `/jobs/apply?unit=${encodeURIComponent(unit)}` : "/jobs/apply",
            label: "درخواست همکاری عمومی",
          },
        ]}
      />
    </CatalogListPage>
  );
}

export default sharedPage(JobsPage);
