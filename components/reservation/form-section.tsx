// One numbered section of the reservation form (SPEC §2: personal details, service type, location,
// plan, additional details, rule acceptance), with its heading in the page outline.
import { useId, type ReactNode } from "react";
import { toPersianDigits } from "@/lib/format/digits";

type Props = { step: number; title: string; lead?: string; children: ReactNode };

export function FormSection({ step, title, lead, children }: Props) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-brand-100 bg-white p-5 md:p-6">
      <div className="mb-5 flex items-start gap-3">
        <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 font-black text-brand-800">
          {toPersianDigits(step)}
        </span>
        <div>
          <h3 id={id} className="text-lg font-extrabold leading-8">
            {title}
          </h3>
          {lead && <p className="text-sm leading-6 text-muted">{lead}</p>}
        </div>
      </div>
      {children}
    </section>
  );
}
