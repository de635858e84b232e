import { Link } from "@/components/navigation/link";
import { DetailPage } from "@/components/catalog/detail-page";
import { PanelAction, PanelInvitation, SidePanel } from "@/components/layout/side-panel";
import { MentorFacts, MentorProfile } from "@/components/mentors/mentor-detail";
import { entryById } from "@/components/catalog/detail-entry";
import { mentorsApi } from "@/lib/api/resources/mentors";
import { publicServerApi } from "@/render/api";
import type { Mentor } from "@/shared/types/mentors";
import { excerpt } from "@/lib/seo";
import { absoluteUrl } from "@/render/site-url";
import { sharedPage } from "@/render/page-rule";
import { entryMetadata } from "@/render/entry-metadata";

type Props = { params: Promise<{ id: string }> };

// One API call per request, shared by the metadata and the page (and one counted view).
const loadMentor = entryById((id) => mentorsApi.byId(publicServerApi(), id, "category", { page: true }));

export const generateMetadata = entryMetadata(loadMentor, (mentor) => ({
  title: `${mentor.name}، ${mentor.title}`,
  description: excerpt(mentor.bio),
  path: `/mentors/${mentor.id}`,
  image: mentor.avatar,
  type: "profile",
}));

function mentorJsonLd(mentor: Mentor) {
  return {
    "@type": "Person",
    name: mentor.name,
    jobTitle: mentor.title,
    description: mentor.bio,
    image: absoluteUrl(mentor.avatar),
    url: absoluteUrl(`/mentors/${mentor.id}`),
    ...(mentor.company ? { worksFor: { "@type": "Organization", name: mentor.company } } : {}),
    ...(mentor.linkedin ? { sameAs: [mentor.linkedin] } : {}),
    knowsAbout: mentor.topics,
  };
}

async function MentorPage({ params }: Props) {
  const mentor = await loadMentor(params);
  const role = mentor.company ? `${mentor.title} در ${mentor.company}` : mentor.title;

  return (
    <DetailPage
      jsonLd={mentorJsonLd(mentor)}
      list={{ href: "/mentors", label: "منتورها" }}
      path={`/mentors/${mentor.id}`}
      title={mentor.name}
      lead={role}
      chips={
        mentor.category && (
          <p className="mt-4">
            <Link
              href={`/mentors?category=${encodeURIComponent(mentor.category.slug)}`}
              className="inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-bold text-brand-800 hover:bg-brand-200"
            >
              {mentor.category.name}
            </Link>
          </p>
        )
      }
      panel={
        <SidePanel
          label="خلاصه منتور"
          sticky
          bordered
          after={
            <PanelInvitation question="تجربه‌ای برای به اشتراک گذاشتن دارید؟" href="/mentors/join">
              می‌خواهید منتور شوید؟
            </PanelInvitation>
          }
        >
          <dl className="grid gap-4">
            <MentorFacts mentor={mentor} />
          </dl>
          <PanelAction
            href={`/mentors/${mentor.id}/mentor-request`}
            note="درخواست شما رزرو قطعی نیست؛ تیم آوینوکس آن را بررسی می‌کند و برای هماهنگی زمان جلسه با شما تماس می‌گیرد."
          >
            درخواست جلسه با این منتور
          </PanelAction>
        </SidePanel>
      }
    >
      <MentorProfile mentor={mentor} />
    </DetailPage>
  );
}

export default sharedPage(MentorPage);
