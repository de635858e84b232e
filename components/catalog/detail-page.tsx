import type { ReactNode } from "react";
import { Link } from "@/components/navigation/link";
import { RichText } from "@/components/content/rich-text";
import { JsonLd } from "@/components/seo/json-ld";
import { parseRichText } from "@/shared/rich-text";
import { PageHeading, type Crumb } from "./page-heading";
import { LineIcon } from "@/components/icons/line-icon";
import { Picture } from "@/components/ui/picture";

type Props = {
  /** Structured data for search engines, before everything else. */
  jsonLd?: Record<string, unknown>;
  /** The list the entry belongs to: the crumb before the entry's own. */
  list: Crumb;
  /** The entry's own address, its last crumb (named by the title). */
  path: string;
  title: string;
  lead: string;
  /** What stands under the lead (Chips, badges). */
  chips?: ReactNode;
  /** The SidePanel beside the body. */
  panel: ReactNode;
  children: ReactNode;
};

/** A catalog entry's page: its heading, then its body beside its side panel. */
export function DetailPage({ jsonLd, list, path, title, lead, chips, panel, children }: Props) {
  return (
    <>
      {jsonLd && <JsonLd data={jsonLd} />}
      <PageHeading crumbs={[list, { href: path, label: title }]} title={title} lead={lead}>
        {chips}
      </PageHeading>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 md:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">{children}</div>
        {panel}
      </div>
    </>
  );
}

type SectionProps = {
  /** Names the h2: its id is `${id}-title`. */
  id: string;
  title: ReactNode;
  /** The first part takes no top margin (""). */
  className?: string;
  /** Stored rich text (shared/rich-text.ts: one paragraph a line, headings, lists, links, bold), before the children. */
  text?: string;
  children?: ReactNode;
};

/** A titled part of an entry's body. */
export function DetailSection({ id, title, className = "mt-10", text, children }: SectionProps) {
  return (
    <section aria-labelledby={`${id}-title`} className={className || undefined}>
      <h2 id={`${id}-title`} className="text-xl font-extrabold">
        {title}
      </h2>
      {text && <RichText blocks={parseRichText(text, "paragraph")} headingLevel={3} className="mt-3" />}
      {children}
    </section>
  );
}

type ListLook = { list: string; item?: string; icon?: ReactNode };

/** How each kind of list of short texts looks on a detail page. */
const LIST_LOOK = {
  /** Short names in pills: a mentor's topics, a freelancer's skills, a project's technologies. */
  tags: {
    list: "mt-4 flex flex-wrap gap-2",
    item: "rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-900",
  },
  /** A bulleted list (a position's requirements). */
  bullets: { list: "mt-4 grid list-disc gap-2 ps-6 leading-8 marker:text-brand-700" },
  /** What comes with it, in ticked boxes (a present's inclusions). */
  included: {
    list: "mt-4 grid gap-3 sm:grid-cols-2",
    item: "flex gap-2 rounded-2xl border border-brand-100 p-4 leading-7",
    icon: (
      <LineIcon className="mt-1 size-5 shrink-0 text-brand-700" strokeWidth="2.5">
        <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
      </LineIcon>
    ),
  },
  /** Terms to mind (a present's conditions). */
  conditions: {
    list: "mt-4 grid gap-2",
    item: "flex gap-2 leading-7 text-ink",
    icon: (
      <LineIcon className="mt-1 size-5 shrink-0 text-amber-700">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 11v5M12 7.5v.5" strokeLinecap="round" />
      </LineIcon>
    ),
  },
  /** Perks on a tinted ground (a position's benefits). */
  perks: {
    list: "mt-4 grid gap-3 md:grid-cols-2",
    item: "flex items-start gap-2 rounded-xl bg-brand-50 p-3 leading-7",
    icon: (
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1 size-4 shrink-0 text-brand-700" fill="currentColor">
        <path d="M8 13.6 4.4 10l-1.4 1.4L8 16.4l9-9L15.6 6z" />
      </svg>
    ),
  },
  /** People wanted (a project's open roles). */
  roles: {
    list: "mt-4 grid gap-3 sm:grid-cols-2",
    item: "flex items-center gap-3 rounded-2xl border border-brand-100 p-4 font-bold",
    icon: (
      <LineIcon className="size-6 shrink-0 text-brand-700" strokeWidth="1.8">
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" strokeLinecap="round" />
      </LineIcon>
    ),
  },
} satisfies Record<string, ListLook>;

/** A DetailSection listing short texts, shown only when there are any. */
export function TextListSection({
  id,
  title,
  items,
  look,
}: {
  id: string;
  title: ReactNode;
  items: string[];
  look: keyof typeof LIST_LOOK;
}) {
  if (items.length === 0) return null;
  const { list, item: itemClassName, icon }: ListLook = LIST_LOOK[look];
  return (
    <DetailSection id={id} title={title}>
      <ul className={list}>
        {items.map((item) => (
          <li key={item} className={itemClassName}>
            {icon}
            {item}
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}

/** The pills under an entry's heading. */
export function Chips({ children }: { children: ReactNode }) {
  return <ul className="mt-4 flex flex-wrap gap-2">{children}</ul>;
}

const CHIP_LOOK = {
  /** What the entry is (its category, kind or unit). */
  solid: "rounded-full bg-brand-100 px-3 py-1 text-sm font-bold text-brand-800",
  /** More about it (stage, tags, type, city). */
  outline: "rounded-full border border-brand-200 bg-white px-3 py-1 text-sm text-brand-800",
};

const CHIP_HOVER = { solid: "hover:bg-brand-200", outline: "hover:bg-brand-50" };

/** One pill of Chips; with an href, a link to the list filtered by it. */
export function Chip({
  look = "solid",
  href,
  children,
}: {
  look?: keyof typeof CHIP_LOOK;
  href?: string;
  children: ReactNode;
}) {
  if (!href) return <li className={CHIP_LOOK[look]}>{children}</li>;
  return (
    <li>
      <Link href={href} className={`block ${CHIP_LOOK[look]} ${CHIP_HOVER[look]}`}>
        {children}
      </Link>
    </li>
  );
}

/** The wide image at the head of a detail page, loaded first (it is the page's largest paint). */
export function DetailCover({ src, alt }: { src: string; alt: string }) {
  return <Picture src={src} alt={alt} width={600} height={340} priority className="aspect-[16/9] w-full rounded-2xl" />;
}
