// A freelancer's page, as the public page (app/(site)/freelancers/[id]) and the desk's preview both
// draw it: the photo beside the bio, the skills, the social links, and the facts of the side panel.
import { DetailSection, TextListSection } from "@/components/catalog/detail-page";
import { Fact } from "@/components/ui/fact";
import { Picture } from "@/components/ui/picture";
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
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <Picture
          src={freelancer.avatar}
          alt={freelancer.avatar_alt ?? `تصویر ${freelancer.name}`}
          width={160}
          height={160}
          priority
          className="size-40 shrink-0 rounded-full"
        />
        <DetailSection id="about" title={`درباره ${freelancer.name}`} className="min-w-0" text={freelancer.bio} />
      </div>

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
