import { CoverCard } from "@/components/catalog/cover-card";
import type { HitechProject } from "@/shared/types/hitech";
import { toPersianDigits } from "@/shared/format/digits";
import { formatToman } from "@/shared/format/number";
import { ProjectStatusBadge } from "./status-badge";

/** A hi-tech project in a list: stage, field, what it is, with whom, how long and for how much. */
export function ProjectCard({ project, headingLevel = 3 }: { project: HitechProject; headingLevel?: 2 | 3 }) {
  return (
    <CoverCard
      cover={project.cover}
      overlay={<ProjectStatusBadge status={project.status} className="absolute start-3 top-3 shadow" />}
      kicker={project.field_title}
      href={`/projects/${project.id}`}
      level={headingLevel}
      title={project.title}
      summary={project.summary}
    >
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
    </CoverCard>
  );
}
