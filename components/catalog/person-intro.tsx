// How a person's page opens (a mentor, a freelancer): the round photo beside «درباره …» and the bio.
import { Picture } from "@/components/ui/picture";
import { DetailSection } from "./detail-page";

type Person = { name: string; avatar: string; avatar_alt?: string | null; bio: string };

/** The photo with its text alternative (the person's name when the desk gave none) beside the bio. */
export function PersonIntro({ person }: { person: Person }) {
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
      <Picture
        src={person.avatar}
        alt={person.avatar_alt ?? `تصویر ${person.name}`}
        width={160}
        height={160}
        priority
        className="size-40 shrink-0 rounded-full"
      />
      <DetailSection id="about" title={`درباره ${person.name}`} className="min-w-0" text={person.bio} />
    </div>
  );
}
