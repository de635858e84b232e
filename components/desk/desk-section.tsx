import type { ReactNode } from "react";

/** A titled panel of a desk page: a region named by its heading. */
export function DeskSection({
  id,
  title,
  children,
  className = "",
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`rounded-2xl border border-brand-100 bg-white p-4 md:p-5 ${className}`}
    >
      <h2 id={`${id}-title`} className="mb-4 text-lg font-extrabold">
        {title}
      </h2>
      {children}
    </section>
  );
}
