// A freelancer's page, as the public page (app/(site)/freelancers/[id]) and the desk's preview both
// draw it: the photo beside the bio, the skills, the social links, and the facts of the side panel.
import { DetailSection, TextListSection } from "@/components/catalog/detail-page";
import { PersonIntro } from "@/components/catalog/person-intro";
import { Fact } from "@/components/ui/fact";
import { toPersianDigits } from "@/shared/format/digits";
import { formatToman } from "@/shared/format/number";
import type { Freelancer } from "@/shared/types/freelancers";
import { SocialLinks } from "./social-links";

type ProfileProps = {
  freelancer: Pick<Freelancer, "name" | "avatar" | "avatar_alt" | "bio" | "skills" | "social">;
};

/** The photo with its text alternative beside «درباره …» and the bio, then the skills and the social links. */
export function FreelancerProfile({ freelancer }: ProfileProps) {
  return (
    <>
      <PersonIntro person={freelancer} />

      <TextListSection id="skills" title="مهارت‌ها" items={freelancer.skills} look="tags" />

      {Object.keys(freelancer.social).length > 0 && (
        <DetailSection id="social" title="شبکه‌های اجتماعی" className="mt-10 max-w-xl">
          <div className="mt-4">
            <SocialLinks social={freelancer.social} />
          </div>
        </DetailSection>
      )}
    </>
  );
}

type FactsProps = { freelancer: Pick<Freelancer, "hourly_rate" | "years_of_experience" | "city" | "available"> };

/** The Facts of a freelancer (inside a <dl>); the hourly rate in rial, as the public API answers it. */
export function FreelancerFacts({ freelancer }: FactsProps) {
  return (
    <>
      <Fact label="نرخ ساعتی" look="price">
        {formatToman(freelancer.hourly_rate)}
      </Fact>
      <Fact label="سابقه کار">{toPersianDigits(freelancer.years_of_experience)} سال</Fact>
      <Fact label="شهر">{freelancer.city}</Fact>
      <Fact label="وضعیت همکاری">{freelancer.available ? "آماده پذیرش پروژه جدید" : "فعلاً پروژه جدید نمی‌پذیرد"}</Fact>
    </>
  );
}
