import { Link } from "@/components/navigation/link";
import { Picture } from "@/components/ui/picture";
import type { Freelancer } from "@/shared/types/freelancers";
import { toPersianDigits } from "@/shared/format/digits";
import { formatToman } from "@/shared/format/number";
import { AvailabilityBadge } from "./availability-badge";

/** A freelancer in a list: who, what they do, where, whether they take work and their hourly rate. */
export function FreelancerCard({ freelancer, headingLevel = 3 }: { freelancer: Freelancer; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const skills = freelancer.skills.slice(0, 4);
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-brand-100 bg-white p-5 shadow-sm transition hover:shadow-md">
      <div className="flex items-start gap-4">
        <Picture src={freelancer.avatar} alt="" width={64} height={64} className="size-16 shrink-0 rounded-full" />
        <div className="min-w-0 flex-1">
          <Heading className="text-lg leading-8 font-bold">
            <Link href={`/freelancers/${freelancer.id}`} className="after:absolute after:inset-0">
              {freelancer.name}
            </Link>
          </Heading>
          <p className="text-sm leading-6 text-muted">{freelancer.title}</p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
        <AvailabilityBadge available={freelancer.available} />
        {freelancer.category && <span className="font-bold text-brand-800">{freelancer.category.name}</span>}
      </div>
      {skills.length > 0 && (
        <ul aria-label="مهارت‌ها" className="mt-3 flex flex-wrap gap-1.5">
          {skills.map((skill) => (
            <li key={skill} className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-900">
              {skill}
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-auto grid grid-cols-3 gap-2 pt-5 text-sm">
        <div>
          <dt className="text-muted">شهر</dt>
          <dd className="font-bold">{freelancer.city}</dd>
        </div>
        <div>
          <dt className="text-muted">سابقه</dt>
          <dd className="font-bold">{toPersianDigits(freelancer.years_of_experience)} سال</dd>
        </div>
        <div className="text-end">
          <dt className="text-muted">ساعتی</dt>
          <dd className="font-bold text-brand-800">{formatToman(freelancer.hourly_rate)}</dd>
        </div>
      </dl>
    </article>
  );
}
