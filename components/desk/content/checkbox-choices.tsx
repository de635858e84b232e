"use client";
// A list field of the desk's forms asked as one checkbox a choice (a branch's days off, a code's
// services, an event's tags): the form's value is the chosen values, in the order they were chosen.
// A value the form has that the offered choices lack still shows (by its value), so it can be taken off.
import type { ReactNode } from "react";
import { useController, type Control, type FieldValues, type Path } from "react-hook-form";
import { FieldsetShell } from "@/components/ui/field";

export type CheckboxChoice<Value> = { value: Value; label: string };

/** How the boxes look: a day's wide box, or a chip (a service, a tag). */
const LOOKS = {
  box: "flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-brand-200 px-3 has-checked:border-brand-700 has-checked:bg-brand-50",
  chip: "flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-brand-200 bg-white px-3.5 py-1.5 text-sm font-bold has-checked:border-brand-700 has-checked:bg-brand-50",
};

type Props<Values extends FieldValues, Value extends string | number> = {
  // The form's output type does not matter: only this field's values are read and set.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<Values, unknown, any>;
  name: Path<Values>;
  label: string;
  hint: ReactNode;
  choices: ReadonlyArray<CheckboxChoice<Value>>;
  look: keyof typeof LOOKS;
  /** Said instead of the boxes while there is nothing to choose. */
  none?: string;
  /** Below the boxes; gets `choose` to tick a value (one made there, say). */
  after?: (choose: (value: Value) => void) => ReactNode;
};

export function CheckboxChoices<Values extends FieldValues, Value extends string | number>({
  control,
  name,
  label,
  hint,
  choices,
  look,
  none,
  after,
}: Props<Values, Value>) {
  const { field, fieldState } = useController({ control, name });
  const chosen: Value[] = Array.isArray(field.value) ? field.value : [];
  const shown = [
    ...choices,
    ...chosen
      .filter((value) => !choices.some((choice) => choice.value === value))
      .map((value) => ({ value, label: String(value) })),
  ];
  const toggle = (value: Value, on: boolean) =>
    field.onChange(on ? [...chosen.filter((v) => v !== value), value] : chosen.filter((v) => v !== value));
  return (
    <FieldsetShell label={label} hint={hint} error={fieldState.error?.message}>
      {shown.length === 0 && none !== undefined ? (
        <p className="text-sm text-muted">{none}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {shown.map((choice, index) => (
            <label key={choice.value} className={LOOKS[look]}>
              <input
                ref={index === 0 ? field.ref : undefined}
                type="checkbox"
                value={choice.value}
                checked={chosen.includes(choice.value)}
                onChange={(event) => toggle(choice.value, event.target.checked)}
                onBlur={field.onBlur}
                className="size-4 accent-brand-700"
              />
              {choice.label}
            </label>
          ))}
        </div>
      )}
      {after?.((value) => toggle(value, true))}
    </FieldsetShell>
  );
}
