import type { Metadata } from "next";
import { CatalogListPage } from "@/components/catalog/catalog-list-page";
import { labelOptions } from "@/components/catalog/filter-options";
import { ProjectCard } from "@/components/projects/project-card";
import { hitechApi } from "@/lib/api/resources/hitech";
import { publicServerApi } from "@/render/api";
import { HITECH_FIELDS, HITECH_STATUSES } from "@/shared/types/hitech";
import { listQuery } from "@/lib/catalog/list-query";
import { param, type RawSearchParams } from "@/lib/catalog/search-params";
import { sortOptions } from "@/lib/catalog/sort";
import { pageMetadata } from "@/lib/seo";
import { sharedPage } from "@/render/page-rule";
import { listNoun } from "../../catalog-empty-texts";

export const metadata: Metadata = pageMetadata({
  title: "پروژه‌های های‌تک",
  description:
    "پروژه‌های فناورانه آوینوکس با صنایع کرمان: معدن مس، پسته، آب، انرژی خورشیدی، هوش مصنوعی و گردشگری؛ نقش‌های مورد نیاز و درخواست همکاری.",
  path: "/projects",
});

// Projects have budgets, not prices: the price sorts speak of the budget.
const SORTS = sortOptions(["newest", "most-visited", "cheapest", "most-expensive"], {
  cheapest: "budget",
  "most-expensive": "-budget",
}).map((option) =>
  option.value === "cheapest"
    ? { ...option, label: "کم‌بودجه‌ترین" }
    : option.value === "most-expensive"
      ? { ...option, label: "پربودجه‌ترین" }
      : option,
);

const FIELD_OPTIONS = labelOptions(HITECH_FIELDS);
const STATUS_OPTIONS = labelOptions(HITECH_STATUSES);

async function ProjectsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const params = await searchParams;
  const field = param(params, "field");
  const status = param(params, "status");
  const list = await hitechApi.list(publicServerApi(), { ...listQuery(params, SORTS), field, status }, { page: true });

  return (
    <CatalogListPage
      path="/projects"
      params={params}
      sorts={SORTS}
      title="پروژه‌های های‌تک"
      lead="مسئله‌های واقعی صنایع کرمان که با فناوری حل می‌شوند؛ به تیم پروژه‌ای بپیوندید که به مهارت شما نیاز دارد."
      searchLabel="جستجو در پروژه‌ها"
      filters={[
        { name: "field", label: "حوزه", allLabel: "همه حوزه‌ها", value: field, options: FIELD_OPTIONS },
        { name: "status", label: "وضعیت", allLabel: "همه وضعیت‌ها", value: status, options: STATUS_OPTIONS },
      ]}
      list={list}
      {...listNoun("پروژه", {
        none: "به‌زودی پروژه‌های تازه را اینجا معرفی می‌کنیم.",
        noneTitle: "هنوز پروژه‌ای منتشر نشده است",
        filtered: "عبارت جستجو، حوزه یا وضعیت را تغییر دهید.",
      })}
      renderItem={(project) => <ProjectCard project={project} headingLevel={2} />}
    />
  );
}

export default sharedPage(ProjectsPage);
