import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { CatalogListPage } from "@/components/catalog/catalog-list-page";
import { slugOptions } from "@/components/catalog/filter-options";
import { EventCard } from "@/components/events/event-card";
import { eventsApi } from "@/lib/api/resources/events";
import { publicServerApi } from "@/render/api";
import { listQuery } from "@/lib/catalog/list-query";
import { hrefWith, param, type RawSearchParams } from "@/lib/catalog/search-params";
import { sortOptions } from "@/lib/catalog/sort";
import { jalaliParts, JALALI_MONTH_NAMES } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { pageMetadata } from "@/lib/seo";
import { sharedPage } from "@/render/page-rule";
import { listNoun } from "../../catalog-empty-texts";

export const metadata: Metadata = pageMetadata({
  title: "رویدادها",
  description:
    "میت‌آپ‌ها، کارگاه‌ها، هکاتون‌ها و دمو دی‌های آوینوکس در کرمان؛ تقویم رویدادهای پیش رو و گزارش رویدادهای گذشته.",
  path: "/events",
});

const SORTS = sortOptions(["newest", "most-visited", "cheapest", "most-expensive"]);

/** Six Jalali months back and six ahead, for the month filter. */
function monthOptions() {
  const { year, month } = jalaliParts(new Date());
  return Array.from({ length: 13 }, (_, i) => {
    const offset = i - 6;
    const index = year * 12 + (month - 1) + offset;
    const y = Math.floor(index / 12);
    const m = (index % 12) + 1;
    return { value: `${y}-${String(m).padStart(2, "0")}`, label: `${JALALI_MONTH_NAMES[m - 1]} ${toPersianDigits(y)}` };
  });
}

async function EventsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const params = await searchParams;
  const when = param(params, "when") === "past" ? "past" : "upcoming";
  const tag = param(params, "tag");
  const month = param(params, "month");
  const client = publicServerApi();
  const [list, tags] = await Promise.all([
    eventsApi.list(client, { ...listQuery(params, SORTS), when, tag, month }, { page: true }),
    eventsApi.tags(client, { page: true }),
  ]);

  return (
    <CatalogListPage
      path="/events"
      params={params}
      sorts={SORTS}
      title="رویدادها"
      lead="میت‌آپ، کارگاه، هکاتون و دمو دی؛ جایی برای یاد گرفتن و آشنا شدن با جامعه استارتاپی کرمان."
      before={
        <nav aria-label="زمان رویدادها" className="mb-5 flex gap-2">
          {(["upcoming", "past"] as const).map((value) => (
            <Link
              key={value}
              href={hrefWith("/events", params, { when: value === "upcoming" ? undefined : value })}
              aria-current={when === value ? "page" : undefined}
              className={`rounded-full px-5 py-2 font-bold ${when === value ? "bg-brand-700 text-white" : "border border-brand-200 text-brand-800 hover:bg-brand-50"}`}
            >
              {value === "upcoming" ? "رویدادهای پیش رو" : "رویدادهای گذشته"}
            </Link>
          ))}
        </nav>
      }
      searchLabel="جستجو در رویدادها"
      hidden={when === "past" ? { when } : undefined}
      filters={[
        { name: "tag", label: "موضوع", allLabel: "همه موضوع‌ها", value: tag, options: slugOptions(tags) },
        { name: "month", label: "ماه", allLabel: "همه ماه‌ها", value: month, options: monthOptions() },
      ]}
      list={list}
      {...listNoun("رویداد", {
        none: "به‌زودی رویدادهای تازه را اعلام می‌کنیم؛ از صفحه رویدادهای گذشته دیدن کنید.",
        noneTitle: when === "past" ? "هنوز رویدادی برگزار نشده است" : "فعلاً رویداد پیش رویی نداریم",
      })}
      resetKeeps={{ when: when === "past" ? "past" : undefined }}
      renderItem={(event) => <EventCard event={event} headingLevel={2} />}
    />
  );
}

export default sharedPage(EventsPage);
