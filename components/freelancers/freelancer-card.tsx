import { CardFacts, CardPortrait, CardTags } from "@/components/catalog/card-parts";
import type { Freelancer } from "@/shared/types/freelancers";
import { toPersianDigits } from "@/shared/format/digits";
import { formatToman } from "@/shared/format/number";
import { AvailabilityBadge } from "./availability-badge";

/** A freelancer in a list: who, what they do, where, whether they take work and their hourly rate. */
export function FreelancerCard({ freelancer, headingLevel = 3 }: { freelancer: Freelancer; headingLevel?: 2 | 3 }) {
  const skills = freelancer.skills.slice(0, 4);
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-brand-100 bg-white p-5 shadow-sm transition hover:shadow-md">
      <CardPortrait
        avatar={freelancer.avatar}
        size={64}
        align="start"
        href={`/freelancers/${freelancer.id}`}
        level={headingLevel}
        name={freelancer.name}
        subtitle={freelancer.title}
      />
      <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
        <AvailabilityBadge available={freelancer.available} />
        {freelancer.category && <span className="font-bold text-brand-800">{freelancer.category.name}</span>}
      </div>
      <CardTags label="مهارت‌ها" items={skills} />
      <CardFacts
        layout="grid grid-cols-3 gap-2"
        facts={[
          { label: "شهر", value: freelancer.city },
          { label: "سابقه", value: `${toPersianDigits(freelancer.years_of_experience)} سال` },
        ]}
        price={{ label: "ساعتی", value: formatToman(freelancer.hourly_rate) }}
      />
    </article>
  );
}
