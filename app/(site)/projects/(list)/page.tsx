import type { Metadata } from "next";
import { CatalogResults } from "@/components/catalog/catalog-results";
import { ListToolbar } from "@/components/catalog/list-toolbar";
import { PageHeading } from "@/components/catalog/page-heading";
import { ProjectCard } from "@/components/projects/project-card";
import { hitechApi } from "@/lib/api/resources/hitech";
import { publicServerApi } from "@/lib/api/server";
import { HITECH_FIELDS, HITECH_STATUSES } from "@/shared/types/hitech";
import { pageParam, param, type RawSearchParams, LIST_PAGE_SIZE } from "@/lib/catalog/search-params";
import { apiSort, sortOptions } from "@/lib/catalog/sort";
import { pageMetadata } from "@/lib/seo";

export const metadata: Metadata = pageMetadata({
  title: "پروژه‌های های‌تک",
  description: "پروژه‌های فناورانه آوینوکس با صنایع کرمان: معدن مس، پسته، آب، انرژی خورشیدی، هوش مصنوعی و گردشگری؛ نقش‌های مورد نیاز و درخواست همکاری.",
  path: "/projects",
});

// Projects have budgets, not prices: the price sorts speak of the budget.
const SORTS = sortOptions(["newest", "most-visited", "cheapest", "most-expensive"], { cheapest: "budget", "most-expensive": "-budget" }).map((option) =>
  option.value === "cheapest" ? { ...option, label: "کم‌بودجه‌ترین" } : option.value === "most-expensive" ? { ...option, label: "پربودجه‌ترین" } : option,
);

const FIELD_OPTIONS = Object.entries(HITECH_FIELDS).map(([value, label]) => ({ value, label }));
const STATUS_OPTIONS = Object.entries(HITECH_STATUSES).map(([value, label]) => ({ value, label }));

export default async function ProjectsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const params = await searchParams;
  const sort = param(params, "sort");
  const list = await hitechApi.list(
    publicServerApi(),
    {
      q: param(params, "q"),
      field: param(params, "field"),
      status: param(params, "status"),
      sort: apiSort(SORTS, sort),
      page: pageParam(params),
      "per-page": LIST_PAGE_SIZE,
    },
    { page: true },
  );

  const filtered = Boolean(param(params, "q") || param(params, "field") || param(params, "status"));
  return (
    <>
      <PageHeading
        crumbs={[{ href: "/projects", label: "پروژه‌های های‌تک" }]}
        title="پروژه‌های های‌تک"
        lead="مسئله‌های واقعی صنایع کرمان که با فناوری حل می‌شوند؛ به تیم پروژه‌ای بپیوندید که به مهارت شما نیاز دارد."
      />
      <div className="mx-auto max-w-7xl px-4 py-8 md:px-6">
        <ListToolbar
          key={JSON.stringify(params)}
          path="/projects"
          searchLabel="جستجو در پروژه‌ها"
          query={param(params, "q")}
          filters={[
            { name: "field", label: "حوزه", allLabel: "همه حوزه‌ها", value: param(params, "field"), options: FIELD_OPTIONS },
            { name: "status", label: "وضعیت", allLabel: "همه وضعیت‌ها", value: param(params, "status"), options: STATUS_OPTIONS },
          ]}
          sort={{ options: SORTS, value: sort }}
        />
        <CatalogResults
          list={list}
          noun="پروژه"
          path="/projects"
          params={params}
          filtered={filtered}
          empty={{
            filtered: { title: "پروژه‌ای با این مشخصات پیدا نشد", description: "عبارت جستجو، حوزه یا وضعیت را تغییر دهید." },
            none: { title: "هنوز پروژه‌ای منتشر نشده است", description: "به‌زودی پروژه‌های تازه را اینجا معرفی می‌کنیم." },
          }}
          renderItem={(project) => <ProjectCard project={project} headingLevel={2} />}
        />
      </div>
    </>
  );
}
