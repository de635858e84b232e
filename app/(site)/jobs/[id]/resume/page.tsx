import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { cache } from "react";
import { PageHeading } from "@/components/catalog/page-heading";
import { JobApplicationForm } from "@/components/jobs/application-form";
import { experienceText, jobTypeLabel, salaryText } from "@/components/jobs/job-format";
import { jobsApi } from "@/lib/api/resources/jobs";
import { publicServerApi } from "@/lib/api/server";
import { formatJalaliDate } from "@/shared/format/date";
import { pageIdParam } from "@/lib/route-params";
import { pageMetadata } from "@/lib/seo";

// Reads the position from the API at render; an unknown id answers HTTP 404.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

// One API call per request, shared by the metadata and the page.
const loadJob = cache((id: number) => jobsApi.byId(publicServerApi(), id, "unit", { page: true }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const job = await loadJob(pageIdParam((await params).id));
  return pageMetadata({
    title: `ارسال رزومه: ${job.title}`,
    description: `رزومه خود را برای موقعیت «${job.title}»${job.unit ? ` در ${job.unit.name}` : ""} آوینوکس، ${job.city}، بفرستید.`,
    path: jobsApi.resumePath(job.id),
    noindex: true,
  });
}

export default async function JobResumePage({ params }: Props) {
  const job = await loadJob(pageIdParam((await params).id));
  const jobPath = `/jobs/${job.id}`;
  return (
    <>
      <PageHeading
        crumbs={[
          { href: "/jobs", label: "فرصت‌های شغلی" },
          { href: jobPath, label: job.title },
          { href: jobsApi.resumePath(job.id), label: "ارسال رزومه" },
        ]}
        title={`ارسال رزومه: ${job.title}`}
        lead={job.summary}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 md:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="form-title" className="min-w-0">
          <h2 id="form-title" className="mb-5 text-xl font-extrabold">
            فرم ارسال رزومه
          </h2>
          {job.is_expired ? (
            <div role="status" className="rounded-2xl bg-amber-50 p-5 leading-7 text-amber-900">
              <p className="font-bold">مهلت ارسال رزومه برای این موقعیت به پایان رسیده است.</p>
              <p className="mt-2 text-sm">
                <Link href="/jobs" className="font-bold underline underline-offset-4">
                  فرصت‌های باز را ببینید
                </Link>{" "}
                یا{" "}
                <Link href="/jobs/apply" className="font-bold underline underline-offset-4">
                  درخواست همکاری عمومی
                </Link>{" "}
                بفرستید.
              </p>
            </div>
          ) : (
            <JobApplicationForm job={{ id: job.id, title: job.title }} />
          )}
        </section>
        <aside aria-labelledby="job-summary-title" className="order-first rounded-2xl border border-brand-100 bg-surface p-5 lg:order-last lg:self-start">
          <h2 id="job-summary-title" className="text-lg font-extrabold">
            {job.title}
          </h2>
          <dl className="mt-4 grid gap-3 text-sm">
            {job.unit && (
              <div>
                <dt className="text-muted">واحد</dt>
                <dd className="mt-1 font-bold">{job.unit.name}</dd>
              </div>
            )}
            <div>
              <dt className="text-muted">نوع همکاری و محل کار</dt>
              <dd className="mt-1 font-bold">
                {jobTypeLabel(job.type)}، {job.city}
              </dd>
            </div>
            <div>
              <dt className="text-muted">سابقه کار</dt>
              <dd className="mt-1 font-bold">{experienceText(job.experience_years)}</dd>
            </div>
            <div>
              <dt className="text-muted">حقوق ماهانه</dt>
              <dd className="mt-1 font-bold text-brand-800">{salaryText(job.salary_min, job.salary_max)}</dd>
            </div>
            <div>
              <dt className="text-muted">مهلت ارسال رزومه</dt>
              <dd className="mt-1 font-bold">{job.expires_at ? formatJalaliDate(job.expires_at) : "تا تکمیل ظرفیت"}</dd>
            </div>
          </dl>
          <Link href={jobPath} className="mt-4 inline-block font-bold text-brand-700 underline underline-offset-4">
            شرح کامل موقعیت
          </Link>
        </aside>
      </div>
    </>
  );
}
