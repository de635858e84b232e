// A labelled form field whose error is tied to the input (aria-describedby) and announced.
import {
  useId,
  type FocusEventHandler,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

/** A field's id, and the ids of its hint and error that describe it (only those shown). */
function useFieldIds(hint: ReactNode, error: string | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return { id, hintId, errorId, describedBy };
}

/** The hint under a field and the room for its message, kept so a message appearing on blur never moves the buttons under the pointer. */
function FieldNotes({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint: ReactNode;
  hintId: string;
  error?: string;
  errorId: string;
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className="text-xs leading-5 text-muted">
          {hint}
        </p>
      )}
      <FieldMessage id={errorId} error={error} />
    </>
  );
}

/** A field's message, announced when it appears; its room stays when there is none. */
export function FieldMessage({ id, error, className }: { id?: string; error?: string; className?: string }) {
  return (
    <p
      id={id}
      role="alert"
      className={
        className
          ? `min-h-5 text-sm leading-5 font-medium text-red-700 ${className}`
          : "min-h-5 text-sm leading-5 font-medium text-red-700"
      }
    >
      {error ?? ""}
    </p>
  );
}

/** The star after a required field's label; outside the label, so the field's accessible name is just its label. */
export const RequiredMark = ({ spaced = false }: { spaced?: boolean }) => (
  <span className="text-red-700" aria-hidden="true">
    {spaced && " "}*
  </span>
);

/** What the labelled control itself carries: its id, and whether it is invalid, described and required. */
type ControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string; "aria-required"?: true };

type FieldShellProps = {
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: (control: ControlProps) => ReactNode;
};

export function FieldShell({ label, error, hint, required, children }: FieldShellProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  const control: ControlProps = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    "aria-required": required || undefined,
  };
  return (
    <div className="grid gap-1.5">
      <div className="flex gap-1 text-sm font-bold">
        <label htmlFor={id} className="text-ink">
          {label}
        </label>
        {required && <RequiredMark />}
      </div>
      {children(control)}
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

type FieldsetShellProps = {
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  onBlur?: FocusEventHandler<HTMLFieldSetElement>;
  children: ReactNode;
};

/** A field made of several controls (a date's selects, a calendar): a fieldset named by its legend, with the hint and message of the whole. */
export function FieldsetShell({ label, error, hint, required, onBlur, children }: FieldsetShellProps) {
  const { hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <fieldset className="grid gap-1.5" aria-describedby={describedBy} onBlur={onBlur}>
      <legend className="mb-1.5 text-sm font-bold text-ink">
        {label}
        {required && <RequiredMark spaced />}
      </legend>
      {children}
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </fieldset>
  );
}

const inputClass =
  "w-full rounded-xl border bg-white px-3 py-2.5 text-ink placeholder:text-muted/80 aria-[invalid=true]:border-red-600 aria-[invalid=true]:bg-red-50/40 border-brand-200";

type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ label, error, hint, required, className = "", ref, ...rest }: InputProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required}>
      {(control) => <input ref={ref} {...control} className={`${inputClass} ${className}`} {...rest} />}
    </FieldShell>
  );
}

/** Text typed left to right in the right-to-left page (numbers, phones, e-mails, passwords, codes); it starts at the field's start. */
export function LtrField({ className = "", ...rest }: InputProps) {
  return <TextField dir="ltr" className={className ? `text-start ${className}` : "text-start"} {...rest} />;
}

/** Digits (years, counts, amounts, codes), with the phone's number keypad. */
export function NumberField(props: InputProps) {
  return <LtrField inputMode="numeric" {...props} />;
}

/** A phone number: the phone keypad and the browser's saved number. */
export function PhoneField(props: InputProps) {
  return <LtrField type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}

/** A password: hidden as typed, left to right. */
export function PasswordField(props: InputProps) {
  return <LtrField type="password" {...props} />;
}

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

export function TextAreaField({ label, error, hint, required, className = "", ref, ...rest }: TextAreaProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <textarea ref={ref} {...control} className={`${inputClass} min-h-28 leading-7 ${className}`} {...rest} />
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

/** A select's options from records with an id and a name (categories, units, provinces, cities). */
export const nameOptions = (records: ReadonlyArray<{ id: number; name: string }>) =>
  records.map((record) => ({ value: record.id, label: record.name }));

export function SelectField({
  label,
  error,
  hint,
  required,
  placeholder,
  options,
  className = "",
  ref,
  ...rest
}: SelectProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <select ref={ref} {...control} className={`${inputClass} ${className}`} {...rest}>
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
