import type { Metadata } from "next";
import { PageHeading } from "@/components/catalog/page-heading";
import { DetailSection, TextListSection } from "@/components/catalog/detail-page";
import { stateSentence } from "@/components/desk/content/content-state";
import { SocialLinks } from "@/components/freelancers/social-links";
import { Link } from "@/components/navigation/link";
import { Fact } from "@/components/ui/fact";
import { Picture } from "@/components/ui/picture";
import { contentFreelancerPath, contentFreelancersApi, contentFreelancersPath } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/lib/api/server";
import { requireStaff } from "@/lib/auth/staff";
import { pageIdParam } from "@/lib/route-params";
import { toPersianDigits } from "@/shared/format/digits";
import { formatToman } from "@/shared/format/number";
import { SOCIAL_NETWORKS, type FreelancerSocial } from "@/shared/types/freelancers";
import { editsContent } from "../../../content-access";

export const metadata: Metadata = { title: "پیش‌نمایش نمایه فریلنسر", robots: { index: false, follow: false } };

// A freelancer's profile as its public page will show it, whatever its state (a draft too): the
// avatar with its text alternative, the bio drawn by the public page's own rich-text section, the
// skills, the social links and the facts of the side panel. Never indexed.
export default async function FreelancerPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: rawId } = await params;
  await requireStaff(`${contentFreelancersPath}/${encodeURIComponent(rawId)}/preview`, editsContent);
  const id = pageIdParam(rawId);
  const freelancer = await contentFreelancersApi.get(await authServerApi(), id, { page: true });
  const social: FreelancerSocial = Object.fromEntries(
    SOCIAL_NETWORKS.flatMap(({ key }) => (freelancer[key] ? [[key, freelancer[key]]] : [])),
  );
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
        <p className="font-bold">پیش‌نمایش: نمایه فریلنسر با این متن چنین دیده می‌شود. {stateSentence(freelancer)}</p>
        <Link href={contentFreelancerPath(id)} className="rounded font-bold underline underline-offset-4">
          بازگشت به ویرایش
        </Link>
      </div>
      <div className="overflow-hidden rounded-2xl border border-brand-100 bg-white">
        <PageHeading
          crumbs={[
            { href: "/freelancers", label: "فریلنسرها" },
            { href: freelancer.url, label: freelancer.name },
          ]}
          title={freelancer.name}
          lead={freelancer.title}
        />
        <div className="grid gap-8 px-4 py-8 md:grid-cols-[minmax(0,1fr)_18rem] md:px-6">
          <article aria-label="درباره فریلنسر">
            <p className="mb-4 inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-bold text-brand-800">
              {freelancer.category.name}
            </p>
            <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
              <Picture
                src={freelancer.avatar}
                alt={freelancer.avatar_alt ?? `تصویر ${freelancer.name}`}
                width={160}
                height={160}
                className="size-40 shrink-0 rounded-full"
              />
              <DetailSection id="about" title={`درباره ${freelancer.name}`} className="min-w-0" text={freelancer.bio} />
            </div>
            <TextListSection id="skills" title="مهارت‌ها" items={freelancer.skills} look="tags" />
            {Object.keys(social).length > 0 && (
              <DetailSection id="social" title="شبکه‌های اجتماعی" className="mt-10 max-w-xl">
                <div className="mt-4">
                  <SocialLinks social={social} />
                </div>
              </DetailSection>
            )}
          </article>
          <dl aria-label="خلاصه فریلنسر" className="grid content-start gap-4 rounded-2xl border border-brand-100 p-4">
            <Fact label="نرخ ساعتی" look="price">
              {formatToman(freelancer.hourly_rate_toman * 10)}
            </Fact>
            <Fact label="سابقه کار">{toPersianDigits(freelancer.years_of_experience)} سال</Fact>
            <Fact label="شهر">{freelancer.city}</Fact>
            <Fact label="وضعیت همکاری">
              {freelancer.available ? "آماده پذیرش پروژه جدید" : "فعلاً پروژه جدید نمی‌پذیرد"}
            </Fact>
          </dl>
        </div>
      </div>
    </div>
  );
}
