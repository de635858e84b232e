import { CardTitle } from "@/components/catalog/card-parts";
import type { JobPosition } from "@/shared/types/jobs";
import { formatJalaliDate } from "@/shared/format/date";
import { jobTypeLabel, salaryText } from "./job-format";

/** A position in a list: title, unit, type, city, posting date and salary. */
export function JobCard({ job, headingLevel = 3 }: { job: JobPosition; headingLevel?: 2 | 3 }) {
  const negotiable = !job.salary_min && !job.salary_max;
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-brand-100 bg-white p-5 shadow-sm transition hover:shadow-md">
      {job.unit && <p className="text-sm font-bold text-brand-700">{job.unit.name}</p>}
      <CardTitle href={`/jobs/${job.id}`} level={headingLevel} className="mt-1 text-lg leading-8 font-bold">
        {job.title}
      </CardTitle>
      <p className="mt-2 line-clamp-2 flex-1 leading-7 text-muted">{job.summary}</p>
      <dl className="mt-4 flex flex-wrap gap-2 text-sm text-ink">
        {/* One dt/dd group per div, as HTML allows inside a dl. */}
        <div>
          <dt className="sr-only">نوع همکاری</dt>
          <dd className="rounded-full bg-brand-100 px-3 py-1 font-bold text-brand-800">{jobTypeLabel(job.type)}</dd>
        </div>
        <div>
          <dt className="sr-only">شهر</dt>
          <dd className="rounded-full border border-brand-200 px-3 py-1">{job.city}</dd>
        </div>
        <div className="flex w-full gap-1.5">
          <dt className="text-muted">تاریخ انتشار:</dt>
          <dd>{formatJalaliDate(job.posted_at)}</dd>
        </div>
        <div className="flex w-full gap-1.5">
          <dt className="text-muted">حقوق ماهانه:</dt>
          <dd className={negotiable ? "" : "font-bold text-brand-800"}>{salaryText(job.salary_min, job.salary_max)}</dd>
        </div>
      </dl>
    </article>
  );
}
