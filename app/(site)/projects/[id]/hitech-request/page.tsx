import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { PageHeading } from "@/components/catalog/page-heading";
import { HitechProposalForm } from "@/components/projects/hitech-proposal-form";
import { ProjectStatusBadge } from "@/components/projects/status-badge";
import { hitechApi } from "@/lib/api/resources/hitech";
import { publicServerApi } from "@/lib/api/server";
import { toPersianDigits } from "@/shared/format/digits";
import { pageMetadata } from "@/lib/seo";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

/** Only a numeric id names a project; anything else is a 404 without asking the API. */
function projectId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) notFound();
  return Number(raw);
}

// One API call per request, shared by the metadata and the page; an unknown project is a 404.
const loadProject = cache((id: number) => hitechApi.byId(publicServerApi(), id, { page: true }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = await loadProject(projectId((await params).id));
  return pageMetadata({
    title: `درخواست همکاری در ${project.title}`,
    description: `درخواست همکاری فردی، تیمی یا شرکتی در پروژه های‌تک «${project.title}» با آوینوکس کرمان.`,
    path: `/projects/${project.id}/hitech-request`,
    image: project.cover,
    noindex: true,
  });
}

export default async function HitechRequestPage({ params }: Props) {
  const project = await loadProject(projectId((await params).id));
  const finished = project.status === "completed";

  return (
    <>
      <PageHeading
        crumbs={[
          { href: "/projects", label: "پروژه‌های های‌تک" },
          { href: `/projects/${project.id}`, label: project.title },
          { href: `/projects/${project.id}/hitech-request`, label: "درخواست همکاری" },
        ]}
        title={`درخواست همکاری در ${project.title}`}
        lead={project.summary}
      >
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <ProjectStatusBadge status={project.status} className="text-sm" />
          <span className="rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-bold text-brand-800">{project.field_title}</span>
        </div>
      </PageHeading>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 md:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="form-title" className="min-w-0">
          <h2 id="form-title" className="mb-5 text-xl font-extrabold">
            فرم درخواست همکاری
          </h2>
          {finished ? (
            <div className="rounded-2xl border border-brand-200 bg-surface p-6 leading-8">
              <p className="font-bold">این پروژه به پایان رسیده است و درخواست همکاری تازه نمی‌پذیرد.</p>
              <p className="mt-2 text-muted">پروژه‌هایی که اکنون همکار می‌پذیرند را در فهرست پروژه‌ها ببینید.</p>
              <Link href="/projects?status=recruiting" className="mt-4 inline-block rounded-xl bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-800">
                پروژه‌های در حال جذب همکار
              </Link>
            </div>
          ) : (
            <HitechProposalForm project={{ id: project.id, needs: project.needs }} />
          )}
        </section>
        <aside aria-labelledby="project-title" className="order-first lg:sticky lg:top-32 lg:order-last lg:self-start">
          <div className="rounded-2xl border border-brand-100 bg-surface p-5">
            <h2 id="project-title" className="text-lg font-extrabold">
              درباره پروژه
            </h2>
            <dl className="mt-4 grid gap-3 text-sm">
              <div>
                <dt className="text-muted">شریک صنعتی</dt>
                <dd className="mt-1 font-bold">{project.partner}</dd>
              </div>
              <div>
                <dt className="text-muted">مدت اجرا</dt>
                <dd className="mt-1 font-bold">{toPersianDigits(project.duration_months)} ماه</dd>
              </div>
              {project.needs.length > 0 && (
                <div>
                  <dt className="text-muted">نقش‌های مورد نیاز</dt>
                  <dd className="mt-2">
                    <ul className="flex flex-wrap gap-2">
                      {project.needs.map((role) => (
                        <li key={role} className="rounded-full bg-brand-100 px-3 py-1 font-medium text-brand-900">
                          {role}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              )}
            </dl>
            <Link href={`/projects/${project.id}`} className="mt-5 inline-block text-sm font-bold text-brand-700 underline underline-offset-4">
              دیدن جزئیات پروژه
            </Link>
          </div>
        </aside>
      </div>
    </>
  );
}
