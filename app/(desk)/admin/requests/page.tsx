import type { Metadata } from "next";
import { EmptyState } from "@/components/catalog/empty-state";
import { Pagination } from "@/components/catalog/pagination";
import { FilterForm, MoreFilters } from "@/components/desk/filter-form";
import { deskInputClass, FilterSelect } from "@/components/desk/filter-select";
import { QueueList } from "@/components/desk/queue-list";
import { Link } from "@/components/navigation/link";
import { deskApi, deskExportPath, deskRequestPath, DESK_SORTS } from "@/lib/api/resources/desk";
import { workspacesApi } from "@/lib/api/resources/workspaces";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { hrefWith, type RawSearchParams } from "@/lib/catalog/search-params";
import { formatJalaliDateTime } from "@/shared/format/date";
import { formatNumberFa } from "@/shared/format/number";
import { REQUEST_KINDS, REQUEST_STATUSES, type RequestStatus } from "@/shared/request-labels";
import { reviewableKinds } from "@/shared/staff";
import { tehranToday } from "@/shared/format/date";
import {
  ASSIGNEE_LABELS,
  PERIOD_LABELS,
  queueApiQuery,
  readQueueState,
  SORT_LABELS,
  type QueueState,
} from "./queue-query";
import { visitorPage } from "@/render/page-rule";

export const metadata: Metadata = { title: "صف درخواست‌ها" };

const PATH = "/admin/requests";

// On a phone the kinds and the statuses are one row each that scrolls sideways (eleven kinds and
// eight statuses wrapped took a whole screen before the first request); wider screens wrap them.
const pillRow = "-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:overflow-visible md:px-0 md:pb-0";

const pill = (active: boolean) =>
  `inline-flex min-h-9 items-center gap-1.5 whitespace-nowrap rounded-full border px-3.5 py-1.5 text-sm font-bold ${active ? "border-brand-700 bg-brand-700 text-white" : "border-brand-200 bg-white text-brand-900 hover:bg-brand-50"}`;

/** A filter of the folded part is in force (so the fold opens). */
const moreFiltersSet = (state: QueueState) =>
  Boolean(state.assignee || state.period || state.branch !== undefined || state.sort !== "newest" || state.notCalled);

/** The URL's query for links: the state's own params (a link changes one part, see hrefWith). */
function stateParams(state: QueueState): RawSearchParams {
  return {
    kind: state.kind,
    status: state.status,
    assignee: state.assignee,
    not_called: state.notCalled ? "1" : undefined,
    q: state.q,
    period: state.period,
    branch: state.branch === undefined ? undefined : String(state.branch),
    sort: state.sort === "newest" ? undefined : state.sort,
    page: state.page > 1 ? String(state.page) : undefined,
  };
}

