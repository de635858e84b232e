import type { Metadata } from "next";
import { PreviewDetail } from "@/components/desk/content/content-preview";
import { FreelancerFacts, FreelancerProfile } from "@/components/freelancers/freelancer-detail";
import { tomanToRial } from "@/shared/format/number";
import { SOCIAL_NETWORKS, type FreelancerSocial } from "@/shared/types/freelancers";
import { DESK_KINDS } from "../../../desk-kinds";
import { contentPreviewPage, previewMetadata } from "../../../item-pages";

export const metadata: Metadata = previewMetadata("نمایه فریلنسر");

// A freelancer's profile as its public page will show it, whatever its state (a draft too), drawn
// by the public page's own parts (components/freelancers/freelancer-detail.tsx): its category, the
// avatar with its text alternative beside the bio, the skills, the social links and the facts of
// the side panel. Never indexed.
export default contentPreviewPage({
  kind: DESK_KINDS.freelancers,
  notice: "نمایه فریلنسر با این متن چنین دیده می‌شود.",
  show: (freelancer) => {
    const social: FreelancerSocial = Object.fromEntries(
      SOCIAL_NETWORKS.flatMap(({ key }) => (freelancer[key] ? [[key, freelancer[key]]] : [])),
    );
    return (
      <PreviewDetail
        list={{ href: "/freelancers", label: "فریلنسرها" }}
        path={freelancer.url}
        title={freelancer.name}
        lead={freelancer.title}
        label="درباره فریلنسر"
        factsLabel="خلاصه فریلنسر"
        facts={
          <FreelancerFacts freelancer={{ ...freelancer, hourly_rate: tomanToRial(freelancer.hourly_rate_toman) }} />
        }
      >
        <p className="mb-4 inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-bold text-brand-800">
          {freelancer.category.name}
        </p>
        <FreelancerProfile freelancer={{ ...freelancer, social }} />
      </PreviewDetail>
    );
  },
});
