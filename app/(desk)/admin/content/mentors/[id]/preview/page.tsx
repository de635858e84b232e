import { tomanToRial } from "@/shared/format/number";
import type { Metadata } from "next";
import { ContentPreview, PreviewDetail } from "@/components/desk/content/content-preview";
import { MentorFacts, MentorProfile } from "@/components/mentors/mentor-detail";
import { contentMentorPath, contentMentorsApi, contentMentorsPath } from "@/lib/api/resources/desk-content";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { pageIdParam } from "@/lib/route-params";
import { editsContent } from "../../../content-access";

export const metadata: Metadata = { title: "پیش‌نمایش نمایه منتور", robots: { index: false, follow: false } };

// A mentor's profile as its public page will show it, whatever its state (a draft too), drawn by
// the public page's own parts (components/mentors/mentor-detail.tsx): its category, the avatar with
// its text alternative beside the bio, the topics and the facts of the side panel. Never indexed.
export default async function MentorPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: rawId } = await params;
  await requireStaff(`${contentMentorsPath}/${encodeURIComponent(rawId)}/preview`, editsContent);
  const id = pageIdParam(rawId);
  const mentor = await contentMentorsApi.get(await authServerApi(), id, { page: true });
  return (
    <ContentPreview notice="نمایه منتور با این متن چنین دیده می‌شود." state={mentor} editHref={contentMentorPath(id)}>
      <PreviewDetail
        list={{ href: "/mentors", label: "منتورها" }}
        path={mentor.url}
        title={mentor.name}
        lead={mentor.company ? `${mentor.title} در ${mentor.company}` : mentor.title}
        label="درباره منتور"
        factsLabel="خلاصه منتور"
        facts={<MentorFacts mentor={{ ...mentor, session_price: tomanToRial(mentor.session_price_toman) }} />}
      >
        <p className="mb-4 inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-bold text-brand-800">
          {mentor.category.name}
        </p>
        <MentorProfile mentor={mentor} />
      </PreviewDetail>
    </ContentPreview>
  );
}
