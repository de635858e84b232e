// A labelled group of radio buttons for the desk's forms: the legend names the group, the error is
// tied to it (aria-describedby) and announced. Used inside client components (react-hook-form's
// register gives each radio its props).
import { useId, type InputHTMLAttributes, type Ref } from "react";

type Props = {
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string;
  required?: boolean;
  /** The radios' shared props (name, onChange, onBlur, ref). */
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
};

export function ChoiceGroup({ legend, options, error, required, input }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="grid gap-2">
      <legend className="mb-2 text-sm font-bold">
        {legend}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-brand-200 bg-white px-3.5 py-2 font-bold has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input type="radio" value={option.value} {...input} className="size-4 accent-brand-700" />
            {option.label}
          </label>
        ))}
      </div>
      <p id={errorId} role="alert" className="min-h-5 text-sm leading-5 font-medium text-red-700">
        {error ?? ""}
      </p>
    </fieldset>
  );
}
