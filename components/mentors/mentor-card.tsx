import { CardFacts, CardPortrait, CardTags } from "@/components/catalog/card-parts";
import type { Mentor } from "@/shared/types/mentors";
import { toPersianDigits } from "@/shared/format/digits";
import { formatToman } from "@/shared/format/number";

/** A mentor in a list: who, where they work, what they help with and what a session costs. */
export function MentorCard({ mentor, headingLevel = 3 }: { mentor: Mentor; headingLevel?: 2 | 3 }) {
  const topics = mentor.topics.slice(0, 3);
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-brand-100 bg-white p-5 shadow-sm transition hover:shadow-md">
      <CardPortrait
        avatar={mentor.avatar}
        size={72}
        href={`/mentors/${mentor.id}`}
        level={headingLevel}
        name={mentor.name}
        subtitle={
          <>
            {mentor.title}
            {mentor.company && ` در ${mentor.company}`}
          </>
        }
      />
      {mentor.category && <p className="mt-4 text-sm font-bold text-brand-800">{mentor.category.name}</p>}
      <CardTags label="موضوع‌های مشاوره" items={topics} rest={mentor.topics.length - topics.length} />
      <CardFacts
        layout="flex items-end justify-between gap-3"
        facts={[{ label: "سابقه", value: `${toPersianDigits(mentor.years_of_experience)} سال` }]}
        price={{ label: "هر جلسه", value: formatToman(mentor.session_price, { freeLabel: true }) }}
      />
    </article>
  );
}
