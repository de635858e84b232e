import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { EmptyState } from "@/components/catalog/empty-state";
import { Pagination } from "@/components/catalog/pagination";
import { StatusBadge } from "@/components/requests/status-badge";
import { requestsApi } from "@/lib/api/resources/requests";
import { authServerApi } from "@/render/api";
import { requireIdentity } from "@/render/auth";
import { pageParam, type RawSearchParams } from "@/lib/catalog/search-params";
import { formatJalaliDate } from "@/shared/format/date";
import { formatNumberFa } from "@/shared/format/number";
import { visitorPage } from "@/render/page-rule";

export const metadata: Metadata = { title: "درخواست‌های من" };

async function OrdersPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const params = await searchParams;
  await requireIdentity("/profile/orders");
  const list = await requestsApi.mine(
    await authServerApi(),
    { page: pageParam(params), "per-page": 10 },
    { page: true },
  );
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-black">درخواست‌های من</h1>
        <p className="text-sm text-muted">{formatNumberFa(list.total)} درخواست</p>
      </div>
      {list.items.length === 0 ? (
        <EmptyState
          title="هنوز درخواستی ثبت نکرده‌اید"
          description="رزرو فضای کار، ثبت ایده، درخواست منتور یا کارآموزی؛ هر درخواستی بفرستید اینجا با وضعیتش دیده می‌شود."
          resetHref="/reservation"
        />
      ) : (
        <ul className="grid gap-3">
          {list.items.map((item) => (
            <li key={item.id}>
              <Link
                href={`/profile/orders/${item.id}`}
                className="flex flex-col gap-2 rounded-2xl border border-brand-100 p-4 hover:border-brand-300 hover:bg-brand-50 md:flex-row md:items-center md:justify-between"
              >
                <span>
                  <span className="block font-bold">
                    {item.kind_label}
                    {item.subject_title ? `: ${item.subject_title}` : ""}
                  </span>
                  <span className="mt-1 block text-sm text-muted">
                    <span dir="ltr" className="font-mono">
                      {item.tracking_code}
                    </span>{" "}
                    · {formatJalaliDate(item.created_at)}
                  </span>
                </span>
                <StatusBadge status={item.status} label={item.status_label} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination path="/profile/orders" params={params} page={list.page} pageCount={list.pageCount} />
    </div>
  );
}

export default visitorPage(OrdersPage);
