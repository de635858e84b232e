// A labelled form field whose error is tied to the input (aria-describedby) and announced.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

type FieldShellProps = { label: string; error?: string; hint?: ReactNode; required?: boolean; children: (ids: { id: string; describedBy?: string }) => ReactNode };

export function FieldShell({ label, error, hint, required, children }: FieldShellProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-1.5">
      {/* The star stays outside the label, so the field's accessible name is just its label. */}
      <div className="flex gap-1 text-sm font-bold">
        <label htmlFor={id} className="text-ink">
          {label}
        </label>
        {required && (
          <span className="text-red-700" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children({ id, describedBy })}
      {hint && (
        <p id={hintId} className="text-xs leading-5 text-muted">
          {hint}
        </p>
      )}
      {/* Room for the message is kept, so a message appearing on blur never moves the buttons under the pointer. */}
      <p id={errorId} role="alert" className="min-h-5 text-sm leading-5 font-medium text-red-700">
        {error ?? ""}
      </p>
    </div>
  );
}

const inputClass = "w-full rounded-xl border bg-white px-3 py-2.5 text-ink placeholder:text-muted/80 aria-[invalid=true]:border-red-600 aria-[invalid=true]:bg-red-50/40 border-brand-200";

type InputProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: ReactNode; ref?: Ref<HTMLInputElement> };

export function TextField({ label, error, hint, required, className = "", ref, ...rest }: InputProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy }) => (
        <input ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} aria-required={required || undefined} className={`${inputClass} ${className}`} {...rest} />
      )}
    </FieldShell>
  );
}

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string; hint?: ReactNode; ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({ label, error, hint, required, className = "", ref, ...rest }: TextAreaProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy }) => (
        <textarea
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          className={`${inputClass} min-h-28 leading-7 ${className}`}
          {...rest}
        />
      )}
    </FieldShell>
  );
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
  options: ReadonlyArray<{ value: string | number; label: string }>;
  ref?: Ref<HTMLSelectElement>;
};

/** A select's options whose value is the text shown (a fixed list of Persian choices). */
export const textOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export function SelectField({ label, error, hint, required, placeholder, options, className = "", ref, ...rest }: SelectProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy }) => (
        <select ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} aria-required={required || undefined} className={`${inputClass} ${className}`} {...rest}>
          <option value="">{placeholder ?? `${label} را انتخاب کنید`}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
