import type { ReactNode } from "react";
import { Link } from "@/components/navigation/link";
import { ShareLinks } from "@/components/share/share-links";
import { absoluteUrl } from "@/render/site-url";

type Naming =
  /** Named by its own heading: `title` is shown as the panel's h2, or the children hold an h2 with this id. */
  | { id: string; title?: ReactNode; label?: never }
  /** Named without a heading. */
  | { label: string; id?: never; title?: never };

type Props = Naming & {
  /** Stays in view beside a long page on wide screens. */
  sticky?: boolean;
  bordered?: boolean;
  /** On phones it comes before the main column (beside it, at the end, on wide screens); else after. */
  first?: boolean;
  /** Boxes under the panel's card (share links, an invitation, the review notice). */
  after?: ReactNode;
  children: ReactNode;
};

/**
 * The side column of a detail or request page: a card with the entry's facts or the steps ahead,
 * and what to do next. A sticky panel (or one with boxes under its card) holds the card and spaces
 * the boxes; otherwise the aside is the card.
 */
export function SidePanel({
  id,
  title,
  label,
  sticky = false,
  bordered = false,
  first = true,
  after,
  children,
}: Props) {
  const card = bordered ? "rounded-2xl border border-brand-100 bg-surface p-5" : "rounded-2xl bg-surface p-5";
  const holdsCard = sticky || after !== undefined;
  const place = [
    first && "order-first",
    holdsCard ? "grid gap-4" : card,
    sticky && "lg:sticky lg:top-32",
    first && "lg:order-last",
    "lg:self-start",
  ]
    .filter(Boolean)
    .join(" ");
  const content = (
    <>
      {title !== undefined && (
        <h2 id={id} className="text-lg font-extrabold">
          {title}
        </h2>
      )}
      {children}
    </>
  );
  return (
    <aside aria-labelledby={id} aria-label={label} className={place}>
      {holdsCard ? <div className={card}>{content}</div> : content}
      {after}
    </aside>
  );
}

/** The panel's main action, a full-width button-like link, with an optional note under it. */
export function PanelAction({
  href,
  external = false,
  note,
  children,
}: {
  href: string;
  external?: boolean;
  note?: ReactNode;
  children: ReactNode;
}) {
  const className =
    "mt-5 flex justify-center rounded-xl bg-brand-700 px-4 py-3 font-bold text-white hover:bg-brand-800";
  return (
    <>
      {external ? (
        <a href={href} target="_blank" rel="noopener" className={className}>
          {children}
        </a>
      ) : (
        <Link href={href} className={className}>
          {children}
        </Link>
      )}
      {note && <p className="mt-3 text-xs leading-6 text-muted">{note}</p>}
    </>
  );
}

/** A dashed box under a panel asking the reader to join (as a mentor, as a freelancer). */
export function PanelInvitation({ question, href, children }: { question: string; href: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-brand-200 p-5">
      <p className="font-bold">{question}</p>
      <Link href={href} className="mt-2 inline-block text-sm font-bold text-brand-700 underline underline-offset-4">
        {children}
      </Link>
    </div>
  );
}

/** Share links for the page at `path`, as a box under a panel. */
export function PanelShare({ title, path }: { title: string; path: string }) {
  return <ShareLinks title={title} url={absoluteUrl(path)} />;
}
