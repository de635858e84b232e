import type { Metadata } from "next";
import { PageHeading } from "@/components/catalog/page-heading";
import { RequestTimeline } from "@/components/requests/request-timeline";
import { StatusBadge } from "@/components/requests/status-badge";
import { TrackForm } from "@/components/requests/track-form";
import { ApiError } from "@/lib/api/api-error";
import { requestsApi } from "@/lib/api/resources/requests";
import { visitorServerApi } from "@/render/api";
import type { RequestDetail } from "@/shared/types/requests";
import { param, type RawSearchParams } from "@/lib/catalog/search-params";
import { formatJalaliDateTime } from "@/shared/format/date";
import { toLatinDigits } from "@/shared/format/digits";
import { pageMetadata } from "@/lib/seo";
import { sharedPage } from "@/render/page-rule";

export const metadata: Metadata = pageMetadata({
  title: "پیگیری درخواست",
  description: "وضعیت درخواست رزرو، کارآموزی، ثبت ایده و دیگر درخواست‌های خود را با کد پیگیری و شماره موبایل ببینید.",
  path: "/track",
  noindex: true,
});

async function TrackPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const params = await searchParams;
  const code = param(params, "code");
  const mobile = param(params, "mobile") ? toLatinDigits(param(params, "mobile")!) : undefined;
  let found: RequestDetail | undefined;
  let problem: string | undefined;
  if (code && mobile) {
    try {
      found = await requestsApi.track(await visitorServerApi(), code, mobile);
    } catch (error) {
      problem =
        error instanceof ApiError && error.status !== undefined && error.status < 500
          ? error.message
          : "پیگیری در حال حاضر ممکن نیست؛ کمی بعد دوباره تلاش کنید.";
    }
  }
  return (
    <>
      <PageHeading
        crumbs={[{ href: "/track", label: "پیگیری درخواست" }]}
        title="پیگیری درخواست"
        lead="کد پیگیری‌ای را که پس از ثبت درخواست دیدید (و برایتان پیامک شد) همراه با شماره موبایلی که با آن درخواست دادید وارد کنید."
      />
      <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10 md:px-6">
        <TrackForm key={`${code}-${mobile}`} code={code} mobile={mobile} />
        {problem && (
          <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900">
            {problem}
          </p>
        )}
        {found && (
          <section aria-labelledby="result-title" className="grid gap-5 rounded-2xl border border-brand-100 p-6">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="result-title" className="text-xl font-extrabold">
                {found.kind_label}
                {found.subject_title ? `: ${found.subject_title}` : ""}
              </h2>
              <StatusBadge status={found.status} label={found.status_label} />
            </div>
            <p className="text-sm text-muted">
              کد پیگیری{" "}
              <span dir="ltr" className="font-mono font-bold text-ink">
                {found.tracking_code}
              </span>{" "}
              — ثبت‌شده در {formatJalaliDateTime(found.created_at)}
            </p>
            <RequestTimeline history={found.history} />
          </section>
        )}
      </div>
    </>
  );
}

// The empty tracking form is the same for everyone and shared; a lookup (?code=&mobile=) reads the
// visitor's address for its limit (visitorServerApi), which keeps that render theirs alone.
export default sharedPage(TrackPage);
