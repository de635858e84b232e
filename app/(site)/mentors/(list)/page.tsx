import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { CatalogListPage } from "@/components/catalog/catalog-list-page";
import { slugOptions } from "@/components/catalog/filter-options";
import { MentorCard } from "@/components/mentors/mentor-card";
import { CallToAction } from "@/components/ui/call-to-action";
import { mentorsApi } from "@/lib/api/resources/mentors";
import { publicServerApi } from "@/render/api";
import { listQuery } from "@/lib/catalog/list-query";
import { param, type RawSearchParams } from "@/lib/catalog/search-params";
import { sortOptions } from "@/lib/catalog/sort";
import { pageMetadata } from "@/lib/seo";
import { sharedPage } from "@/render/page-rule";
import { listNoun } from "../../catalog-empty-texts";

export const metadata: Metadata = pageMetadata({
  title: "منتورها",
  description:
    "منتورهای باتجربه آوینوکس در کرمان: مشاوره محصول، بازاریابی، حقوقی، مالی، فنی و طراحی برای استارتاپ‌ها و کسب‌وکارهای نوپا.",
  path: "/mentors",
});

const SORTS = sortOptions(["newest", "most-visited", "cheapest", "most-expensive"], {
  cheapest: "session_price",
  "most-expensive": "-session_price",
});

async function MentorsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const params = await searchParams;
  const category = param(params, "category");
  const client = publicServerApi();
  const [list, categories] = await Promise.all([
    mentorsApi.list(client, { ...listQuery(params, SORTS), category, expand: "category" }, { page: true }),
    mentorsApi.categories(client, { page: true }),
  ]);

  return (
    <CatalogListPage
      path="/mentors"
      params={params}
      sorts={SORTS}
      title="منتورها"
      lead="با کسانی که این مسیر را رفته‌اند گفت‌وگو کنید: جلسه‌های مشاوره در محصول، بازاریابی، حقوق، مالی، فناوری و طراحی."
      headingExtra={
        // Two ways to ask: the team finds the mentor, or the visitor books a session (with a mentor of the list, or any).
        <div className="mt-5 flex flex-wrap gap-3">
          <Link
            href="/mentors/request"
            className="inline-flex rounded-xl bg-brand-700 px-5 py-3 font-bold text-white hover:bg-brand-800"
          >
            درخواست منتور
          </Link>
          <Link
            href="/mentors/mentor-request"
            className="inline-flex rounded-xl border border-brand-300 bg-white px-5 py-3 font-bold text-brand-800 hover:bg-brand-50"
          >
            درخواست جلسه منتورینگ یا مشاوره
          </Link>
        </div>
      }
      searchLabel="جستجو در منتورها"
      filters={[
        { name: "category", label: "حوزه", allLabel: "همه حوزه‌ها", value: category, options: slugOptions(categories) },
      ]}
      list={list}
      {...listNoun("منتور", {
        none: "به‌زودی منتورهای آوینوکس را اینجا معرفی می‌کنیم.",
        filtered: "عبارت جستجو یا حوزه را تغییر دهید.",
      })}
      renderItem={(mentor) => <MentorCard mentor={mentor} headingLevel={2} />}
    >
      <CallToAction
        id="become-mentor"
        tone="light"
        className="mt-12"
        title="می‌خواهید منتور شوید؟"
        text="تجربه‌تان را با تیم‌های جوان کرمان به اشتراک بگذارید؛ درخواستتان را بفرستید تا با شما تماس بگیریم."
        actions={[{ href: "/mentors/join", label: "درخواست منتور شدن" }]}
      />
    </CatalogListPage>
  );
}

export default sharedPage(MentorsPage);