async function QueuePage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const raw = await searchParams;
  const here = hrefWith(PATH, raw, { page: typeof raw.page === "string" ? raw.page : undefined });
  const me = await requireStaff(here, (staff) => staff.can.review);
  const state = readQueueState(raw, me);
  const params = stateParams(state);
  const api = await authServerApi();
  const query = queueApiQuery(state, tehranToday());
  const { status: _status, sort: _sort, page: _page, ...summaryQuery } = query;
  // The export takes the list's own filters: every page of exactly this list.
  const { page: _exportPage, ...exportQuery } = query;
  const [list, summary, branches] = await Promise.all([
    deskApi.queue(api, { ...query, "per-page": 25 }, { page: true }),
    deskApi.summary(api, summaryQuery, { page: true }),
    state.kind === "reservation"
      ? workspacesApi.branches(api, { "per-page": 100 }, { page: true }).then((page) => page.items)
      : Promise.resolve([]),
  ]);
  const kinds = reviewableKinds(me);
  const heading = state.kind ? REQUEST_KINDS[state.kind] : "همه درخواست‌ها";
  const oldest = summary.oldest_untouched;

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-black">صف درخواست‌ها</h1>
          <p className="mt-1 text-muted">{heading}</p>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="text-sm text-muted" aria-live="polite">
            {formatNumberFa(list.total)} درخواست
          </p>
          <Link
            href={hrefWith(PATH, {}, { assignee: "me" })}
            aria-current={state.assignee === "me" ? "page" : undefined}
            className={pill(state.assignee === "me")}
          >
            صف من
          </Link>
          {/* A plain link: the browser downloads the file with the session cookie (no client-side navigation). */}
          <a href={deskExportPath(exportQuery)} download className={pill(false)}>
            دریافت CSV
          </a>
        </div>
      </div>

      <nav aria-label="نوع درخواست" className="min-w-0">
        <ul className={pillRow}>
          {[undefined, ...kinds].map((kind) => (
            <li key={kind ?? "all"} className="shrink-0">
              <Link
                href={hrefWith(PATH, {}, { kind })}
                aria-current={state.kind === kind ? "page" : undefined}
                className={pill(state.kind === kind)}
              >
                {kind ? REQUEST_KINDS[kind] : "همه"}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {oldest && (
        <section
          aria-labelledby="oldest-title"
          className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          <h2 id="oldest-title" className="font-extrabold">
            قدیمی‌ترین درخواست دست‌نخورده
          </h2>
          <p className="mt-1 leading-7">
            <Link href={deskRequestPath(oldest.id)} className="font-bold underline underline-offset-4">
              {oldest.kind_label} از {oldest.full_name}
            </Link>
            <span>
              {" "}
              · ثبت در {formatJalaliDateTime(oldest.created_at)} · کد{" "}
              <span dir="ltr" className="font-mono">
                {oldest.tracking_code}
              </span>
            </span>
          </p>
          <p className="text-sm">
            هنوز کسی آن را بررسی نکرده، به کسی سپرده نشده و با درخواست‌دهنده تماس گرفته نشده است.
          </p>
        </section>
      )}

      <nav aria-label="وضعیت" className="min-w-0">
        <ul className={pillRow}>
          <li className="shrink-0">
            <Link
              href={hrefWith(PATH, params, { status: undefined })}
              aria-current={!state.status ? "page" : undefined}
              className={pill(!state.status)}
            >
              همه وضعیت‌ها <span>({formatNumberFa(summary.total)})</span>
            </Link>
          </li>
          {(Object.keys(REQUEST_STATUSES) as RequestStatus[]).map((status) => (
            <li key={status} className="shrink-0">
              <Link
                href={hrefWith(PATH, params, { status })}
                aria-current={state.status === status ? "page" : undefined}
                className={pill(state.status === status)}
              >
                {REQUEST_STATUSES[status]} <span>({formatNumberFa(summary.counts[status] ?? 0)})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {/* Keyed by the filters: a link that changes them (a tab, «صف من») remounts the form, so its fields show the new state. */}
      <FilterForm
        key={hrefWith(PATH, params, {})}
        action={PATH}
        label="فیلتر درخواست‌ها"
        className="grid gap-4 rounded-2xl border border-brand-100 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        {state.kind && <input type="hidden" name="kind" value={state.kind} />}
        <div className="grid gap-1.5 sm:col-span-2 lg:col-span-3">
          <label htmlFor="queue-q" className="text-sm font-bold">
            جستجو
          </label>
          <input
            id="queue-q"
            name="q"
            type="search"
            defaultValue={state.q}
            placeholder="نام، موبایل یا کد پیگیری"
            className={deskInputClass}
          />
        </div>
        <FilterSelect
          id="queue-status"
          name="status"
          label="وضعیت"
          allLabel="همه وضعیت‌ها"
          value={state.status}
          options={REQUEST_STATUSES}
        />
        <MoreFilters open={moreFiltersSet(state)}>
          <FilterSelect
            id="queue-assignee"
            name="assignee"
            label="کارشناس"
            allLabel="همه"
            value={state.assignee}
            options={ASSIGNEE_LABELS}
          />
          <FilterSelect
            id="queue-period"
            name="period"
            label="زمان ثبت"
            allLabel="همه"
            value={state.period}
            options={PERIOD_LABELS}
          />
          {state.kind === "reservation" && (
            <FilterSelect
              id="queue-branch"
              name="branch"
              label="شعبه"
              allLabel="همه شعبه‌ها"
              value={state.branch === undefined ? undefined : String(state.branch)}
              options={Object.fromEntries(branches.map((branch) => [String(branch.id), branch.name]))}
            />
          )}
          {/* The default sort (newest) is the empty value, so it stays out of the URL. */}
          <FilterSelect
            id="queue-sort"
            name="sort"
            label="مرتب‌سازی"
            value={state.sort === "newest" ? "" : state.sort}
            options={Object.fromEntries(DESK_SORTS.map((sort) => [sort === "newest" ? "" : sort, SORT_LABELS[sort]]))}
          />
          <label className="flex min-h-11 cursor-pointer items-center gap-2 self-end font-bold">
            <input
              type="checkbox"
              name="not_called"
              value="1"
              defaultChecked={state.notCalled}
              className="size-5 accent-brand-700"
            />
            هنوز تماس گرفته نشده
          </label>
        </MoreFilters>
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-4">
          <button type="submit" className="rounded-xl bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-800">
            اعمال فیلترها
          </button>
          <Link
            href={hrefWith(PATH, {}, { kind: state.kind })}
            className="rounded-xl px-3 py-2.5 font-bold text-brand-800 underline underline-offset-4 hover:bg-brand-50"
          >
            پاک کردن فیلترها
          </Link>
        </div>
      </FilterForm>

      {list.items.length === 0 ? (
        <EmptyState
          title="درخواستی با این فیلترها نیست"
          description="فیلترها را تغییر دهید یا همه درخواست‌های این صف را ببینید."
          resetHref={hrefWith(PATH, {}, { kind: state.kind })}
        />
      ) : (
        <QueueList items={list.items} caption={`${heading}، صفحه ${formatNumberFa(list.page)}`} />
      )}
      <Pagination path={PATH} params={params} page={list.page} pageCount={list.pageCount} />
    </div>
  );
}

export default visitorPage(QueuePage);
