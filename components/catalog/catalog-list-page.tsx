import type { ReactNode } from "react";
import { isFiltered } from "@/lib/catalog/list-query";
import { param, type RawSearchParams } from "@/lib/catalog/search-params";
import type { SortOption } from "@/lib/catalog/sort";
import { CatalogResults, type CatalogResultsProps } from "./catalog-results";
import { ListToolbar, type FilterControl } from "./list-toolbar";
import { PageHeading } from "./page-heading";

type Props<T extends { id: number | string }> = Pick<
  CatalogResultsProps<T>,
  "list" | "renderItem" | "noun" | "empty" | "resetKeeps"
> & {
  /** The section's path, its query as the page received it, and the sorts it offers. */
  path: string;
  params: RawSearchParams;
  sorts: SortOption[];
  /** The breadcrumb names the section; it is the title unless told otherwise. */
  crumb?: string;
  title: string;
  lead: string;
  /** Under the lead: the section's own buttons. */
  headingExtra?: ReactNode;
  searchLabel: string;
  filters: FilterControl[];
  /** Query the toolbar keeps without showing it (a tab). */
  hidden?: Record<string, string>;
  /** Above the toolbar (tabs). */
  before?: ReactNode;
  /** After the results (a call to action). */
  children?: ReactNode;
};

/**
 * A catalog section's list page: the heading, the search, filters and sort, then the results.
 * Whether the list is narrowed follows from the search and the filters' values.
 */
export function CatalogListPage<T extends { id: number | string }>({
  path,
  params,
  sorts,
  crumb,
  title,
  lead,
  headingExtra,
  searchLabel,
  filters,
  hidden,
  before,
  children,
  ...results
}: Props<T>) {
  const query = param(params, "q");
  return (
    <>
      <PageHeading crumbs={[{ href: path, label: crumb ?? title }]} title={title} lead={lead}>
        {headingExtra}
      </PageHeading>
      <div className="mx-auto max-w-7xl px-4 py-8 md:px-6">
        {before}
        <ListToolbar
          key={JSON.stringify(params)}
          path={path}
          searchLabel={searchLabel}
          query={query}
          hidden={hidden}
          filters={filters}
          sort={{ options: sorts, value: param(params, "sort") }}
        />
        <CatalogResults path={path} params={params} filtered={isFiltered(query, filters)} {...results} />
        {children}
      </div>
    </>
  );
}
