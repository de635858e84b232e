import type { Metadata } from "next";
import { PreviewDetail } from "@/components/desk/content/content-preview";
import { ProjectAbout, ProjectChips, ProjectFacts } from "@/components/projects/project-detail";
import { tomanToRial } from "@/shared/format/number";
import type { AdminHitechProject } from "@/shared/types/hitech";
import { DESK_KINDS } from "../../../desk-kinds";
import { contentPreviewPage, previewMetadata } from "../../../item-pages";

export const metadata: Metadata = previewMetadata("پروژه های‌تک");

/** The desk's fields under the public API's names (the budget in rial). */
const publicProject = (item: AdminHitechProject) => ({
  ...item,
  status: item.stage,
  status_title: item.stage_label,
  field_title: item.field_label,
  cover_alt: item.cover_alt ?? `تصویر پروژه ${item.title}`,
  budget: tomanToRial(item.budget_toman),
});

// A hi-tech project as its public page will show it, whatever its state (a draft too), drawn by the
// public page's own parts (components/projects/project-detail.tsx) from the desk's fields under the
// public API's names: its stage and field, its cover with its text alternative, its description,
// the roles and technologies, and its facts. Never indexed.
export default contentPreviewPage({
  kind: DESK_KINDS.projects,
  notice: "پروژه با این متن چنین دیده می‌شود.",
  show: (item) => {
    const project = publicProject(item);
    return (
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
    );
  },
});
