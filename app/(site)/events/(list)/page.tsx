import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { CatalogResults } from "@/components/catalog/catalog-results";
import { ListToolbar } from "@/components/catalog/list-toolbar";
import { PageHeading } from "@/components/catalog/page-heading";
import { EventCard } from "@/components/events/event-card";
import { eventsApi } from "@/lib/api/resources/events";
import { publicServerApi } from "@/lib/api/server";
import { hrefWith, pageParam, param, type RawSearchParams, LIST_PAGE_SIZE } from "@/lib/catalog/search-params";
import { apiSort, sortOptions } from "@/lib/catalog/sort";
import { jalaliParts, JALALI_MONTH_NAMES } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { pageMetadata } from "@/lib/seo";

export const metadata: Metadata = pageMetadata({
  title: "رویدادها",
  description: "میت‌آپ‌ها، کارگاه‌ها، هکاتون‌ها و دمو دی‌های آوینوکس در کرمان؛ تقویم رویدادهای پیش رو و گزارش رویدادهای گذشته.",
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

export default async function EventsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const params = await searchParams;
  const when = param(params, "when") === "past" ? "past" : "upcoming";
  const page = pageParam(params);
  const sort = param(params, "sort");
  const client = publicServerApi();
  const [list, tags] = await Promise.all([
    eventsApi.list(
      client,
      {
        when,
        q: param(params, "q"),
        tag: param(params, "tag"),
        month: param(params, "month"),
        sort: apiSort(SORTS, sort),
        page,
        "per-page": LIST_PAGE_SIZE,
      },
      { page: true },
    ),
    eventsApi.tags(client, { page: true }),
  ]);

  const filtered = Boolean(param(params, "q") || param(params, "tag") || param(params, "month"));
  return (
    <>
      <PageHeading crumbs={[{ href: "/events", label: "رویدادها" }]} title="رویدادها" lead="میت‌آپ، کارگاه، هکاتون و دمو دی؛ جایی برای یاد گرفتن و آشنا شدن با جامعه استارتاپی کرمان." />
      <div className="mx-auto max-w-7xl px-4 py-8 md:px-6">
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
        <ListToolbar
          key={JSON.stringify(params)}
          path="/events"
          searchLabel="جستجو در رویدادها"
          query={param(params, "q")}
          hidden={when === "past" ? { when } : undefined}
          filters={[
            { name: "tag", label: "موضوع", allLabel: "همه موضوع‌ها", value: param(params, "tag"), options: tags.map((t) => ({ value: t.slug, label: t.name })) },
            { name: "month", label: "ماه", allLabel: "همه ماه‌ها", value: param(params, "month"), options: monthOptions() },
          ]}
          sort={{ options: SORTS, value: sort }}
        />
        <CatalogResults
          list={list}
          noun="رویداد"
          path="/events"
          params={params}
          filtered={filtered}
          empty={{
            filtered: { title: "رویدادی با این مشخصات پیدا نشد", description: "عبارت جستجو یا فیلترها را تغییر دهید." },
            none: {
              title: when === "past" ? "هنوز رویدادی برگزار نشده است" : "فعلاً رویداد پیش رویی نداریم",
              description: "به‌زودی رویدادهای تازه را اعلام می‌کنیم؛ از صفحه رویدادهای گذشته دیدن کنید.",
            },
          }}
          resetKeeps={{ when: when === "past" ? "past" : undefined }}
          renderItem={(event) => <EventCard event={event} headingLevel={2} />}
        />
      </div>
    </>
  );
}
