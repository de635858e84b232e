// One titled section of a long form (the reservation's six numbered steps, a request form's "your
// team", "contact details" ...): a fieldset, so assistive technology names the group when focus
// enters one of its fields.
import type { ReactNode } from "react";
import { toPersianDigits } from "@/shared/format/digits";

type Props = {
  title: string;
  /** The step number, for forms read in order. */
  step?: number;
  /** A line under the title: what the section is for. */
  lead?: string;
  children: ReactNode;
};

export function FormSection({ title, step, lead, children }: Props) {
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-2xl border border-brand-100 bg-white p-4 md:p-6">
      {/* Floated, the legend sits inside the box as the section's first row instead of on its border. */}
      <legend className="float-start flex w-full items-center gap-3 text-lg leading-8 font-extrabold">
        {step !== undefined && (
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 font-black text-brand-800"
          >
            {toPersianDigits(step)}
          </span>
        )}
        {title}
      </legend>
      {lead && <p className="-mt-3 text-sm leading-6 text-muted">{lead}</p>}
      {children}
    </fieldset>
  );
}
