import type { ReactNode } from "react";
import { Picture } from "@/components/ui/picture";
import { CardTitle } from "./card-parts";

type Props = {
  /** The 16:9 picture at the card's top, and what sits on it (badges, a logo). */
  cover: string;
  overlay?: ReactNode;
  /** The small line above the title (a category, a field), when the card has one. */
  kicker?: ReactNode;
  href: string;
  level?: 2 | 3;
  title: string;
  summary: string;
  /** How many lines of the summary show. */
  summaryLines?: 2 | 3;
  /** Room above the body for something hanging over the picture's bottom edge (a logo). */
  hangingOverlay?: boolean;
  /** The card's foot: its facts, price or place. */
  children: ReactNode;
};

/**
 * A list card led by a picture (events, projects, offers, businesses): the picture with its
 * badges, then the kicker, the title whose link covers the card, the summary and the card's foot.
 */
export function CoverCard({
  cover,
  overlay,
  kicker,
  href,
  level,
  title,
  summary,
  summaryLines = 2,
  hangingOverlay = false,
  children,
}: Props) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative">
        <Picture src={cover} alt="" width={600} height={340} className="aspect-[16/9] w-full" />
        {overlay}
      </div>
      <div className={hangingOverlay ? "flex flex-1 flex-col p-5 pt-10" : "flex flex-1 flex-col p-5"}>
        {kicker !== undefined && <p className="text-sm font-bold text-brand-700">{kicker}</p>}
        <CardTitle
          href={href}
          level={level}
          className={kicker !== undefined ? "mt-1 text-lg leading-8 font-bold" : undefined}
        >
          {title}
        </CardTitle>
        <p className={`mt-2 ${summaryLines === 3 ? "line-clamp-3" : "line-clamp-2"} flex-1 leading-7 text-muted`}>
          {summary}
        </p>
        {children}
      </div>
    </article>
  );
}
