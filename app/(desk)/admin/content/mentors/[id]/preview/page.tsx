import type { Metadata } from "next";
import { PreviewDetail } from "@/components/desk/content/content-preview";
import { MentorFacts, MentorProfile } from "@/components/mentors/mentor-detail";
import { tomanToRial } from "@/shared/format/number";
import { DESK_KINDS } from "../../../desk-kinds";
import { contentPreviewPage, previewMetadata } from "../../../item-pages";

export const metadata: Metadata = previewMetadata("نمایه منتور");

// A mentor's profile as its public page will show it, whatever its state (a draft too), drawn by
// the public page's own parts (components/mentors/mentor-detail.tsx): its category, the avatar with
// its text alternative beside the bio, the topics and the facts of the side panel. Never indexed.
export default contentPreviewPage({
  kind: DESK_KINDS.mentors,
  notice: "نمایه منتور با این متن چنین دیده می‌شود.",
  show: (mentor) => (
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
  ),
});
