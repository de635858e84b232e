import { tomanToRial } from "@/shared/format/number";
import type { Metadata } from "next";
import { ContentPreview, PreviewDetail } from "@/components/desk/content/content-preview";
import { ProjectAbout, ProjectChips, ProjectFacts } from "@/components/projects/project-detail";
import { contentProjectPath, contentProjectsApi, contentProjectsPath } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { pageIdParam } from "@/lib/route-params";
import { editsContent } from "../../../content-access";

export const metadata: Metadata = { title: "پیش‌نمایش پروژه های‌تک", robots: { index: false, follow: false } };

// A hi-tech project as its public page will show it, whatever its state (a draft too), drawn by the
// public page's own parts (components/projects/project-detail.tsx) from the desk's fields under the
// public API's names: its stage and field, its cover with its text alternative, its description,
// the roles and technologies, and its facts. Never indexed.
export default async function ProjectPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: rawId } = await params;
  await requireStaff(`${contentProjectsPath}/${encodeURIComponent(rawId)}/preview`, editsContent);
  const id = pageIdParam(rawId);
  const item = await contentProjectsApi.get(await authServerApi(), id, { page: true });
  const project = {
    ...item,
    status: item.stage,
    status_title: item.stage_label,
    field_title: item.field_label,
    cover_alt: item.cover_alt ?? `تصویر پروژه ${item.title}`,
    budget: tomanToRial(item.budget_toman),
  };
  return (
    <ContentPreview notice="پروژه با این متن چنین دیده می‌شود." state={item} editHref={contentProjectPath(id)}>
      <PreviewDetail
        list={{ href: "/projects", label: "پروژه‌های های‌تک" }}
        path={item.url}
        title={item.title}
        lead={item.summary}
        chips={<ProjectChips project={project} />}
        label="درباره پروژه"
        factsLabel="خلاصه پروژه"
        facts={<ProjectFacts project={project} />}
      >
        <ProjectAbout project={project} />
      </PreviewDetail>
    </ContentPreview>
  );
}
