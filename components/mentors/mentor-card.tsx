import { Link } from "@/components/navigation/link";
import { Picture } from "@/components/ui/picture";
import type { Mentor } from "@/shared/types/mentors";
import { toPersianDigits } from "@/shared/format/digits";
import { formatToman } from "@/shared/format/number";

/** A mentor in a list: who, where they work, what they help with and what a session costs. */
export function MentorCard({ mentor, headingLevel = 3 }: { mentor: Mentor; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const topics = mentor.topics.slice(0, 3);
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-brand-100 bg-white p-5 shadow-sm transition hover:shadow-md">
      <div className="flex items-center gap-4">
        <Picture src={mentor.avatar} alt="" width={72} height={72} className="size-18 shrink-0 rounded-full" />
        <div className="min-w-0">
          <Heading className="text-lg leading-8 font-bold">
            <Link href={`/mentors/${mentor.id}`} className="after:absolute after:inset-0">
              {mentor.name}
            </Link>
          </Heading>
          <p className="text-sm leading-6 text-muted">
            {mentor.title}
            {mentor.company && ` در ${mentor.company}`}
          </p>
        </div>
      </div>
      {mentor.category && <p className="mt-4 text-sm font-bold text-brand-800">{mentor.category.name}</p>}
      {topics.length > 0 && (
        <ul aria-label="موضوع‌های مشاوره" className="mt-3 flex flex-wrap gap-1.5">
          {topics.map((topic) => (
            <li key={topic} className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-900">
              {topic}
            </li>
          ))}
          {mentor.topics.length > topics.length && <li className="rounded-full px-1 py-1 text-xs text-muted">+{toPersianDigits(mentor.topics.length - topics.length)}</li>}
        </ul>
      )}
      <dl className="mt-auto flex items-end justify-between gap-3 pt-5 text-sm">
        <div>
          <dt className="text-muted">سابقه</dt>
          <dd className="font-bold">{toPersianDigits(mentor.years_of_experience)} سال</dd>
        </div>
        <div className="text-end">
          <dt className="text-muted">هر جلسه</dt>
          <dd className="font-bold text-brand-800">{formatToman(mentor.session_price, { freeLabel: true })}</dd>
        </div>
      </dl>
    </article>
  );
}
