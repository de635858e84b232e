// A mentor's page, as the public page (app/(site)/mentors/[id]) and the desk's preview both draw it:
// the photo beside the bio, the topics, and the facts of the side panel.
import { TextListSection } from "@/components/catalog/detail-page";
import { PersonIntro } from "@/components/catalog/person-intro";
import { Fact, LinkFact } from "@/components/ui/fact";
import { toPersianDigits } from "@/shared/format/digits";
import { formatNumberFa, formatToman } from "@/shared/format/number";
import type { Mentor } from "@/shared/types/mentors";

/** The photo with its text alternative beside «درباره …» and the bio, then the topics. */
export function MentorProfile({
  mentor,
}: {
  mentor: Pick<Mentor, "name" | "avatar" | "avatar_alt" | "bio" | "topics">;
}) {
  return (
    <>
      <PersonIntro person={mentor} />

      <TextListSection id="topics" title="موضوع‌های مشاوره" items={mentor.topics} look="tags" />
    </>
  );
}

type FactsProps = {
  mentor: Pick<Mentor, "title" | "company" | "years_of_experience" | "session_price" | "sessions_count" | "linkedin">;
};

/** The Facts of a mentor (inside a <dl>); the session price in rial, as the public API answers it. */
export function MentorFacts({ mentor }: FactsProps) {
  return (
    <>
      <Fact label="سمت" more={mentor.company && <dd className="mt-1 text-sm text-muted">{mentor.company}</dd>}>
        {mentor.title}
      </Fact>
      <Fact label="سابقه کار">{toPersianDigits(mentor.years_of_experience)} سال</Fact>
      <Fact label="هزینه هر جلسه" look="price">
        {formatToman(mentor.session_price, { freeLabel: true })}
      </Fact>
      {mentor.sessions_count > 0 && (
        <Fact label="جلسه‌های برگزارشده">{formatNumberFa(mentor.sessions_count)} جلسه</Fact>
      )}
      {mentor.linkedin && (
        <LinkFact
          label="لینکدین"
          href={mentor.linkedin}
          className="text-sm font-bold break-all text-brand-700 underline underline-offset-4"
        >
          {mentor.linkedin.replace(/^https:\/\/(www\.)?/, "")}
        </LinkFact>
      )}
    </>
  );
}
