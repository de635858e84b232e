import type { Metadata } from "next";
import { CatalogResults } from "@/components/catalog/catalog-results";
import { ListToolbar } from "@/components/catalog/list-toolbar";
import { PageHeading } from "@/components/catalog/page-heading";
import { PresentCard } from "@/components/presents/present-card";
import { presentsApi } from "@/lib/api/resources/presents";
import { publicServerApi } from "@/lib/api/server";
import { PRESENT_KINDS } from "@/shared/types/presents";
import { pageParam, param, type RawSearchParams, LIST_PAGE_SIZE } from "@/lib/catalog/search-params";
import { apiSort, sortOptions } from "@/lib/catalog/sort";
import { pageMetadata } from "@/lib/seo";

export const metadata: Metadata = pageMetadata({
  title: "پیشنهادها و بسته‌ها",
  description: "بسته‌های شروع استارتاپ، تخفیف میز اختصاصی دانشجویی، روز کار رایگان و بسته رویداد سازمانی در فضای کار اشتراکی آوینوکس کرمان.",
  path: "/presents",
});

const SORTS = sortOptions(["newest", "most-visited", "cheapest", "most-expensive"]);

export default async function PresentsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const params = await searchParams;
  const page = pageParam(params);
  const sort = param(params, "sort");
  const list = await presentsApi.list(publicServerApi(), { q: param(params, "q"), kind: param(params, "kind"), sort: apiSort(SORTS, sort), page, "per-page": LIST_PAGE_SIZE }, { page: true });

  const filtered = Boolean(param(params, "q") || param(params, "kind"));
  return (
    <>
      <PageHeading
        crumbs={[{ href: "/presents", label: "پیشنهادها" }]}
        title="پیشنهادها و بسته‌ها"
        lead="بسته‌ها، تخفیف‌ها و هدیه‌های آوینوکس برای شروع کار در فضای کار اشتراکی، برگزاری رویداد و پیوستن به جامعه استارتاپی کرمان."
      />
      <div className="mx-auto max-w-7xl px-4 py-8 md:px-6">
        <ListToolbar
          key={JSON.stringify(params)}
          path="/presents"
          searchLabel="جستجو در پیشنهادها"
          query={param(params, "q")}
          filters={[
            {
              name: "kind",
              label: "نوع پیشنهاد",
              allLabel: "همه پیشنهادها",
              value: param(params, "kind"),
              options: PRESENT_KINDS.map((k) => ({ value: k.value, label: k.label })),
            },
          ]}
          sort={{ options: SORTS, value: sort }}
        />
        <CatalogResults
          list={list}
          noun="پیشنهاد"
          path="/presents"
          params={params}
          filtered={filtered}
          empty={{
            filtered: { title: "پیشنهادی با این مشخصات پیدا نشد", description: "عبارت جستجو یا نوع پیشنهاد را تغییر دهید." },
            none: { title: "فعلاً پیشنهاد فعالی نداریم", description: "به‌زودی بسته‌ها و تخفیف‌های تازه را اعلام می‌کنیم." },
          }}
          renderItem={(present) => <PresentCard present={present} headingLevel={2} />}
        />
      </div>
    </>
  );
}
