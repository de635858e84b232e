import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { RequestPage } from "@/components/layout/request-page";
import { SidePanel } from "@/components/layout/side-panel";
import { Fact } from "@/components/ui/fact";
import { HitechProposalForm } from "@/components/projects/hitech-proposal-form";
import { ProjectStatusBadge } from "@/components/projects/status-badge";
import { entryById } from "@/components/catalog/detail-entry";
import { hitechApi } from "@/lib/api/resources/hitech";
import { publicServerApi } from "@/render/api";
import { toPersianDigits } from "@/shared/format/digits";
import { pageMetadata } from "@/lib/seo";
import { sharedPage } from "@/render/page-rule";

type Props = { params: Promise<{ id: string }> };

// One API call per request, shared by the metadata and the page; an unknown project is a 404.
const loadProject = entryById((id) => hitechApi.byId(publicServerApi(), id, { page: true }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = await loadProject(params);
  return pageMetadata({
    title: `درخواست همکاری در ${project.title}`,
    description: `درخواست همکاری فردی، تیمی یا شرکتی در پروژه های‌تک «${project.title}» با آوینوکس کرمان.`,
    path: `/projects/${project.id}/hitech-request`,
    image: project.cover,
    noindex: true,
  });
}

async function HitechRequestPage({ params }: Props) {
  const project = await loadProject(params);
  const finished = project.status === "completed";

  return (
    <RequestPage
      trail={[
        { href: "/projects", label: "پروژه‌های های‌تک" },
        { href: `/projects/${project.id}`, label: project.title },
      ]}
      path={`/projects/${project.id}/hitech-request`}
      crumb="درخواست همکاری"
      title={`درخواست همکاری در ${project.title}`}
      lead={project.summary}
      chips={
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <ProjectStatusBadge status={project.status} className="text-sm" />
          <span className="rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-bold text-brand-800">
            {project.field_title}
          </span>
        </div>
      }
      formTitle="فرم درخواست همکاری"
      aside={
        <SidePanel id="project-title" title="درباره پروژه" sticky bordered>
          <dl className="mt-4 grid gap-3 text-sm">
            <Fact label="شریک صنعتی">{project.partner}</Fact>
            <Fact label="مدت اجرا">{toPersianDigits(project.duration_months)} ماه</Fact>
            {project.needs.length > 0 && (
              <Fact label="نقش‌های مورد نیاز" className="mt-2">
                <ul className="flex flex-wrap gap-2">
                  {project.needs.map((role) => (
                    <li key={role} className="rounded-full bg-brand-100 px-3 py-1 font-medium text-brand-900">
                      {role}
                    </li>
                  ))}
                </ul>
              </Fact>
            )}
          </dl>
          <Link
            href={`/projects/${project.id}`}
            className="mt-5 inline-block text-sm font-bold text-brand-700 underline underline-offset-4"
          >
            دیدن جزئیات پروژه
          </Link>
        </SidePanel>
      }
    >
      {finished ? (
        <div className="rounded-2xl border border-brand-200 bg-surface p-6 leading-8">
          <p className="font-bold">این پروژه به پایان رسیده است و درخواست همکاری تازه نمی‌پذیرد.</p>
          <p className="mt-2 text-muted">پروژه‌هایی که اکنون همکار می‌پذیرند را در فهرست پروژه‌ها ببینید.</p>
          <Link
            href="/projects?status=recruiting"
            className="mt-4 inline-block rounded-xl bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-800"
          >
            پروژه‌های در حال جذب همکار
          </Link>
        </div>
      ) : (
        <HitechProposalForm project={{ id: project.id, needs: project.needs }} />
      )}
    </RequestPage>
  );
}

export default sharedPage(HitechRequestPage);
