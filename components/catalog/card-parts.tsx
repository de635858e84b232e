import type { ReactNode } from "react";
import { Link } from "@/components/navigation/link";
import { Picture } from "@/components/ui/picture";
import { toPersianDigits } from "@/shared/format/digits";

/**
 * A list card's title: a heading whose link stretches over the whole card (which must be
 * `relative`), so the card is one target for a pointer and one stop for the keyboard. Level 2 where
 * the cards are the page's main list, 3 under a section's h2.
 */
export function CardTitle({
  href,
  level = 3,
  className = "text-lg leading-8 font-bold",
  children,
}: {
  href: string;
  level?: 2 | 3;
  className?: string;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <Heading className={className}>
      <Link href={href} className="after:absolute after:inset-0">
        {children}
      </Link>
    </Heading>
  );
}

/** A few short names in small pills on a card (skills, topics); `rest` counts those left out. */
export function CardTags({ label, items, rest = 0 }: { label: string; items: string[]; rest?: number }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="mt-3 flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-900">
          {item}
        </li>
      ))}
      {rest > 0 && <li className="rounded-full px-1 py-1 text-xs text-muted">+{toPersianDigits(rest)}</li>}
    </ul>
  );
}

type PortraitProps = {
  /** The person's picture and its size in pixels. */
  avatar: string;
  size: 64 | 72;
  /** Where the picture sits against a title that may wrap. */
  align?: "start" | "center";
  href: string;
  level?: 2 | 3;
  name: string;
  /** The line under the name (their role). */
  subtitle: ReactNode;
};

/** A person's card head: the round picture beside the name (the card's title) and their role. */
export function CardPortrait({ avatar, size, align = "center", href, level, name, subtitle }: PortraitProps) {
  return (
    <div className={align === "start" ? "flex items-start gap-4" : "flex items-center gap-4"}>
      <Picture
        src={avatar}
        alt=""
        width={size}
        height={size}
        className={size === 64 ? "size-16 shrink-0 rounded-full" : "size-18 shrink-0 rounded-full"}
      />
      <div className="min-w-0 flex-1">
        <CardTitle href={href} level={level}>
          {name}
        </CardTitle>
        <p className="text-sm leading-6 text-muted">{subtitle}</p>
      </div>
    </div>
  );
}

type CardFact = { label: string; value: ReactNode };

/** A person's card foot, at the card's bottom: a few short facts, then the price at the end in the brand's colour. */
export function CardFacts({ layout, facts, price }: { layout: string; facts: CardFact[]; price: CardFact }) {
  return (
    <dl className={`mt-auto ${layout} pt-5 text-sm`}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className="text-muted">{fact.label}</dt>
          <dd className="font-bold">{fact.value}</dd>
        </div>
      ))}
      <div className="text-end">
        <dt className="text-muted">{price.label}</dt>
        <dd className="font-bold text-brand-800">{price.value}</dd>
      </div>
    </dl>
  );
}
