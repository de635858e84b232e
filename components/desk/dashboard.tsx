// The desk's home for reviewers and admins (GET /v1/admin/dashboard): today and this week, what
// waits for a call, and where this week's reservations go. A figure the queue can show links to
// that queue, filtered the same way (a decision's time and a plan are not queue filters, so those
// figures stay plain).
import type { ReactNode } from "react";
import { Link } from "@/components/navigation/link";
import { hrefWith } from "@/lib/catalog/search-params";
import { formatNumberFa } from "@/shared/format/number";
import { REQUEST_KINDS, type RequestKind } from "@/shared/request-labels";
import type { DeskDashboard, DeskPeriodFigures } from "@/shared/types/desk";

const QUEUE = "/admin/requests";

/** The queue's URL under these filters (the queue's own names: kind, period, branch, not_called, sort). */
export const queueHref = (filters: Record<string, string | number | undefined>) => hrefWith(QUEUE, {}, filters);

/** The dashboard's periods, with the queue's period of the same days. */
const PERIODS = [
  { key: "today", title: "امروز", period: "today", since: "امروز" },
  { key: "week", title: "این هفته", period: "week", since: "از شنبه" },
] as const;

const figureLink = "rounded-lg text-brand-800 underline decoration-2 underline-offset-8 hover:text-brand-950";

function Figure({
  label,
  value,
  href,
  context,
  hint,
}: {
  label: string;
  value: number;
  href?: string;
  context: string;
  hint?: string;
}) {
  const text = formatNumberFa(value);
  return (
    <div className="grid content-start gap-1 rounded-xl bg-surface p-3">
      <dt className="text-sm font-bold text-muted">{label}</dt>
      <dd className="text-3xl font-black">
        {href ? (
          <Link href={href} className={figureLink}>
            {text}
            <span className="sr-only">
              {" "}
              {label} {context}، در صف
            </span>
          </Link>
        ) : (
          text
        )}
      </dd>
      {hint && <dd className="text-xs leading-6 text-muted">{hint}</dd>}
    </div>
  );
}

function Panel({
  id,
  title,
  note,
  className = "",
  children,
}: {
  id: string;
  title: string;
  note?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`grid content-start gap-4 rounded-2xl border border-brand-100 bg-white p-4 md:p-5 ${className}`}
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-extrabold">
          {title}
        </h2>
        {note && <p className="text-sm text-muted">{note}</p>}
      </div>
      {children}
    </section>
  );
}

/** Kinds with new requests in the period, busiest first (kinds with none are left out: a reviewer of every kind would read a column of zeros). */
export function kindsByCount(figures: DeskPeriodFigures): Array<{ kind: RequestKind; count: number }> {
  return (Object.entries(figures.new_by_kind) as Array<[RequestKind, number]>)
    .filter(([kind, count]) => count > 0 && Object.hasOwn(REQUEST_KINDS, kind))
    .map(([kind, count]) => ({ kind, count }))
    .sort((a, b) => b.count - a.count || REQUEST_KINDS[a.kind].localeCompare(REQUEST_KINDS[b.kind], "fa"));
}

function PeriodPanel({
  figures,
  title,
  period,
  since,
  id,
}: {
  figures: DeskPeriodFigures;
  title: string;
  period: string;
  since: string;
  id: string;
}) {
  const kinds = kindsByCount(figures);
  return (
    <Panel id={id} title={title} note={id === "week" ? "از شنبه تا امروز، به وقت تهران" : undefined}>
      <dl className="grid grid-cols-2 gap-3">
        <Figure label="درخواست تازه" value={figures.new_total} href={queueHref({ period })} context={since} />
        <Figure label="تصمیم گرفته‌شده" value={figures.decided} context={since} hint="تایید یا رد شده" />
      </dl>
      {kinds.length === 0 ? (
        <p className="text-sm text-muted">
          {id === "today" ? "امروز هنوز درخواست تازه‌ای نرسیده است." : "این هفته هنوز درخواست تازه‌ای نرسیده است."}
        </p>
      ) : (
        <ul aria-label={`درخواست‌های تازه ${since} به تفکیک نوع`} className="grid gap-1">
          {kinds.map(({ kind, count }) => (
            <li key={kind}>
              <Link
                href={queueHref({ kind, period })}
                className="flex items-center justify-between gap-3 rounded-lg px-2 py-2 hover:bg-brand-50"
              >
                <span className="font-bold text-brand-800 underline underline-offset-4">{REQUEST_KINDS[kind]}</span>
                <span className="font-black">{formatNumberFa(count)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function Busiest({
  title,
  items,
  empty,
}: {
  title: string;
  items: Array<{ key: number; label: string; count: number; href?: string }>;
  empty: string;
}) {
  return (
    <div className="grid content-start gap-2">
      <h3 className="font-bold">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ol aria-label={title} className="grid gap-1">
          {items.map((item) => {
            const content = (
              <>
                <span className={item.href ? "font-bold text-brand-800 underline underline-offset-4" : "font-bold"}>
                  {item.label}
                </span>
                <span className="shrink-0 text-sm">{formatNumberFa(item.count)} درخواست</span>
              </>
            );
            return (
              <li key={item.key}>
                {item.href ? (
                  <Link
                    href={item.href}
                    className="flex items-center justify-between gap-3 rounded-lg px-2 py-2 hover:bg-brand-50"
                  >
                    {content}
                  </Link>
                ) : (
                  <span className="flex items-center justify-between gap-3 px-2 py-2">{content}</span>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

export function DeskDashboardView({
  dashboard,
  reviewsReservations,
}: {
  dashboard: DeskDashboard;
  reviewsReservations: boolean;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {PERIODS.map(({ key, title, period, since }) => (
        <PeriodPanel key={key} id={key} title={title} period={period} since={since} figures={dashboard[key]} />
      ))}
      <Panel id="waiting" title="در انتظار تماس">
        <dl className="grid gap-3">
          <Figure
            label="درخواست باز بی‌تماس"
            value={dashboard.waiting_for_call}
            href={queueHref({ not_called: 1, sort: "oldest" })}
            context="تا امروز"
            hint="درخواست‌هایی که هنوز کار آن‌ها تمام نشده و کسی با درخواست‌دهنده تماس نگرفته است. صف تماس‌نگرفته‌ها از قدیمی‌ترین باز می‌شود."
          />
        </dl>
      </Panel>
      {reviewsReservations && (
        <Panel
          id="busiest"
          title="پرطرفدارترین‌های این هفته"
          note="رزروهای فضای کار از شنبه تا امروز"
          className="lg:col-span-2"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <Busiest
              title="شعبه‌ها"
              empty="این هفته رزروی ثبت نشده است."
              items={dashboard.busiest_branches.map((branch) => ({
                key: branch.id,
                label: branch.name,
                count: branch.count,
                href: queueHref({ kind: "reservation", branch: branch.id, period: "week" }),
              }))}
            />
            <Busiest
              title="پلن‌ها"
              empty="این هفته رزروی ثبت نشده است."
              items={dashboard.busiest_plans.map((plan) => ({ key: plan.id, label: plan.title, count: plan.count }))}
            />
          </div>
        </Panel>
      )}
    </div>
  );
}
