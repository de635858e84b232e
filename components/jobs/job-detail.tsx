// A job position's page, as the public page (app/(site)/jobs/[id]) and the desk's preview both draw
// it: the body's sections and the facts of the side panel.
import { DetailSection, TextListSection } from "@/components/catalog/detail-page";
import { Fact } from "@/components/ui/fact";
import { formatJalaliDate } from "@/shared/format/date";
import type { JobPosition } from "@/shared/types/jobs";
import { experienceText, jobTypeLabel, salaryText } from "./job-format";

/** The description, then the requirements and benefits when there are any. */
export function JobDescription({ job }: { job: Pick<JobPosition, "description" | "requirements" | "benefits"> }) {
  return (
    <>
      <DetailSection id="description" title="شرح موقعیت" className="" text={job.description} />

      <TextListSection id="requirements" title="شرایط احراز" items={job.requirements} look="bullets" />
      <TextListSection id="benefits" title="مزایا" items={job.benefits} look="perks" />
    </>
  );
}

type FactsProps = {
  job: Pick<JobPosition, "type" | "city" | "experience_years" | "salary_min" | "salary_max" | "expires_at">;
  /** The unit's name, first (the preview, which has no chips for it). */
  unit?: string;
  /** When the public first saw it (the public page; a draft has not been seen). */
  postedAt?: string;
};

/** The Facts of a position (inside a <dl>); the salary in rial, as the public API answers it. */
export function JobFacts({ job, unit, postedAt }: FactsProps) {
  return (
    <>
      {unit !== undefined && <Fact label="واحد">{unit}</Fact>}
      <Fact label="نوع همکاری">{jobTypeLabel(job.type)}</Fact>
      <Fact label="محل کار">{job.type === "remote" ? `دورکاری (تیم مستقر در ${job.city})` : job.city}</Fact>
      <Fact label="سابقه کار">{experienceText(job.experience_years)}</Fact>
      <Fact label="حقوق ماهانه" look="price">
        {salaryText(job.salary_min, job.salary_max)}
      </Fact>
      {postedAt !== undefined && <Fact label="تاریخ انتشار">{formatJalaliDate(postedAt)}</Fact>}
      <Fact label="مهلت ارسال رزومه">{job.expires_at ? formatJalaliDate(job.expires_at) : "تا تکمیل ظرفیت"}</Fact>
    </>
  );
}
