import type { Metadata } from "next";
import { PageHeading } from "@/components/catalog/page-heading";
import { DetailSection, TextListSection } from "@/components/catalog/detail-page";
import { stateSentence } from "@/components/desk/content/content-state";
import { experienceText, jobTypeLabel, salaryText } from "@/components/jobs/job-format";
import { Link } from "@/components/navigation/link";
import { Fact } from "@/components/ui/fact";
import { contentJobPath, contentJobsApi, contentJobsPath } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/lib/api/server";
import { requireStaff } from "@/lib/auth/staff";
import { pageIdParam } from "@/lib/route-params";
import { formatJalaliDate } from "@/shared/format/date";
import { editsContent } from "../../../content-access";

export const metadata: Metadata = { title: "پیش‌نمایش موقعیت شغلی", robots: { index: false, follow: false } };

const rial = (toman: number | null) => (toman === null ? null : toman * 10);

// A job position as its public page will show it, whatever its state (a draft too): its facts, its
// description drawn by the public page's own rich-text section, its requirements and benefits.
// Never indexed.
export default async function JobPositionPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: rawId } = await params;
  await requireStaff(`${contentJobsPath}/${encodeURIComponent(rawId)}/preview`, editsContent);
  const id = pageIdParam(rawId);
  const item = await contentJobsApi.get(await authServerApi(), id, { page: true });
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
        <p className="font-bold">پیش‌نمایش: موقعیت با این متن چنین دیده می‌شود. {stateSentence(item)}</p>
        <Link href={contentJobPath(id)} className="rounded font-bold underline underline-offset-4">
          بازگشت به ویرایش
        </Link>
      </div>
      <div className="overflow-hidden rounded-2xl border border-brand-100 bg-white">
        <PageHeading
          crumbs={[
            { href: "/jobs", label: "فرصت‌های شغلی" },
            { href: item.url, label: item.title },
          ]}
          title={item.title}
        />
        <div className="grid gap-8 px-4 py-8 md:grid-cols-[minmax(0,1fr)_18rem] md:px-6">
          <article aria-label="شرح موقعیت">
            <DetailSection id="description" title="شرح موقعیت" className="" text={item.description} />
            <TextListSection id="requirements" title="شرایط احراز" items={item.requirements} look="bullets" />
            <TextListSection id="benefits" title="مزایا" items={item.benefits} look="perks" />
          </article>
          <dl
            aria-label="خلاصه موقعیت شغلی"
            className="grid content-start gap-4 rounded-2xl border border-brand-100 p-4"
          >
            <Fact label="واحد">{item.unit.name}</Fact>
            <Fact label="نوع همکاری">{jobTypeLabel(item.type)}</Fact>
            <Fact label="محل کار">{item.city}</Fact>
            <Fact label="سابقه کار">{experienceText(item.experience_years)}</Fact>
            <Fact label="حقوق ماهانه" look="price">
              {salaryText(rial(item.salary_min_toman), rial(item.salary_max_toman))}
            </Fact>
            <Fact label="مهلت ارسال رزومه">
              {item.expires_at ? formatJalaliDate(item.expires_at) : "تا تکمیل ظرفیت"}
            </Fact>
          </dl>
        </div>
      </div>
    </div>
  );
}
