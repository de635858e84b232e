import { Link } from "@/components/navigation/link";
import { Picture } from "@/components/ui/picture";
import type { HitechProject } from "@/shared/types/hitech";
import { toPersianDigits } from "@/shared/format/digits";
import { formatToman } from "@/shared/format/number";
import { ProjectStatusBadge } from "./status-badge";

/** A hi-tech project in a list: stage, field, what it is, with whom, how long and for how much. */
export function ProjectCard({ project, headingLevel = 3 }: { project: HitechProject; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative">
        <Picture src={project.cover} alt="" width={600} height={340} className="aspect-[16/9] w-full" />
        <ProjectStatusBadge status={project.status} className="absolute start-3 top-3 shadow" />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm font-bold text-brand-700">{project.field_title}</p>
        <Heading className="mt-1 text-lg leading-8 font-bold">
          <Link href={`/projects/${project.id}`} className="after:absolute after:inset-0">
            {project.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-2 flex-1 leading-7 text-muted">{project.summary}</p>
        <dl className="mt-4 grid grid-cols-2 gap-1.5 text-sm">
          <div className="col-span-2 flex gap-1.5">
            <dt className="text-muted">شریک:</dt>
            <dd>{project.partner}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-muted">مدت:</dt>
            <dd>{toPersianDigits(project.duration_months)} ماه</dd>
          </div>
          <div className="text-end">
            <dt className="sr-only">بودجه</dt>
            <dd className="font-bold text-brand-800">
              {project.budget === null ? "بودجه توافقی" : formatToman(project.budget)}
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
