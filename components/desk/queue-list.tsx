// A queue's requests: a table on wide screens, a stacked list on a phone (the same rows; the other
// one is display:none, so neither screen readers nor keyboards meet them twice).
import { Link } from "@/components/navigation/link";
import { StatusBadge } from "@/components/requests/status-badge";
import { deskRequestPath } from "@/lib/api/resources/desk";
import { formatJalaliDateTime } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import type { DeskRequestItem } from "@/shared/types/desk";

const NOT_CALLED = "هنوز تماس گرفته نشده";
const NOBODY = "سپرده‌نشده";

const lastCall = (item: DeskRequestItem) =>
  item.last_called_at ? formatJalaliDateTime(item.last_called_at, "short") : NOT_CALLED;

function TrackingLink({ item, className = "" }: { item: DeskRequestItem; className?: string }) {
  return (
    <Link
      href={deskRequestPath(item.id)}
      className={`inline-block rounded font-mono font-bold text-brand-800 underline underline-offset-4 ${className}`}
    >
      <span dir="ltr">{item.tracking_code}</span>
    </Link>
  );
}

export function QueueList({ items, caption }: { items: DeskRequestItem[]; caption: string }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-brand-100 bg-white md:block">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-brand-50 text-brand-950">
            <tr>
              {["کد پیگیری", "نوع", "نام", "موبایل", "تاریخ ثبت", "وضعیت", "کارشناس", "آخرین تماس"].map((title) => (
                <th key={title} scope="col" className="px-3 py-3 text-start font-bold whitespace-nowrap">
                  {title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className="border-t border-brand-100 align-top hover:bg-surface">
                <td className="px-3 py-3">
                  <TrackingLink item={item} />
                </td>
                <td className="px-3 py-3">
                  {item.kind_label}
                  {item.subject_title && <span className="block text-xs text-muted">{item.subject_title}</span>}
                </td>
                <td className="px-3 py-3 font-bold">{item.full_name}</td>
                <td className="px-3 py-3 whitespace-nowrap">
                  <span dir="ltr">{toPersianDigits(item.mobile)}</span>
                </td>
                <td className="px-3 py-3 whitespace-nowrap">{formatJalaliDateTime(item.created_at, "short")}</td>
                <td className="px-3 py-3">
                  <StatusBadge status={item.status} label={item.status_label} />
                </td>
                <td className="px-3 py-3">
                  {item.assignee ? toPersianDigits(item.assignee.name) : <span className="text-muted">{NOBODY}</span>}
                </td>
                <td className="px-3 py-3 whitespace-nowrap">
                  {item.last_called_at ? lastCall(item) : <span className="text-muted">{NOT_CALLED}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={caption} className="grid gap-3 md:hidden">
        {items.map((item) => (
          <li key={item.id} className="rounded-2xl border border-brand-100 bg-white p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <TrackingLink item={item} className="py-0.5" />
              <StatusBadge status={item.status} label={item.status_label} />
            </div>
            <p className="mt-2 font-bold">{item.full_name}</p>
            <p className="text-sm text-muted">
              {item.kind_label}
              {item.subject_title ? `: ${item.subject_title}` : ""}
            </p>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <div>
                <dt className="text-muted">موبایل</dt>
                <dd dir="ltr" className="text-end">
                  {toPersianDigits(item.mobile)}
                </dd>
              </div>
              <div>
                <dt className="text-muted">تاریخ ثبت</dt>
                <dd>{formatJalaliDateTime(item.created_at, "short")}</dd>
              </div>
              <div>
                <dt className="text-muted">کارشناس</dt>
                <dd>{item.assignee ? toPersianDigits(item.assignee.name) : NOBODY}</dd>
              </div>
              <div>
                <dt className="text-muted">آخرین تماس</dt>
                <dd>{lastCall(item)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
