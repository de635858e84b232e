import type { Metadata } from "next";
import { EmptyState } from "@/components/catalog/empty-state";
import { Pagination } from "@/components/catalog/pagination";
import { FilterForm } from "@/components/desk/filter-form";
import { QueueList } from "@/components/desk/queue-list";
import { Link } from "@/components/navigation/link";
import { deskApi, deskRequestPath, DESK_SORTS } from "@/lib/api/resources/desk";
import { workspacesApi } from "@/lib/api/resources/workspaces";
import { authServerApi } from "@/lib/api/server";
import { requireStaff } from "@/lib/auth/staff";
import { hrefWith, type RawSearchParams } from "@/lib/catalog/search-params";
import { formatJalaliDateTime } from "@/shared/format/date";
import { formatNumberFa } from "@/shared/format/number";
import { REQUEST_KINDS, REQUEST_STATUSES, type RequestStatus } from "@/shared/request-labels";
import { reviewableKinds } from "@/shared/staff";
import { tehranToday } from "@/shared/format/date";
import { ASSIGNEE_LABELS, PERIODS, queueApiQuery, readQueueState, SORT_LABELS, type QueueState } from "./queue-query";

export const metadata: Metadata = { title: "صف درخواست‌ها" };

const PATH = "/admin/requests";

const pill = (active: boolean) =>
  `inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-bold ${active ? "border-brand-700 bg-brand-700 text-white" : "border-brand-200 bg-white text-brand-900 hover:bg-brand-50"}`;

const inputClass = "w-full rounded-xl border border-brand-200 bg-white px-3 py-2.5 text-ink";

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

export default async function QueuePage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const raw = await searchParams;
  const here = hrefWith(PATH, raw, { page: typeof raw.page === "string" ? raw.page : undefined });
  const me = await requireStaff(here, (staff) => staff.can.review);
  const state = readQueueState(raw, me);
  const params = stateParams(state);
  const api = await authServerApi();
  const query = queueApiQuery(state, tehranToday());
  const { status: _status, sort: _sort, page: _page, ...summaryQuery } = query;
  const [list, summary, branches] = await Promise.all([
    deskApi.queue(api, { ...query, "per-page": 25 }, { page: true }),
    deskApi.summary(api, summaryQuery, { page: true }),
    state.kind === "reservation" ? workspacesApi.branches(api, { "per-page": 100 }, { page: true }).then((page) => page.items) : Promise.resolve([]),
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
        <p className="text-sm text-muted" aria-live="polite">
          {formatNumberFa(list.total)} درخواست
        </p>
      </div>

      <nav aria-label="نوع درخواست">
        <ul className="flex flex-wrap gap-2">
          {[undefined, ...kinds].map((kind) => (
            <li key={kind ?? "all"}>
              <Link href={hrefWith(PATH, {}, { kind })} aria-current={state.kind === kind ? "page" : undefined} className={pill(state.kind === kind)}>
                {kind ? REQUEST_KINDS[kind] : "همه"}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {oldest && (
        <section aria-labelledby="oldest-title" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
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
          <p className="text-sm">هنوز کسی آن را بررسی نکرده، به کسی سپرده نشده و با درخواست‌دهنده تماس گرفته نشده است.</p>
        </section>
      )}

      <nav aria-label="وضعیت">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link href={hrefWith(PATH, params, { status: undefined })} aria-current={!state.status ? "page" : undefined} className={pill(!state.status)}>
              همه وضعیت‌ها <span>({formatNumberFa(summary.total)})</span>
            </Link>
          </li>
          {(Object.keys(REQUEST_STATUSES) as RequestStatus[]).map((status) => (
            <li key={status}>
              <Link href={hrefWith(PATH, params, { status })} aria-current={state.status === status ? "page" : undefined} className={pill(state.status === status)}>
                {REQUEST_STATUSES[status]} <span>({formatNumberFa(summary.counts[status] ?? 0)})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <FilterForm action={PATH} label="فیلتر درخواست‌ها" className="grid gap-4 rounded-2xl border border-brand-100 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
        {state.kind && <input type="hidden" name="kind" value={state.kind} />}
        <div className="grid gap-1.5 sm:col-span-2">
          <label htmlFor="queue-q" className="text-sm font-bold">
            جستجو
          </label>
          <input id="queue-q" name="q" type="search" defaultValue={state.q} placeholder="نام، موبایل یا کد پیگیری" className={inputClass} />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="queue-status" className="text-sm font-bold">
            وضعیت
          </label>
          <select id="queue-status" name="status" defaultValue={state.status ?? ""} className={inputClass}>
            <option value="">همه وضعیت‌ها</option>
            {(Object.keys(REQUEST_STATUSES) as RequestStatus[]).map((status) => (
              <option key={status} value={status}>
                {REQUEST_STATUSES[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="queue-assignee" className="text-sm font-bold">
            کارشناس
          </label>
          <select id="queue-assignee" name="assignee" defaultValue={state.assignee ?? ""} className={inputClass}>
            <option value="">همه</option>
            {Object.entries(ASSIGNEE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="queue-period" className="text-sm font-bold">
            زمان ثبت
          </label>
          <select id="queue-period" name="period" defaultValue={state.period ?? ""} className={inputClass}>
            <option value="">همه</option>
            {Object.entries(PERIODS).map(([value, { label }]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {state.kind === "reservation" && (
          <div className="grid gap-1.5">
            <label htmlFor="queue-branch" className="text-sm font-bold">
              شعبه
            </label>
            <select id="queue-branch" name="branch" defaultValue={state.branch === undefined ? "" : String(state.branch)} className={inputClass}>
              <option value="">همه شعبه‌ها</option>
              {branches.map((branch) => (
                <option key={branch.id} value={branch.id}>
                  {branch.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="grid gap-1.5">
          <label htmlFor="queue-sort" className="text-sm font-bold">
            مرتب‌سازی
          </label>
          <select id="queue-sort" name="sort" defaultValue={state.sort === "newest" ? "" : state.sort} className={inputClass}>
            {DESK_SORTS.map((sort) => (
              <option key={sort} value={sort === "newest" ? "" : sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
        <label className="flex min-h-11 cursor-pointer items-center gap-2 self-end font-bold">
          <input type="checkbox" name="not_called" value="1" defaultChecked={state.notCalled} className="size-5 accent-brand-700" />
          هنوز تماس گرفته نشده
        </label>
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-4">
          <button type="submit" className="rounded-xl bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-800">
            اعمال فیلترها
          </button>
          <Link href={hrefWith(PATH, {}, { kind: state.kind })} className="rounded-xl px-3 py-2.5 font-bold text-brand-800 underline underline-offset-4 hover:bg-brand-50">
            پاک کردن فیلترها
          </Link>
        </div>
      </FilterForm>

      {list.items.length === 0 ? (
        <EmptyState title="درخواستی با این فیلترها نیست" description="فیلترها را تغییر دهید یا همه درخواست‌های این صف را ببینید." resetHref={hrefWith(PATH, {}, { kind: state.kind })} />
      ) : (
        <QueueList items={list.items} caption={`${heading}، صفحه ${formatNumberFa(list.page)}`} />
      )}
      <Pagination path={PATH} params={params} page={list.page} pageCount={list.pageCount} />
    </div>
  );
}
