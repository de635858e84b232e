import type { Metadata } from "next";
import { CatalogListPage } from "@/components/catalog/catalog-list-page";
import { PresentCard } from "@/components/presents/present-card";
import { presentsApi } from "@/lib/api/resources/presents";
import { publicServerApi } from "@/render/api";
import { PRESENT_KINDS } from "@/shared/types/presents";
import { listQuery } from "@/lib/catalog/list-query";
import { param, type RawSearchParams } from "@/lib/catalog/search-params";
import { sortOptions } from "@/lib/catalog/sort";
import { pageMetadata } from "@/lib/seo";
import { sharedPage } from "@/render/page-rule";
import { listNoun } from "../../catalog-empty-texts";

export const metadata: Metadata = pageMetadata({
  title: "پیشنهادها و بسته‌ها",
  description:
    "بسته‌های شروع استارتاپ، تخفیف میز اختصاصی دانشجویی، روز کار رایگان و بسته رویداد سازمانی در فضای کار اشتراکی آوینوکس کرمان.",
  path: "/presents",
});

const SORTS = sortOptions(["newest", "most-visited", "cheapest", "most-expensive"]);

async function PresentsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const params = await searchParams;
  const kind = param(params, "kind");
  const list = await presentsApi.list(publicServerApi(), { ...listQuery(params, SORTS), kind }, { page: true });

  return (
    <CatalogListPage
      path="/presents"
      params={params}
      sorts={SORTS}
      crumb="پیشنهادها"
      title="پیشنهادها و بسته‌ها"
      lead="بسته‌ها، تخفیف‌ها و هدیه‌های آوینوکس برای شروع کار در فضای کار اشتراکی، برگزاری رویداد و پیوستن به جامعه استارتاپی کرمان."
      searchLabel="جستجو در پیشنهادها"
      filters={[{ name: "kind", label: "نوع پیشنهاد", allLabel: "همه پیشنهادها", value: kind, options: PRESENT_KINDS }]}
      list={list}
      {...listNoun("پیشنهاد", {
        none: "به‌زودی بسته‌ها و تخفیف‌های تازه را اعلام می‌کنیم.",
        noneTitle: "فعلاً پیشنهاد فعالی نداریم",
        filtered: "عبارت جستجو یا نوع پیشنهاد را تغییر دهید.",
      })}
      renderItem={(present) => <PresentCard present={present} headingLevel={2} />}
    />
  );
}

export default sharedPage(PresentsPage);
