import type { Metadata } from "next";
import { CancelRegistration } from "@/components/account/cancel-registration";
import { Link } from "@/components/navigation/link";
import { RequestTimeline } from "@/components/requests/request-timeline";
import { StatusBadge } from "@/components/requests/status-badge";
import { ReviewNotice } from "@/components/requests/review-notice";
import { Fact } from "@/components/ui/fact";
import { requestsApi } from "@/lib/api/resources/requests";
import { authServerApi } from "@/render/api";
import { requireIdentity } from "@/render/auth";
import { formatJalaliDateTime } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { formatNumberFa } from "@/shared/format/number";
import { pageIdParam } from "@/lib/route-params";
import { visitorPage } from "@/render/page-rule";

export const metadata: Metadata = { title: "جزئیات درخواست" };

async function OrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireIdentity(`/profile/orders/${id}`);
  const request = await requestsApi.mineById(await authServerApi(), pageIdParam(id), { page: true });
  return (
    <div className="grid gap-6">
      <Link href="/profile/orders" className="text-sm font-bold text-brand-700 underline underline-offset-4">
        بازگشت به درخواست‌های من
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-black">
          {request.kind_label}
          {request.subject_title ? `: ${request.subject_title}` : ""}
        </h1>
        <StatusBadge status={request.status} label={request.status_label} />
      </div>
      {request.can_cancel && <CancelRegistration requestId={request.id} eventTitle={request.subject_title} />}
      <dl className="grid gap-4 rounded-2xl border border-brand-100 p-5 sm:grid-cols-3">
        <Fact label="کد پیگیری" dir="ltr" className="mt-1 text-end font-mono font-bold sm:text-start">
          {request.tracking_code}
        </Fact>
        <Fact label="تاریخ ثبت">{formatJalaliDateTime(request.created_at)}</Fact>
        <Fact label="ثبت با شماره" dir="ltr" className="mt-1 text-end font-bold sm:text-start">
          {toPersianDigits(request.mobile)}
        </Fact>
      </dl>
      <section aria-labelledby="timeline-title" className="rounded-2xl border border-brand-100 p-5">
        <h2 id="timeline-title" className="mb-5 text-lg font-extrabold">
          روند بررسی
        </h2>
        <RequestTimeline history={request.history} />
      </section>
      {request.files && request.files.length > 0 && (
        <section aria-labelledby="files-title" className="rounded-2xl border border-brand-100 p-5">
          <h2 id="files-title" className="mb-3 text-lg font-extrabold">
            فایل‌های ارسالی
          </h2>
          <ul className="grid gap-2">
            {request.files.map((file) => (
              <li key={file.id}>
                <a href={file.url} className="font-bold text-brand-800 underline underline-offset-4">
                  {file.name}
                </a>{" "}
                <span className="text-sm text-muted">({formatNumberFa(Math.ceil(file.size / 1024))} کیلوبایت)</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ReviewNotice />
    </div>
  );
}

export default visitorPage(OrderPage);
