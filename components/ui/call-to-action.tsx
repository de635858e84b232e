import { Link } from "@/components/navigation/link";

type Tone = "light" | "outline" | "dark" | "brand";

/** Each look: the banner, its heading, its text, and its main button (and, where a banner has two, the second). */
const TONES: Record<Tone, { box: string; heading: string; text: string; primary: string; secondary?: string }> = {
  light: {
    box: "flex flex-col gap-4 rounded-2xl bg-brand-50 p-6 md:flex-row md:items-center md:justify-between",
    heading: "text-lg font-extrabold",
    text: "mt-1 leading-7 text-muted",
    primary: "rounded-xl bg-brand-700 px-5 py-2.5 text-center font-bold text-white hover:bg-brand-800",
    secondary:
      "rounded-xl border border-brand-300 bg-white px-5 py-2.5 text-center font-bold text-brand-800 hover:bg-brand-50",
  },
  outline: {
    box: "flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-brand-100 bg-brand-50 p-6",
    heading: "text-lg font-extrabold",
    text: "mt-1 text-sm leading-7 text-muted",
    primary: "rounded-xl bg-brand-700 px-5 py-3 font-bold text-white hover:bg-brand-800",
  },
  dark: {
    box: "flex flex-col items-start gap-4 rounded-2xl bg-brand-900 p-6 text-white md:flex-row md:items-center md:justify-between md:p-8",
    heading: "text-xl font-extrabold",
    text: "mt-2 leading-7 text-brand-50",
    primary: "rounded-xl bg-white px-6 py-3 font-bold text-brand-900 hover:bg-brand-50",
  },
  brand: {
    box: "flex flex-col items-start justify-between gap-6 rounded-3xl bg-brand-700 p-8 text-white md:flex-row md:items-center md:p-10",
    heading: "text-2xl font-extrabold",
    text: "mt-2 leading-7 text-brand-50",
    primary: "rounded-xl bg-white px-6 py-3 font-bold text-brand-900 hover:bg-brand-50",
  },
};

export type CallToActionLink = { href: string; label: string; secondary?: boolean };

type Props = {
  /** The heading's id, which names the banner; without one the banner is a plain box. */
  id?: string;
  as?: "section" | "aside" | "div";
  tone: Tone;
  title: string;
  text: string;
  /** One button, or a row of them (the first is the main one). */
  actions: CallToActionLink[];
  /** Its place on the page (margins). */
  className?: string;
};

/** A banner that invites the visitor to the next step: a heading, a sentence, and its buttons beside them. */
export function CallToAction({ id, as: Tag = "section", tone, title, text, actions, className = "" }: Props) {
  const look = TONES[tone];
  const alone = actions.length === 1;
  const links = actions.map((action) => {
    const button = (action.secondary && look.secondary) || look.primary;
    return (
      <Link key={action.href} href={action.href} className={alone ? `shrink-0 ${button}` : button}>
        {action.label}
      </Link>
    );
  });
  return (
    <Tag aria-labelledby={id} className={className ? `${className} ${look.box}` : look.box}>
      <div>
        <h2 id={id} className={look.heading}>
          {title}
        </h2>
        <p className={look.text}>{text}</p>
      </div>
      {alone ? links : <div className="flex shrink-0 flex-wrap gap-3">{links}</div>}
    </Tag>
  );
}
