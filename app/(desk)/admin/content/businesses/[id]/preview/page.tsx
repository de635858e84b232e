import type { Metadata } from "next";
import { BusinessSections } from "@/components/businesses/business-sections";
import { PageHeading } from "@/components/catalog/page-heading";
import { DetailSection } from "@/components/catalog/detail-page";
import { stateSentence } from "@/components/desk/content/content-state";
import { Link } from "@/components/navigation/link";
import { Fact } from "@/components/ui/fact";
import { Picture } from "@/components/ui/picture";
import { contentBusinessesApi, contentBusinessesPath, contentBusinessPath } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/lib/api/server";
import { requireStaff } from "@/lib/auth/staff";
import { pageIdParam } from "@/lib/route-params";
import { toPersianDigits } from "@/shared/format/digits";
import { editsContent } from "../../../content-access";

export const metadata: Metadata = { title: "پیش‌نمایش کسب‌وکار", robots: { index: false, follow: false } };

// A business as its public page will show it, whatever its state (a draft too): its heading, its
// pictures with their text alternatives, its description, figures, gallery, path and team drawn by
// the page's own sections, and its facts. Never indexed (the desk's pages are not).
export default async function ContentBusinessPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: rawId } = await params;
  await requireStaff(`${contentBusinessesPath}/${encodeURIComponent(rawId)}/preview`, editsContent);
  const id = pageIdParam(rawId);
  const business = await contentBusinessesApi.get(await authServerApi(), id, { page: true });
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
        <p className="font-bold">پیش‌نمایش: صفحه کسب‌وکار چنین دیده می‌شود. {stateSentence(business)}</p>
        <Link href={contentBusinessPath(id)} className="rounded font-bold underline underline-offset-4">
          بازگشت به ویرایش
        </Link>
      </div>
      <div className="overflow-hidden rounded-2xl border border-brand-100 bg-white">
        <PageHeading
          crumbs={[{ href: business.url, label: business.name }]}
          title={business.name}
          lead={business.tagline}
        />
        <div className="grid gap-8 p-4 md:grid-cols-[minmax(0,1fr)_18rem] md:p-6">
          <div>
            <div className="relative">
              <Picture
                src={business.cover}
                alt={business.cover_alt ?? `تصویر ${business.name}`}
                width={600}
                height={340}
                className="aspect-[16/9] w-full rounded-2xl"
              />
              <Picture
                src={business.logo}
                alt={business.logo_alt ?? `نشان ${business.name}`}
                width={96}
                height={96}
                className="absolute start-6 -bottom-8 size-20 rounded-2xl border-4 border-white shadow-md md:size-24"
              />
            </div>
            <DetailSection id="about" title={`درباره ${business.name}`} className="mt-14" text={business.description} />
            <BusinessSections
              name={business.name}
              stats={business.stats}
              gallery={business.gallery}
              timelines={business.timelines}
              members={business.members}
            />
          </div>
          <dl className="grid content-start gap-4">
            <Fact label="حوزه فعالیت">{business.category}</Fact>
            <Fact label="مرحله رشد">{business.stage_label}</Fact>
            {business.founded_year !== null && <Fact label="سال شروع">{toPersianDigits(business.founded_year)}</Fact>}
            <Fact label="شهر">{business.city}</Fact>
            {business.website && (
              <Fact label="وب‌سایت" look="plain">
                <bdi dir="ltr">{business.website}</bdi>
              </Fact>
            )}
          </dl>
        </div>
      </div>
    </div>
  );
}
