import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { cache } from "react";
import { DetailPage, DetailSection, TextListSection } from "@/components/catalog/detail-page";
import { PanelAction, SidePanel } from "@/components/layout/side-panel";
import { ProjectCard } from "@/components/projects/project-card";
import { ProjectStatusBadge } from "@/components/projects/status-badge";
import { Fact } from "@/components/ui/fact";
import { Picture } from "@/components/ui/picture";
import { hitechApi } from "@/lib/api/resources/hitech";
import { publicServerApi } from "@/lib/api/server";
import type { HitechProject } from "@/shared/types/hitech";
import { toPersianDigits } from "@/shared/format/digits";
import { formatToman } from "@/shared/format/number";
import { pageIdParam } from "@/lib/route-params";
import { excerpt, pageMetadata } from "@/lib/seo";

type Props = { params: Promise<{ id: string }> };

// One API call per request, shared by the metadata and the page (and one counted view).
const loadProject = cache((id: number) => hitechApi.byId(publicServerApi(), id, { page: true }));

/** Similar projects are a suggestion: if they cannot be loaded, the page goes on without them. */
const loadSimilar = (id: number): Promise<HitechProject[]> => hitechApi.similar(publicServerApi(), id).catch(() => []);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = await loadProject(pageIdParam((await params).id));
  return pageMetadata({
    title: project.title,
    description: excerpt(project.summary),
    path: `/projects/${project.id}`,
    image: project.cover,
    type: "article",
  });
}

export default async function ProjectPage({ params }: Props) {
  const id = pageIdParam((await params).id);
  const [project, similar] = await Promise.all([loadProject(id), loadSimilar(id)]);
  const requestHref = `/projects/${project.id}/hitech-request`;

  return (
    <>
      <DetailPage
        list={{ href: "/projects", label: "پروژه‌های های‌تک" }}
        path={`/projects/${project.id}`}
        title={project.title}
        lead={project.summary}
        chips={
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <ProjectStatusBadge status={project.status} className="text-sm" />
            <Link
              href={`/projects?field=${encodeURIComponent(project.field)}`}
              className="rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-bold text-brand-800 hover:bg-brand-50"
            >
              {project.field_title}
            </Link>
          </div>
        }
        panel={
          <SidePanel label="خلاصه پروژه" sticky bordered>
            <dl className="grid gap-4">
              <Fact label="شریک صنعتی">{project.partner}</Fact>
              <Fact label="وضعیت">{project.status_title}</Fact>
              <Fact label="مدت اجرا">{toPersianDigits(project.duration_months)} ماه</Fact>
              <Fact label="بودجه" look="price">
                {project.budget === null ? "توافقی" : formatToman(project.budget)}
              </Fact>
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
        <Picture
          src={project.cover}
          alt={project.cover_alt}
          width={600}
          height={340}
          priority
          className="aspect-[16/9] w-full rounded-2xl"
        />

        <DetailSection id="about" title="درباره پروژه" className="mt-8" text={project.description} />

        <TextListSection id="needs" title="نقش‌های مورد نیاز" items={project.needs} look="roles" />
        <TextListSection id="tech" title="فناوری‌ها" items={project.technologies} look="tags" />
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
