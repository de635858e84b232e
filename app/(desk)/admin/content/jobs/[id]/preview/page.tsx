import type { Metadata } from "next";
import { PreviewDetail } from "@/components/desk/content/content-preview";
import { JobDescription, JobFacts } from "@/components/jobs/job-detail";
import { tomanToRial } from "@/shared/format/number";
import { DESK_KINDS } from "../../../desk-kinds";
import { contentPreviewPage, previewMetadata } from "../../../item-pages";

export const metadata: Metadata = previewMetadata("موقعیت شغلی");

// A job position as its public page will show it, whatever its state (a draft too), drawn by the
// public page's own parts (components/jobs/job-detail.tsx): its description, requirements and
// benefits, and its facts with its unit first. Never indexed.
export default contentPreviewPage({
  kind: DESK_KINDS.jobs,
  notice: "موقعیت با این متن چنین دیده می‌شود.",
  show: (item) => (
    <PreviewDetail
      list={{ href: "/jobs", label: "فرصت‌های شغلی" }}
      path={item.url}
      title={item.title}
      label="شرح موقعیت"
      factsLabel="خلاصه موقعیت شغلی"
      facts={
        <JobFacts
          job={{
            ...item,
            salary_min: tomanToRial(item.salary_min_toman),
            salary_max: tomanToRial(item.salary_max_toman),
          }}
          unit={item.unit.name}
        />
      }
    >
      <JobDescription job={item} />
    </PreviewDetail>
  ),
});
