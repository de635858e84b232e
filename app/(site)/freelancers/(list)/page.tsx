import type { Metadata } from "next";
import { CatalogListPage } from "@/components/catalog/catalog-list-page";
import { countedOption, slugOptions } from "@/components/catalog/filter-options";
import { FreelancerCard } from "@/components/freelancers/freelancer-card";
import { CallToAction } from "@/components/ui/call-to-action";
import { freelancersApi } from "@/lib/api/resources/freelancers";
import { publicServerApi } from "@/render/api";
import { listQuery } from "@/lib/catalog/list-query";
import { param, type RawSearchParams } from "@/lib/catalog/search-params";
import { sortOptions } from "@/lib/catalog/sort";
import { pageMetadata } from "@/lib/seo";
import { sharedPage } from "@/render/page-rule";
import { listNoun } from "../../catalog-empty-texts";

export const metadata: Metadata = pageMetadata({
  title: "فریلنسرها",
  description:
    "برنامه‌نویس، طراح، نویسنده، بازاریاب، تحلیلگر داده و عکاس آزادکار از جامعه آوینوکس در استان کرمان؛ با مهارت‌ها، نرخ ساعتی و راه‌های ارتباط.",
  path: "/freelancers",
});

const SORTS = sortOptions(["newest", "most-visited", "cheapest", "most-expensive"], {
  cheapest: "hourly_rate",
  "most-expensive": "-hourly_rate",
});

async function FreelancersPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const params = await searchParams;
  const category = param(params, "category");
  const city = param(params, "city");
  const available = param(params, "available") === "1";
  const client = publicServerApi();
  const [list, categories, cities] = await Promise.all([
    freelancersApi.list(
      client,
      { ...listQuery(params, SORTS), category, available: available ? 1 : undefined, city, expand: "category" },
      { page: true },
    ),
    freelancersApi.categories(client, { page: true }),
    freelancersApi.cities(client, { page: true }),
  ]);

  return (
    <CatalogListPage
      path="/freelancers"
      params={params}
      sorts={SORTS}
      title="فریلنسرها"
      lead="متخصصان آزادکار جامعه آوینوکس در استان کرمان؛ برای پروژه‌تان برنامه‌نویس، طراح، نویسنده یا بازاریاب پیدا کنید."
      searchLabel="جستجو در فریلنسرها"
      filters={[
        { name: "category", label: "حوزه", allLabel: "همه حوزه‌ها", value: category, options: slugOptions(categories) },
        {
          name: "city",
          label: "شهر",
          allLabel: "همه شهرها",
          value: city,
          options: cities.map((c) => countedOption(c.name, c.name, c.freelancers_count)),
        },
        {
          name: "available",
          label: "وضعیت همکاری",
          allLabel: "همه فریلنسرها",
          value: available ? "1" : undefined,
          options: [{ value: "1", label: "فقط آماده همکاری" }],
        },
      ]}
      list={list}
      {...listNoun("فریلنسر", {
        none: "به‌زودی فریلنسرهای جامعه آوینوکس را اینجا معرفی می‌کنیم.",
      })}
      renderItem={(freelancer) => <FreelancerCard freelancer={freelancer} headingLevel={2} />}
    >
      <CallToAction
        id="join-freelancers"
        tone="light"
        className="mt-12"
        title="فریلنسر هستید؟"
        text="پروفایلتان را بسازید تا استارتاپ‌ها و کسب‌وکارهای کرمان شما را پیدا کنند."
        actions={[{ href: "/freelancers/request", label: "به جامعه فریلنسرها بپیوندید" }]}
      />
    </CatalogListPage>
  );
}

export default sharedPage(FreelancersPage);
