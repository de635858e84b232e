import type { ComponentProps, ReactNode } from "react";

type Props = Omit<ComponentProps<"section">, "title" | "aria-labelledby"> & {
  /** The heading's id, which names the section for assistive technology. */
  headingId: string;
  title: ReactNode;
  headingClassName: string;
  /** h2 for a part of the page, h3 for a part of a part. */
  level?: 2 | 3;
};

/** A part of a page under its heading, named by it (so it is a landmark a screen reader can jump to). */
export function TitledSection({ headingId, title, headingClassName, level = 2, children, ...section }: Props) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={headingId} {...section}>
      <Heading id={headingId} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
