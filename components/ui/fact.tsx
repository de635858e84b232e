import type { ReactNode } from "react";

const VALUE_LOOK = {
  /** A plain value: a name, a date, a count. */
  bold: "mt-1 font-bold",
  /** Money, in the brand's colour. */
  price: "mt-1 font-bold text-brand-800",
  /** A link or a component that styles itself. */
  plain: "mt-1",
} as const;

type Props = {
  label: string;
  look?: keyof typeof VALUE_LOOK;
  /** Replaces the look, for a value laid out its own way. */
  className?: string;
  /** Codes and phone numbers read left to right. */
  dir?: "ltr";
  /** More values of the same term, as their own <dd>s (an address under a place's name). */
  more?: ReactNode;
  children: ReactNode;
};

/** One term of a description list: its label over its value (a group of a <dl>, as HTML allows). */
export function Fact({ label, look = "bold", className, dir, more, children }: Props) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd dir={dir} className={className ?? VALUE_LOOK[look]}>
        {children}
      </dd>
      {more}
    </div>
  );
}

/** A Fact whose value is an address on another site (a website, a profile): opened in a new tab, read left to right. */
export function LinkFact({
  label,
  href,
  className,
  children,
}: {
  label: string;
  href: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Fact label={label} look="plain">
      <a href={href} target="_blank" rel="noopener noreferrer" dir="ltr" className={className}>
        {children}
      </a>
    </Fact>
  );
}
