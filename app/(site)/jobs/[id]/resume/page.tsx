import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { RequestPage } from "@/components/layout/request-page";
import { SidePanel } from "@/components/layout/side-panel";
import { Fact } from "@/components/ui/fact";
import { JobApplicationForm } from "@/components/jobs/application-form";
import { experienceText, jobTypeLabel, salaryText } from "@/components/jobs/job-format";
import { entryById } from "@/components/catalog/detail-entry";
import { jobsApi } from "@/lib/api/resources/jobs";
import { publicServerApi } from "@/render/api";
import { formatJalaliDate } from "@/shared/format/date";
import { pageMetadata } from "@/lib/seo";
import { sharedPage } from "@/render/page-rule";

type Props = { params: Promise<{ id: string }> };

// One API call per request, shared by the metadata and the page.
const loadJob = entryById((id) => jobsApi.byId(publicServerApi(), id, "unit", { page: true }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const job = await loadJob(params);
  return pageMetadata({
    title: `ارسال رزومه: ${job.title}`,
    description: `رزومه خود را برای موقعیت «${job.title}»${job.unit ? ` در ${job.unit.name}` : ""} آوینوکس، ${job.city}، بفرستید.`,
    path: jobsApi.resumePath(job.id),
    noindex: true,
  });
}

async function JobResumePage({ params }: Props) {
  const job = await loadJob(params);
  const jobPath = `/jobs/${job.id}`;
  return (
    <RequestPage
      trail={[
        { href: "/jobs", label: "فرصت‌های شغلی" },
        { href: jobPath, label: job.title },
      ]}
      path={jobsApi.resumePath(job.id)}
      crumb="ارسال رزومه"
      title={`ارسال رزومه: ${job.title}`}
      lead={job.summary}
      formTitle="فرم ارسال رزومه"
      aside={
        <SidePanel id="job-summary-title" title={job.title} bordered>
          <dl className="mt-4 grid gap-3 text-sm">
            {job.unit && <Fact label="واحد">{job.unit.name}</Fact>}
            <Fact label="نوع همکاری و محل کار">
              {jobTypeLabel(job.type)}، {job.city}
            </Fact>
            <Fact label="سابقه کار">{experienceText(job.experience_years)}</Fact>
            <Fact label="حقوق ماهانه" look="price">
              {salaryText(job.salary_min, job.salary_max)}
            </Fact>
            <Fact label="مهلت ارسال رزومه">{job.expires_at ? formatJalaliDate(job.expires_at) : "تا تکمیل ظرفیت"}</Fact>
          </dl>
          <Link href={jobPath} className="mt-4 inline-block font-bold text-brand-700 underline underline-offset-4">
            شرح کامل موقعیت
          </Link>
        </SidePanel>
      }
    >
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
    </RequestPage>
  );
}

export default sharedPage(JobResumePage);
