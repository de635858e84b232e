// A kind's list in the content desk (events, pages, FAQ): every item whatever its state, a tab per
// state with its count, search (and a kind's own filters, the FAQ's category), and the page in the
// URL; each kind draws its own rows.
import type { ReactNode } from "react";
import { EmptyState } from "@/components/catalog/empty-state";
import { Pagination } from "@/components/catalog/pagination";
import { FilterForm } from "@/components/desk/filter-form";
import { deskInputClass } from "@/components/desk/filter-select";
import { Link } from "@/components/navigation/link";
import type { ContentStatusFilter } from "@/lib/api/resources/desk-content";
import { formatJalaliDateTime } from "@/shared/format/date";
import type { ContentState } from "@/shared/types/content";
import { hrefWith, param, pageParam, type RawSearchParams } from "@/lib/catalog/search-params";
import { formatNumberFa } from "@/shared/format/number";
import { ContentStateBadge, SHOWN_STATES } from "./content-state";

/** The list's tabs after "همه", in the order an item moves through them. */
export const COUNTED_STATES = [
  "draft",
  "scheduled",
  "published",
  "archived",
] as const satisfies readonly ContentStatusFilter[];

export type StateCounts = { all: number } & Record<ContentStatusFilter, number>;

const isState = (value: string | undefined): value is ContentStatusFilter =>
  COUNTED_STATES.some((state) => state === value);

/** The list's state, search and page as the URL says them, and the params that keep them in links. */
export function contentListQuery(raw: RawSearchParams) {
  const status = param(raw, "status");
  const state = isState(status) ? status : undefined;
  const q = param(raw, "q")?.slice(0, 100);
  const page = pageParam(raw);
  const params: RawSearchParams = { status: state, q, page: page > 1 ? String(page) : undefined };
  return { state, q, page, params };
}

const pillRow = "-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:overflow-visible md:px-0 md:pb-0";
const pill = (active: boolean) =>
  `inline-flex min-h-9 items-center gap-1.5 whitespace-nowrap rounded-full border px-3.5 py-1.5 text-sm font-bold ${active ? "border-brand-700 bg-brand-700 text-white" : "border-brand-200 bg-white text-brand-900 hover:bg-brand-50"}`;

/** A kind's list in its words: the heading ("رویدادها"), one item ("رویداد"), the new item's link ("رویداد تازه"), "همه رویدادها", "رویدادی اینجا نیست". */
export type ContentListKind = {
  path: string;
  words: { plural: string; one: string; newItem: string; all: string; none: string };
  searchPlaceholder: string;
  /** Where "new item" leads, when not `${path}/new` (the FAQ's keeps the category shown). */
  newHref?: string;
};

/** What the list shows: the URL's query, the count of each state, and the page of items found. */
export type ContentListData = {
  query: ReturnType<typeof contentListQuery>;
  counts: StateCounts;
  list: { total: number; page: number; pageCount: number; empty: boolean };
};

type Props = {
  kind: ContentListKind;
  data: ContentListData;
  /** The rows (each an <li>, ContentListRow). */
  children: ReactNode;
  /** A kind's own filters in the search form (their values kept in `data.query.params`). */
  filters?: ReactNode;
  /** Beside the count and the new item's link (the FAQ's categories). */
  aside?: ReactNode;
};

export function ContentList({
  kind: { path, words, searchPlaceholder, newHref },
  data: { query, counts, list },
  children,
  filters,
  aside,
}: Props) {
  const { state, q, params } = query;
  const heading = state ? SHOWN_STATES[state] : words.all;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <Link href="/admin/content" className="rounded text-sm font-bold text-brand-800 underline underline-offset-4">
            محتوا
          </Link>
          <h1 className="mt-1 text-2xl font-black">{words.plural}</h1>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="text-sm text-muted" aria-live="polite">
            {formatNumberFa(list.total)} {words.one}
          </p>
          {aside}
          <Link
            href={newHref ?? `${path}/new`}
            className="rounded-xl bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-800"
          >
            {words.newItem}
          </Link>
        </div>
      </div>

      <nav aria-label="وضعیت" className="min-w-0">
        <ul className={pillRow}>
          {[undefined, ...COUNTED_STATES].map((tab) => (
            <li key={tab ?? "all"} className="shrink-0">
              <Link
                href={hrefWith(path, params, { status: tab })}
                aria-current={state === tab ? "page" : undefined}
                className={pill(state === tab)}
              >
                {tab ? SHOWN_STATES[tab] : "همه"} <span>({formatNumberFa(tab ? counts[tab] : counts.all)})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <FilterForm
        key={hrefWith(path, params, {})}
        action={path}
        label={`جستجوی ${words.plural}`}
        className="flex flex-wrap items-end gap-3 rounded-2xl border border-brand-100 bg-white p-4"
      >
        {state && <input type="hidden" name="status" value={state} />}
        <div className="grid min-w-0 flex-1 basis-60 gap-1.5">
          <label htmlFor="content-q" className="text-sm font-bold">
            جستجو
          </label>
          <input
            id="content-q"
            name="q"
            type="search"
            defaultValue={q}
            placeholder={searchPlaceholder}
            className={deskInputClass}
          />
        </div>
        {filters}
        <button type="submit" className="rounded-xl bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-800">
          جستجو
        </button>
        {q && (
          <Link
            href={hrefWith(path, params, { q: undefined })}
            className="rounded-xl px-3 py-2.5 font-bold text-brand-800 underline underline-offset-4 hover:bg-brand-50"
          >
            پاک کردن جستجو
          </Link>
        )}
      </FilterForm>

      {list.empty ? (
        <EmptyState
          title={words.none}
          description={q ? `جستجو را تغییر دهید یا ${words.all} را ببینید.` : `با «${words.newItem}» نخستین را بسازید.`}
          resetHref={q || state ? path : undefined}
        />
      ) : (
        <ul aria-label={`${heading}، صفحه ${formatNumberFa(list.page)}`} className="grid gap-3">
          {children}
        </ul>
      )}
      <Pagination path={path} params={params} page={list.page} pageCount={list.pageCount} />
    </div>
  );
}

type RowProps = { item: ContentState & { title: string; url: string }; href: string; children: ReactNode };

/** One item of a list: its title opening its desk page, the kind's lines about it (`children`), when it goes public if scheduled, its state and its page on the site. */
export function ContentListRow({ item, href, children }: RowProps) {
  return (
    <li className="grid gap-2 rounded-2xl border border-brand-100 bg-white p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-center">
      <div className="grid min-w-0 gap-1">
        <h2 className="text-lg font-extrabold wrap-anywhere">
          <Link href={href} className="rounded text-brand-800 underline underline-offset-4 hover:text-brand-950">
            {item.title}
          </Link>
        </h2>
        {children}
        {item.status === "published" && !item.is_public && item.publish_at && (
          <p className="text-sm text-amber-900">انتشار: {formatJalaliDateTime(item.publish_at)}</p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <ContentStateBadge item={item} />
        {item.is_public && (
          <a href={item.url} className="rounded text-sm font-bold text-brand-800 underline underline-offset-4">
            صفحه در سایت<span className="sr-only">: {item.title}</span>
          </a>
        )}
      </div>
    </li>
  );
}
