import { DetailPage, DetailSection } from "@/components/catalog/detail-page";
import { PanelAction, SidePanel } from "@/components/layout/side-panel";
import { ProjectCard } from "@/components/projects/project-card";
import { ProjectAbout, ProjectChips, ProjectFacts } from "@/components/projects/project-detail";
import { entryById } from "@/components/catalog/detail-entry";
import { hitechApi } from "@/lib/api/resources/hitech";
import { publicServerApi } from "@/render/api";
import type { HitechProject } from "@/shared/types/hitech";
import { pageIdParam } from "@/lib/route-params";
import { excerpt } from "@/lib/seo";
import { sharedPage } from "@/render/page-rule";
import { entryMetadata } from "@/render/entry-metadata";

type Props = { params: Promise<{ id: string }> };

// One API call per request, shared by the metadata and the page (and one counted view).
const loadProject = entryById((id) => hitechApi.byId(publicServerApi(), id, { page: true }));

/** Similar projects are a suggestion: if they cannot be loaded, the page goes on without them. */
const loadSimilar = (id: number): Promise<HitechProject[]> => hitechApi.similar(publicServerApi(), id).catch(() => []);

export const generateMetadata = entryMetadata(loadProject, (project) => ({
  title: project.title,
  description: excerpt(project.summary),
  path: `/projects/${project.id}`,
  image: project.cover,
  type: "article",
}));

async function ProjectPage({ params }: Props) {
  const id = pageIdParam((await params).id);
  const [project, similar] = await Promise.all([loadProject(params), loadSimilar(id)]);
  const requestHref = `/projects/${project.id}/hitech-request`;

  return (
    <>
      <DetailPage
        list={{ href: "/projects", label: "پروژه‌های های‌تک" }}
        path={`/projects/${project.id}`}
        title={project.title}
        lead={project.summary}
        chips={<ProjectChips project={project} />}
        panel={
          <SidePanel label="خلاصه پروژه" sticky bordered>
            <dl className="grid gap-4">
              <ProjectFacts project={project} />
            </dl>
            <PanelAction
              href={requestHref}
              note={
                project.status === "completed"
                  ? "این پروژه به پایان رسیده است؛ برای همکاری در فازهای بعدی یا پروژه‌های مشابه درخواست بفرستید."
                  : "تیم آوینوکس درخواست شما را بررسی می‌کند و برای گفت‌وگو درباره همکاری با شما تماس می‌گیرد."
              }
            >
              درخواست همکاری
            </PanelAction>
          </SidePanel>
        }
      >
        <ProjectAbout project={project} />
      </DetailPage>

      {similar.length > 0 && (
        <DetailSection id="similar" title="پروژه‌های مشابه" className="mx-auto max-w-7xl px-4 pb-12 md:px-6">
          <ul className="mt-4 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {similar.map((item) => (
              <li key={item.id}>
                <ProjectCard project={item} />
              </li>
            ))}
          </ul>
        </DetailSection>
      )}
    </>
  );
}

export default sharedPage(ProjectPage);
