// A hi-tech project's page, as the public page (app/(site)/projects/[id]) and the desk's preview both
// draw it: its stage and field under the heading, the cover, the description, roles and
// technologies, and the facts of the side panel.
import { DetailCover, DetailSection, TextListSection } from "@/components/catalog/detail-page";
import { Link } from "@/components/navigation/link";
import { Fact } from "@/components/ui/fact";
import { toPersianDigits } from "@/shared/format/digits";
import { formatToman } from "@/shared/format/number";
import type { HitechProject } from "@/shared/types/hitech";
import { ProjectStatusBadge } from "./status-badge";

/** The stage's badge and a link to the projects of its field. */
export function ProjectChips({ project }: { project: Pick<HitechProject, "status" | "field" | "field_title"> }) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <ProjectStatusBadge status={project.status} className="text-sm" />
      <Link
        href={`/projects?field=${encodeURIComponent(project.field)}`}
        className="rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-bold text-brand-800 hover:bg-brand-50"
      >
        {project.field_title}
      </Link>
    </div>
  );
}

type AboutProps = {
  project: Pick<HitechProject, "cover" | "cover_alt" | "description" | "needs" | "technologies">;
};

/** The cover with its text alternative, the description, the roles wanted and the technologies. */
export function ProjectAbout({ project }: AboutProps) {
  return (
    <>
      <DetailCover src={project.cover} alt={project.cover_alt} />

      <DetailSection id="about" title="درباره پروژه" className="mt-8" text={project.description} />

      <TextListSection id="needs" title="نقش‌های مورد نیاز" items={project.needs} look="roles" />
      <TextListSection id="tech" title="فناوری‌ها" items={project.technologies} look="tags" />
    </>
  );
}

type FactsProps = { project: Pick<HitechProject, "partner" | "status_title" | "duration_months" | "budget"> };

/** The Facts of a project (inside a <dl>); the budget in rial, as the public API answers it. */
export function ProjectFacts({ project }: FactsProps) {
  return (
    <>
      <Fact label="شریک صنعتی">{project.partner}</Fact>
      <Fact label="وضعیت">{project.status_title}</Fact>
      <Fact label="مدت اجرا">{toPersianDigits(project.duration_months)} ماه</Fact>
      <Fact label="بودجه" look="price">
        {project.budget === null ? "توافقی" : formatToman(project.budget)}
      </Fact>
    </>
  );
}
