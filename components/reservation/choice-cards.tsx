// A radio group drawn as cards (service types, plans): a fieldset with its legend, one native
// radio per card (so arrow keys and screen readers work as usual), and the group's error.
import { useId, type ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

type Option = { value: string; content: ReactNode };

type Props = {
  legend: string;
  /** Hide the legend visually when the section heading already says it. */
  hideLegend?: boolean;
  required?: boolean;
  error?: string;
  options: Option[];
  input: UseFormRegisterReturn;
  columns?: string;
};

export function ChoiceCards({ legend, hideLegend, required, error, options, input, columns = "sm:grid-cols-2" }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="grid gap-2">
      <legend className={hideLegend ? "sr-only" : "mb-2 text-sm font-bold text-ink"}>
        {legend}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </legend>
      <div className={`grid gap-3 ${columns}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className="relative flex cursor-pointer gap-3 rounded-2xl border border-brand-100 bg-white p-4 transition hover:border-brand-300 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:shadow-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-700"
          >
            <input type="radio" value={option.value} className="mt-1 size-4 shrink-0 accent-brand-700 focus-visible:outline-none" {...input} />
            <span className="min-w-0 flex-1">{option.content}</span>
          </label>
        ))}
      </div>
      <p id={errorId} role="alert" className="min-h-5 text-sm leading-5 font-medium text-red-700">
        {error ?? ""}
      </p>
    </fieldset>
  );
}
