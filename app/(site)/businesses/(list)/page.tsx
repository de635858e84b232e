import type { Metadata } from "next";
import { CatalogListPage } from "@/components/catalog/catalog-list-page";
import { facetOptions } from "@/components/catalog/filter-options";
import { BusinessCard } from "@/components/businesses/business-card";
import { CallToAction } from "@/components/ui/call-to-action";
import { businessesApi } from "@/lib/api/resources/businesses";
import { publicServerApi } from "@/render/api";
import { listQuery } from "@/lib/catalog/list-query";
import { param, type RawSearchParams } from "@/lib/catalog/search-params";
import { sortOptions } from "@/lib/catalog/sort";
import { pageMetadata } from "@/lib/seo";
import { sharedPage } from "@/render/page-rule";
import { listNoun } from "../../catalog-empty-texts";

export const metadata: Metadata = pageMetadata({
  title: "کسب‌وکارها",
  description:
    "استارتاپ‌ها و کسب‌وکارهایی که در شتاب‌دهنده آوینوکس کرمان رشد می‌کنند: کشاورزی هوشمند، گردشگری، آموزش، سلامت، فناوری مالی و هوش مصنوعی.",
  path: "/businesses",
});

const SORTS = sortOptions(["newest", "most-visited"]);

async function BusinessesPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const params = await searchParams;
  const category = param(params, "category");
  const stage = param(params, "stage");
  const client = publicServerApi();
  const [list, facets] = await Promise.all([
    businessesApi.list(client, { ...listQuery(params, SORTS), category, stage }, { page: true }),
    businessesApi.categories(client, { page: true }),
  ]);

  return (
    <CatalogListPage
      path="/businesses"
      params={params}
      sorts={SORTS}
      crumb="کسب‌وکارها"
      title="کسب‌وکارهای آوینوکس"
      lead="استارتاپ‌هایی که در فضای کار و دوره‌های شتاب‌دهی آوینوکس ساخته شده‌اند و رشد می‌کنند؛ از باغ‌های پسته رفسنجان تا خطوط تولید صنعت."
      searchLabel="جستجو در کسب‌وکارها"
      filters={[
        {
          name: "category",
          label: "حوزه فعالیت",
          allLabel: "همه حوزه‌ها",
          value: category,
          options: facetOptions(facets.categories),
        },
        {
          name: "stage",
          label: "مرحله رشد",
          allLabel: "همه مرحله‌ها",
          value: stage,
          options: facetOptions(facets.stages),
        },
      ]}
      list={list}
      {...listNoun("کسب‌وکار", {
        none: "به‌زودی استارتاپ‌های مستقر در آوینوکس را اینجا معرفی می‌کنیم.",
      })}
      renderItem={(business) => <BusinessCard business={business} headingLevel={2} />}
    >
      <CallToAction
        id="join-title"
        tone="dark"
        className="mt-14"
        title="می‌خواهید کسب‌وکار شما هم اینجا باشد؟"
        text="ایده یا استارتاپ‌تان را ثبت کنید؛ تیم شتاب‌دهی آوینوکس آن را بررسی می‌کند و با شما تماس می‌گیرد."
        actions={[{ href: "/submit-idea", label: "ثبت ایده" }]}
      />
    </CatalogListPage>
  );
}

export default sharedPage(BusinessesPage);
