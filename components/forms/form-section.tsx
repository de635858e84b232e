// One titled section of a long form (the reservation's six numbered steps, a request form's "your
// team", "contact details" ...), with its heading in the page's outline under the form's title
// (an h2 on every form page), so a screen reader can move between sections.
import { useId, type ReactNode } from "react";
import { toPersianDigits } from "@/lib/format/digits";

type Props = {
  title: string;
  /** The step number, for forms read in order. */
  step?: number;
  /** A line under the title: what the section is for. */
  lead?: string;
  children: ReactNode;
};

export function FormSection({ title, step, lead, children }: Props) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-4 rounded-2xl border border-brand-100 bg-white p-4 md:p-6">
      <div className="flex items-start gap-3">
        {step !== undefined && (
          <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 font-black text-brand-800">
            {toPersianDigits(step)}
          </span>
        )}
        <div>
          <h3 id={id} className="text-lg leading-8 font-extrabold">
            {title}
          </h3>
          {lead && <p className="text-sm leading-6 text-muted">{lead}</p>}
        </div>
      </div>
      {children}
    </section>
  );
}
