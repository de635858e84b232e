import { Link } from "@/components/navigation/link";
import { DetailPage } from "@/components/catalog/detail-page";
import { AvailabilityBadge } from "@/components/freelancers/availability-badge";
import { FreelancerFacts, FreelancerProfile } from "@/components/freelancers/freelancer-detail";
import { PanelAction, PanelInvitation, SidePanel } from "@/components/layout/side-panel";
import { entryById } from "@/components/catalog/detail-entry";
import { freelancersApi } from "@/lib/api/resources/freelancers";
import { publicServerApi } from "@/render/api";
import type { Freelancer } from "@/shared/types/freelancers";
import { excerpt } from "@/lib/seo";
import { absoluteUrl } from "@/render/site-url";
import { sharedPage } from "@/render/page-rule";
import { entryMetadata } from "@/render/entry-metadata";

type Props = { params: Promise<{ id: string }> };

// One API call per request, shared by the metadata and the page (and one counted view).
const loadFreelancer = entryById((id) => freelancersApi.byId(publicServerApi(), id, "category", { page: true }));

export const generateMetadata = entryMetadata(loadFreelancer, (freelancer) => ({
  title: `${freelancer.name}، ${freelancer.title}`,
  description: excerpt(freelancer.bio),
  path: `/freelancers/${freelancer.id}`,
  image: freelancer.avatar,
  type: "profile",
}));

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

async function FreelancerPage({ params }: Props) {
  const freelancer = await loadFreelancer(params);

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
            <FreelancerFacts freelancer={freelancer} />
          </dl>
          {freelancer.resume_url && (
            <PanelAction href={freelancer.resume_url} external>
              مشاهده رزومه
            </PanelAction>
          )}
        </SidePanel>
      }
    >
      <FreelancerProfile freelancer={freelancer} />
    </DetailPage>
  );
}

export default sharedPage(FreelancerPage);
