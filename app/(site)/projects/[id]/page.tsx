import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { PageHeading } from "@/components/catalog/page-heading";
import { ProjectCard } from "@/components/projects/project-card";
import { ProjectStatusBadge } from "@/components/projects/status-badge";
import { Picture } from "@/components/ui/picture";
import { hitechApi } from "@/lib/api/resources/hitech";
import { publicServerApi } from "@/lib/api/server";
import type { HitechProject } from "@/shared/types/hitech";
import { toPersianDigits } from "@/shared/format/digits";
import { formatToman } from "@/shared/format/number";
import { excerpt, pageMetadata } from "@/lib/seo";

type Props = { params: Promise<{ id: string }> };

/** Only a numeric id names a project; anything else is a 404 without asking the API. */
function projectId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) notFound();
  return Number(raw);
}

// One API call per request, shared by the metadata and the page (and one counted view).
const loadProject = cache((id: number) => hitechApi.byId(publicServerApi(), id, { page: true }));

/** Similar projects are a suggestion: if they cannot be loaded, the page goes on without them. */
const loadSimilar = (id: number): Promise<HitechProject[]> => hitechApi.similar(publicServerApi(), id).catch(() => []);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = await loadProject(projectId((await params).id));
  return pageMetadata({
    title: project.title,
    description: excerpt(project.summary),
    path: `/projects/${project.id}`,
    image: project.cover,
    type: "article",
  });
}

export default async function ProjectPage({ params }: Props) {
  const id = projectId((await params).id);
  const [project, similar] = await Promise.all([loadProject(id), loadSimilar(id)]);
  const requestHref = `/projects/${project.id}/hitech-request`;

  return (
    <>
      <PageHeading
        crumbs={[
          { href: "/projects", label: "پروژه‌های های‌تک" },
          { href: `/projects/${project.id}`, label: project.title },
        ]}
        title={project.title}
        lead={project.summary}
      >
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <ProjectStatusBadge status={project.status} className="text-sm" />
          <Link href={`/projects?field=${encodeURIComponent(project.field)}`} className="rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-bold text-brand-800 hover:bg-brand-50">
            {project.field_title}
          </Link>
        </div>
      </PageHeading>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 md:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <Picture src={project.cover} alt={`تصویر پروژه ${project.title}`} width={600} height={340} priority className="aspect-[16/9] w-full rounded-2xl" />

          <section aria-labelledby="about-title" className="mt-8">
            <h2 id="about-title" className="text-xl font-extrabold">
              درباره پروژه
            </h2>
            {project.description.split("\n").map((paragraph, i) => (
              <p key={i} className="mt-3 leading-8 text-ink">
                {paragraph}
              </p>
            ))}
          </section>

          {project.needs.length > 0 && (
            <section aria-labelledby="needs-title" className="mt-10">
              <h2 id="needs-title" className="text-xl font-extrabold">
                نقش‌های مورد نیاز
              </h2>
              <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                {project.needs.map((role) => (
                  <li key={role} className="flex items-center gap-3 rounded-2xl border border-brand-100 p-4 font-bold">
                    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0 text-brand-700" fill="none" stroke="currentColor" strokeWidth="1.8">
                      <circle cx="12" cy="8" r="4" />
                      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" strokeLinecap="round" />
                    </svg>
                    {role}
                  </li>
                ))}
              </ul>
            </section>
          )}

          {project.technologies.length > 0 && (
            <section aria-labelledby="tech-title" className="mt-10">
              <h2 id="tech-title" className="text-xl font-extrabold">
                فناوری‌ها
              </h2>
              <ul className="mt-4 flex flex-wrap gap-2">
                {project.technologies.map((tech) => (
                  <li key={tech} className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-900">
                    {tech}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        <aside aria-label="خلاصه پروژه" className="order-first lg:sticky lg:top-32 lg:order-last lg:self-start">
          <div className="rounded-2xl border border-brand-100 bg-surface p-5">
            <dl className="grid gap-4">
              <div>
                <dt className="text-sm text-muted">شریک صنعتی</dt>
                <dd className="mt-1 font-bold">{project.partner}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">وضعیت</dt>
                <dd className="mt-1 font-bold">{project.status_title}</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">مدت اجرا</dt>
                <dd className="mt-1 font-bold">{toPersianDigits(project.duration_months)} ماه</dd>
              </div>
              <div>
                <dt className="text-sm text-muted">بودجه</dt>
                <dd className="mt-1 font-bold text-brand-800">{project.budget === null ? "توافقی" : formatToman(project.budget)}</dd>
              </div>
            </dl>
            <Link href={requestHref} className="mt-5 flex justify-center rounded-xl bg-brand-700 px-4 py-3 font-bold text-white hover:bg-brand-800">
              درخواست همکاری
            </Link>
            <p className="mt-3 text-xs leading-6 text-muted">
              {project.status === "completed"
                ? "این پروژه به پایان رسیده است؛ برای همکاری در فازهای بعدی یا پروژه‌های مشابه درخواست بفرستید."
                : "تیم آوینوکس درخواست شما را بررسی می‌کند و برای گفت‌وگو درباره همکاری با شما تماس می‌گیرد."}
            </p>
          </div>
        </aside>
      </div>

      {similar.length > 0 && (
        <section aria-labelledby="similar-title" className="mx-auto max-w-7xl px-4 pb-12 md:px-6">
          <h2 id="similar-title" className="text-xl font-extrabold">
            پروژه‌های مشابه
          </h2>
          <ul className="mt-4 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {similar.map((item) => (
              <li key={item.id}>
                <ProjectCard project={item} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
