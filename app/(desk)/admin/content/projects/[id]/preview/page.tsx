import type { Metadata } from "next";
import { PageHeading } from "@/components/catalog/page-heading";
import { DetailSection, TextListSection } from "@/components/catalog/detail-page";
import { stateSentence } from "@/components/desk/content/content-state";
import { Link } from "@/components/navigation/link";
import { ProjectStatusBadge } from "@/components/projects/status-badge";
import { Fact } from "@/components/ui/fact";
import { Picture } from "@/components/ui/picture";
import { contentProjectPath, contentProjectsApi, contentProjectsPath } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/lib/api/server";
import { requireStaff } from "@/lib/auth/staff";
import { pageIdParam } from "@/lib/route-params";
import { toPersianDigits } from "@/shared/format/digits";
import { formatNumberFa } from "@/shared/format/number";
import { editsContent } from "../../../content-access";

export const metadata: Metadata = { title: "پیش‌نمایش پروژه های‌تک", robots: { index: false, follow: false } };

// A hi-tech project as its public page will show it, whatever its state (a draft too): its stage
// and field, its cover with its text alternative, its description drawn by the public page's own
// rich-text section, the roles and technologies, and its facts. Never indexed.
export default async function ProjectPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: rawId } = await params;
  await requireStaff(`${contentProjectsPath}/${encodeURIComponent(rawId)}/preview`, editsContent);
  const id = pageIdParam(rawId);
  const project = await contentProjectsApi.get(await authServerApi(), id, { page: true });
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
        <p className="font-bold">پیش‌نمایش: پروژه با این متن چنین دیده می‌شود. {stateSentence(project)}</p>
        <Link href={contentProjectPath(id)} className="rounded font-bold underline underline-offset-4">
          بازگشت به ویرایش
        </Link>
      </div>
      <div className="overflow-hidden rounded-2xl border border-brand-100 bg-white">
        <PageHeading
          crumbs={[
            { href: "/projects", label: "پروژه‌های های‌تک" },
            { href: project.url, label: project.title },
          ]}
          title={project.title}
          lead={project.summary}
        />
        <div className="flex flex-wrap items-center gap-2 px-4 md:px-6">
          <ProjectStatusBadge status={project.stage} className="text-sm" />
          <span className="rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-bold text-brand-800">
            {project.field_label}
          </span>
        </div>
        <div className="grid gap-8 px-4 py-8 md:grid-cols-[minmax(0,1fr)_18rem] md:px-6">
          <article aria-label="درباره پروژه">
            <Picture
              src={project.cover}
              alt={project.cover_alt ?? `تصویر پروژه ${project.title}`}
              width={600}
              height={340}
              className="aspect-[16/9] w-full rounded-2xl"
            />
            <DetailSection id="about" title="درباره پروژه" className="mt-8" text={project.description} />
            <TextListSection id="needs" title="نقش‌های مورد نیاز" items={project.needs} look="roles" />
            <TextListSection id="tech" title="فناوری‌ها" items={project.technologies} look="tags" />
          </article>
          <dl aria-label="خلاصه پروژه" className="grid content-start gap-4 rounded-2xl border border-brand-100 p-4">
            <Fact label="شریک صنعتی">{project.partner}</Fact>
            <Fact label="وضعیت">{project.stage_label}</Fact>
            <Fact label="مدت اجرا">{toPersianDigits(project.duration_months)} ماه</Fact>
            <Fact label="بودجه" look="price">
              {project.budget_toman === null ? "توافقی" : `${formatNumberFa(project.budget_toman)} تومان`}
            </Fact>
          </dl>
        </div>
      </div>
    </div>
  );
}
