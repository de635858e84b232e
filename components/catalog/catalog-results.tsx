import type { ReactNode } from "react";
import type { ListPage } from "@/lib/api/client";
import { hrefWith, type RawSearchParams } from "@/lib/catalog/search-params";
import { EmptyState } from "./empty-state";
import { Pagination } from "./pagination";
import { ResultCount } from "./result-count";

type EmptyTexts = { title: string; description: string };

/** What a narrowed empty list suggests unless the page names its own filters. */
const CHANGE_FILTERS = "عبارت جستجو یا فیلترها را تغییر دهید.";

export type CatalogResultsProps<T extends { id: number | string }> = {
  /** One page of the list, as the API answered it. */
  list: ListPage<T>;
  /** One result's card (it goes in a list item). */
  renderItem: (item: T) => ReactNode;
  /** What one result is called, after the count: "۱۲ کسب‌وکار". */
  noun: string;
  /** The list page's path and its query, which the page links keep. */
  path: string;
  params: RawSearchParams;
  /** Whether a search or a filter narrowed the list. */
  filtered: boolean;
  /** What an empty list says when narrowed by a search or filter, and when there is nothing at all. */
  empty: { filtered: Pick<EmptyTexts, "title"> & Partial<EmptyTexts>; none: EmptyTexts };
  /** Query kept by the "show everything" link of an empty, filtered list (none unless given). */
  resetKeeps?: Record<string, string | undefined>;
};

/** A catalog page's results: the count, the grid of cards or what an empty list says, and the page links. */
export function CatalogResults<T extends { id: number | string }>({
  list,
  renderItem,
  noun,
  path,
  params,
  filtered,
  empty,
  resetKeeps = {},
}: CatalogResultsProps<T>) {
  const texts = filtered ? { description: CHANGE_FILTERS, ...empty.filtered } : empty.none;
  return (
    <>
      <div className="mt-6">
        <ResultCount total={list.total} noun={noun} />
      </div>
      {list.items.length ? (
        <ul className="mt-4 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {list.items.map((item) => (
            <li key={item.id} className="render-when-near [--near-height:24rem]">
              {renderItem(item)}
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4">
          <EmptyState
            title={texts.title}
            description={texts.description}
            resetHref={filtered ? hrefWith(path, {}, resetKeeps) : undefined}
          />
        </div>
      )}
      <Pagination path={path} params={params} page={list.page} pageCount={list.pageCount} />
    </>
  );
}
