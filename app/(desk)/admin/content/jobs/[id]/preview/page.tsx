import { tomanToRial } from "@/shared/format/number";
import type { Metadata } from "next";
import { ContentPreview, PreviewDetail } from "@/components/desk/content/content-preview";
import { JobDescription, JobFacts } from "@/components/jobs/job-detail";
import { contentJobPath, contentJobsApi, contentJobsPath } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { pageIdParam } from "@/lib/route-params";
import { editsContent } from "../../../content-access";

export const metadata: Metadata = { title: "پیش‌نمایش موقعیت شغلی", robots: { index: false, follow: false } };

// A job position as its public page will show it, whatever its state (a draft too), drawn by the
// public page's own parts (components/jobs/job-detail.tsx): its description, requirements and
// benefits, and its facts with its unit first. Never indexed.
export default async function JobPositionPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: rawId } = await params;
  await requireStaff(`${contentJobsPath}/${encodeURIComponent(rawId)}/preview`, editsContent);
  const id = pageIdParam(rawId);
  const item = await contentJobsApi.get(await authServerApi(), id, { page: true });
  const job = {
    ...item,
    salary_min: tomanToRial(item.salary_min_toman),
    salary_max: tomanToRial(item.salary_max_toman),
  };
  return (
    <ContentPreview notice="موقعیت با این متن چنین دیده می‌شود." state={item} editHref={contentJobPath(id)}>
      <PreviewDetail
        list={{ href: "/jobs", label: "فرصت‌های شغلی" }}
        path={item.url}
        title={item.title}
        label="شرح موقعیت"
        factsLabel="خلاصه موقعیت شغلی"
        facts={<JobFacts job={job} unit={item.unit.name} />}
      >
        <JobDescription job={item} />
      </PreviewDetail>
    </ContentPreview>
  );
}
