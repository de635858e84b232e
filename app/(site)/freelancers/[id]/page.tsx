import type { Metadata } from "next";
import { Link } from "@/components/navigation/link";
import { cache } from "react";
import { DetailPage, DetailSection, TextListSection } from "@/components/catalog/detail-page";
import { AvailabilityBadge } from "@/components/freelancers/availability-badge";
import { SocialLinks } from "@/components/freelancers/social-links";
import { PanelAction, PanelInvitation, SidePanel } from "@/components/layout/side-panel";
import { Fact } from "@/components/ui/fact";
import { Picture } from "@/components/ui/picture";
import { freelancersApi } from "@/lib/api/resources/freelancers";
import { publicServerApi } from "@/lib/api/server";
import type { Freelancer } from "@/shared/types/freelancers";
import { toPersianDigits } from "@/shared/format/digits";
import { formatToman } from "@/shared/format/number";
import { pageIdParam } from "@/lib/route-params";
import { excerpt, pageMetadata } from "@/lib/seo";
import { absoluteUrl } from "@/lib/site-url";

type Props = { params: Promise<{ id: string }> };

// One API call per request, shared by the metadata and the page (and one counted view).
const loadFreelancer = cache((id: number) => freelancersApi.byId(publicServerApi(), id, "category", { page: true }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const freelancer = await loadFreelancer(pageIdParam((await params).id));
  return pageMetadata({
    title: `${freelancer.name}، ${freelancer.title}`,
    description: excerpt(freelancer.bio),
    path: `/freelancers/${freelancer.id}`,
    image: freelancer.avatar,
    type: "profile",
  });
}

function freelancerJsonLd(freelancer: Freelancer) {
  const sameAs = Object.values(freelancer.social).filter(Boolean);
  return {
    "@type": "Person",
    name: freelancer.name,
    jobTitle: freelancer.title,
    description: freelancer.bio,
    image: absoluteUrl(freelancer.avatar),
    url: absoluteUrl(`/freelancers/${freelancer.id}`),
    address: { "@type": "PostalAddress", addressLocality: freelancer.city, addressCountry: "IR" },
    knowsAbout: freelancer.skills,
    ...(sameAs.length ? { sameAs } : {}),
  };
}

export default async function FreelancerPage({ params }: Props) {
  const freelancer = await loadFreelancer(pageIdParam((await params).id));

  return (
    <DetailPage
      jsonLd={freelancerJsonLd(freelancer)}
      list={{ href: "/freelancers", label: "فریلنسرها" }}
      path={`/freelancers/${freelancer.id}`}
      title={freelancer.name}
      lead={freelancer.title}
      chips={
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <AvailabilityBadge available={freelancer.available} className="text-sm" />
          {freelancer.category && (
            <Link
              href={`/freelancers?category=${encodeURIComponent(freelancer.category.slug)}`}
              className="rounded-full bg-brand-100 px-3 py-1 text-sm font-bold text-brand-800 hover:bg-brand-200"
            >
              {freelancer.category.name}
            </Link>
          )}
        </div>
      }
      panel={
        <SidePanel
          label="خلاصه فریلنسر"
          sticky
          bordered
          after={
            <PanelInvitation question="شما هم فریلنسر هستید؟" href="/freelancers/request">
              به جامعه فریلنسرها بپیوندید
            </PanelInvitation>
          }
        >
          <dl className="grid gap-4">
            <Fact label="نرخ ساعتی" look="price">
              {formatToman(freelancer.hourly_rate)}
            </Fact>
            <Fact label="سابقه کار">{toPersianDigits(freelancer.years_of_experience)} سال</Fact>
            <Fact label="شهر">{freelancer.city}</Fact>
            <Fact label="وضعیت همکاری">
              {freelancer.available ? "آماده پذیرش پروژه جدید" : "فعلاً پروژه جدید نمی‌پذیرد"}
            </Fact>
          </dl>
          {freelancer.resume_url && (
            <PanelAction href={freelancer.resume_url} external>
              مشاهده رزومه
            </PanelAction>
          )}
        </SidePanel>
      }
    >
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <Picture
          src={freelancer.avatar}
          alt={freelancer.avatar_alt ?? `تصویر ${freelancer.name}`}
          width={160}
          height={160}
          priority
          className="size-40 shrink-0 rounded-full"
        />
        <DetailSection id="about" title={`درباره ${freelancer.name}`} className="min-w-0" text={freelancer.bio} />
      </div>

      <TextListSection id="skills" title="مهارت‌ها" items={freelancer.skills} look="tags" />

      {Object.keys(freelancer.social).length > 0 && (
        <DetailSection id="social" title="شبکه‌های اجتماعی" className="mt-10 max-w-xl">
          <div className="mt-4">
            <SocialLinks social={freelancer.social} />
          </div>
        </DetailSection>
      )}
    </DetailPage>
  );
}
