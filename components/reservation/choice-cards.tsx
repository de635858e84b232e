// A radio group drawn as cards (service types, plans): a fieldset named by its legend (read, not
// shown: the form section's heading already says it), one native radio per card (so arrow keys
// and screen readers work as usual), and the group's error.
import { useId, type ReactNode } from "react";
import { FieldMessage, RequiredMark } from "@/components/ui/field";
import type { BoundField } from "@/lib/bind-fields";

type Option = { value: string; content: ReactNode };

type Props = BoundField & {
  legend: string;
  required?: boolean;
  options: Option[];
  columns?: string;
};

export function ChoiceCards({ legend, required, error, options, columns = "sm:grid-cols-2", ...input }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="grid gap-2">
      <legend className="sr-only">
        {legend}
        {required && <RequiredMark spaced />}
      </legend>
      <div className={`grid gap-3 ${columns}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className="relative flex cursor-pointer gap-3 rounded-2xl border border-brand-100 bg-white p-4 transition hover:border-brand-300 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:shadow-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              value={option.value}
              className="mt-1 size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
              {...input}
            />
            <span className="min-w-0 flex-1">{option.content}</span>
          </label>
        ))}
      </div>
      <FieldMessage id={errorId} error={error} />
    </fieldset>
  );
}
